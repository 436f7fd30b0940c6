import type { Language } from '../i18n/languages';
import { RAQ_EXPIRING_DAYS } from './raq-scoring';

/**
 * The advisor's book (issue 27, spec §2.12, §3 advisor linkage): the rules both sides share.
 * Which clients a session may see: an advisor its linked clients, a manager the clients of the
 * advisors it manages, an admin or higher every client; a client (role user) none.
 */

/** Spec §3 state of a client's risk assessment as the book shows it. */
export const ASSESSMENT_STATES = ['valid', 'expiring', 'expired', 'none'] as const;
export type AssessmentState = (typeof ASSESSMENT_STATES)[number];

/** Why a client needs the advisor's attention (dashboard). */
export const ATTENTION_REASONS = [
  'assessmentExpired',
  'assessmentExpiring',
  'assessmentMissing',
  'passwordExpired',
  'suitabilityWarning',
  'openPlanTalk',
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/**
 * How many of the book's clients the dashboard shows at a time: its answer brings the first page,
 * `advisor/searchClients` the next.
 */
export const DASHBOARD_CLIENT_PAGE = 20;

/** What the advanced search sorts by. */
export const CLIENT_SORT_KEYS = [
  'code',
  'name',
  'riskLevel',
  'riskExpiresAt',
  'assets',
  'lastLoginAt',
  'lastActivityAt',
] as const;
export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number];

/**
 * Results of the advisor calls that change something: `ok`, `not_own_client` (a note is written
 * only by an advisor linked to the client; a manager or admin reads). A client outside the book is
 * never a result: it answers 403 `forbidden` and nothing.
 */
export const ADVISOR_RESULTS = ['ok', 'not_own_client'] as const;
export type AdvisorResult = (typeof ADVISOR_RESULTS)[number];

/** The texts of the results and the attention reasons, in each language (the web's catalogue). */
export const ADVISOR_TEXTS = {
  en: {
    ok: 'Saved.',
    not_own_client: 'Only the client’s own advisor can add a note.',
    forbidden: 'This client is not in your book.',
    assessmentExpired: 'Risk assessment expired',
    assessmentExpiring: 'Risk assessment expiring',
    assessmentMissing: 'No risk assessment',
    passwordExpired: 'Password expired',
    suitabilityWarning: 'Suitability warning',
    openPlanTalk: 'Open plan talk',
  },
  'zh-HK': {
    ok: '已儲存。',
    not_own_client: '只有客戶的專屬顧問可以新增備註。',
    forbidden: '此客戶不在閣下的客戶名冊內。',
    assessmentExpired: '風險評估已過期',
    assessmentExpiring: '風險評估即將到期',
    assessmentMissing: '未有風險評估',
    passwordExpired: '密碼已過期',
    suitabilityWarning: '適合性警示',
    openPlanTalk: '未完結的計劃查詢',
  },
  'zh-CN': {
    ok: '已保存。',
    not_own_client: '只有客户的专属顾问可以添加备注。',
    forbidden: '该客户不在您的客户名单中。',
    assessmentExpired: '风险评估已过期',
    assessmentExpiring: '风险评估即将到期',
    assessmentMissing: '没有风险评估',
    passwordExpired: '密码已过期',
    suitabilityWarning: '适当性警示',
    openPlanTalk: '未完结的计划咨询',
  },
} as const satisfies Record<
  Language,
  Record<AdvisorResult | AttentionReason | 'forbidden', string>
>;

const DAY_MS = 86_400_000;

/** The state of an assessment expiring at `expiresAt` (null: none approved) at `now`. */
export function assessmentStateOf(expiresAt: Date | null, now: Date): AssessmentState {
  if (expiresAt === null) return 'none';
  if (expiresAt.getTime() <= now.getTime()) return 'expired';
  if (expiresAt.getTime() - now.getTime() <= RAQ_EXPIRING_DAYS * DAY_MS) return 'expiring';
  return 'valid';
}

/** The attention reasons of an assessment state. */
export function assessmentReasons(state: AssessmentState): AttentionReason[] {
  if (state === 'expired') return ['assessmentExpired'];
  if (state === 'expiring') return ['assessmentExpiring'];
  if (state === 'none') return ['assessmentMissing'];
  return [];
}
