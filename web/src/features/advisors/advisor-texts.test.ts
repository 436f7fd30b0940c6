import { describe, expect, it } from 'vitest';
import { ATTENTION_REASONS, CLIENT_SORT_KEYS } from '@shared/domain/advisor-book';
import { PORTFOLIO_TABS } from '@shared/domain/asset-portfolio';
import { CASH_INSTRUCTION_STATUSES } from '@shared/domain/cash-instruction';
import { FUND_ORDER_STATUSES } from '@shared/domain/fund-order-status';
import { STOCK_ORDER_STATUSES } from '@shared/domain/stock-order-status';
import en from '@shared/i18n/locales/en/advisors.json';
import { keyOf } from './advisor-texts';

const has = (group: Record<string, unknown>, code: string) => keyOf(code) in group;

describe('the advisor pages’ words for the book’s codes', () => {
  it('turns codes into snake_case keys', () => {
    expect(keyOf('assessmentExpired')).toBe('assessment_expired');
    expect(keyOf('partially matched')).toBe('partially_matched');
    expect(keyOf('virtual-assets')).toBe('virtual_assets');
    expect(keyOf('PR')).toBe('pr');
  });

  it('has a word for every attention reason, sort key, tab and order or request status', () => {
    for (const reason of ATTENTION_REASONS) expect(has(en.reason, reason), reason).toBe(true);
    for (const key of CLIENT_SORT_KEYS) expect(has(en.search.sort_key, key), key).toBe(true);
    for (const tab of PORTFOLIO_TABS) expect(has(en.details.tab, tab), tab).toBe(true);
    const statuses = [...FUND_ORDER_STATUSES, ...CASH_INSTRUCTION_STATUSES];
    for (const status of statuses) expect(has(en.status, status), status).toBe(true);
    const stock = STOCK_ORDER_STATUSES.filter((status) => !has(en.status, status));
    expect(stock.every((status) => status.startsWith('override') || status.endsWith('error'))).toBe(
      true,
    );
  });
});
