import type { AssessmentState, ClientSortKey } from '@shared/domain/advisor-book';
import { wholeDate } from '../../../components/form/date-range-inputs';
import type { ClientSearch } from '../api/advisor';

/** The advanced search's fields as typed (every one a text; empty: not filtered). */
export type SearchFields = {
  code: string;
  name: string;
  riskLevel: string;
  assessmentState: string;
  fundCode: string;
  stockSymbol: string;
  minAssets: string;
  maxAssets: string;
  activeFrom: string;
  activeTo: string;
  sort: ClientSortKey;
  direction: 'asc' | 'desc';
};

export const NO_FIELDS: SearchFields = {
  code: '',
  name: '',
  riskLevel: '',
  assessmentState: '',
  fundCode: '',
  stockSymbol: '',
  minAssets: '',
  maxAssets: '',
  activeFrom: '',
  activeTo: '',
  sort: 'code',
  direction: 'asc',
};

/** The filter fields, for counting the active ones (sorting is not a filter). */
export const FILTER_NAMES = [
  'code',
  'name',
  'riskLevel',
  'assessmentState',
  'fundCode',
  'stockSymbol',
  'minAssets',
  'maxAssets',
  'activeFrom',
  'activeTo',
] as const satisfies readonly (keyof SearchFields)[];

/** Whether `text` is an amount the search takes (digits, at most one point). */
export const isAmount = (text: string) => /^\d{1,30}(\.\d{1,20})?$/.test(text.trim());

const amountOf = (text: string) => (isAmount(text) ? text.trim() : undefined);
const text = (value: string) => value.trim() || undefined;

/** The start of a Hong Kong day, as an instant. */
const dayStart = (date: string | undefined) =>
  date === undefined ? undefined : new Date(`${date}T00:00:00+08:00`).toISOString();
/** The end of a Hong Kong day, as an instant. */
const dayEnd = (date: string | undefined) =>
  date === undefined ? undefined : new Date(`${date}T23:59:59.999+08:00`).toISOString();

/** The fields as the search takes them (empty and half-typed ones left out). */
export function searchOf(
  fields: SearchFields,
  advisorAccountId: number | undefined,
  reportingCurrency: string,
): ClientSearch {
  return {
    advisorAccountId,
    code: text(fields.code),
    name: text(fields.name),
    riskLevels: fields.riskLevel === '' ? undefined : [Number(fields.riskLevel)],
    assessmentStates:
      fields.assessmentState === '' ? undefined : [fields.assessmentState as AssessmentState],
    fundCode: text(fields.fundCode),
    stockSymbol: text(fields.stockSymbol),
    minAssets: amountOf(fields.minAssets),
    maxAssets: amountOf(fields.maxAssets),
    activeFrom: dayStart(wholeDate(fields.activeFrom)),
    activeTo: dayEnd(wholeDate(fields.activeTo)),
    reportingCurrency,
    sort: fields.sort,
    direction: fields.direction,
  };
}
