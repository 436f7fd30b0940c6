import { describe, expect, it } from 'vitest';
import { hongKongTermsIn } from '../i18n/mainland-wording';
import { ADVISOR_TEXTS, assessmentReasons, assessmentStateOf } from './advisor-book';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-27T06:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS);

describe('assessmentStateOf', () => {
  it('reads none, expired, expiring within 30 days and valid', () => {
    expect(assessmentStateOf(null, now)).toBe('none');
    expect(assessmentStateOf(now, now)).toBe('expired');
    expect(assessmentStateOf(inDays(-1), now)).toBe('expired');
    expect(assessmentStateOf(inDays(30), now)).toBe('expiring');
    expect(assessmentStateOf(inDays(31), now)).toBe('valid');
  });

  it('flags every state but valid for attention', () => {
    expect(assessmentReasons('valid')).toEqual([]);
    expect(assessmentReasons('expired')).toEqual(['assessmentExpired']);
    expect(assessmentReasons('expiring')).toEqual(['assessmentExpiring']);
    expect(assessmentReasons('none')).toEqual(['assessmentMissing']);
  });
});

describe('ADVISOR_TEXTS', () => {
  it('has the same keys in every language, and mainland wording in zh-CN', () => {
    const keys = Object.keys(ADVISOR_TEXTS.en).sort();
    expect(Object.keys(ADVISOR_TEXTS['zh-HK']).sort()).toEqual(keys);
    expect(Object.keys(ADVISOR_TEXTS['zh-CN']).sort()).toEqual(keys);
    for (const text of Object.values(ADVISOR_TEXTS['zh-CN'])) {
      expect(hongKongTermsIn(text)).toEqual([]);
    }
  });
});
