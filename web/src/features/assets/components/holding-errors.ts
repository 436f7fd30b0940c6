import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage, type Message } from '../../../lib/message';
import type { AssetChangeAnswer } from '../api/asset-holding';

/** The `invalid_input` field codes the assets catalogue explains (`fields.<code>`). */
const EXPLAINED_FIELD_CODES: ReadonlySet<string> = new Set([
  'asset_value_negative',
  'asset_value_too_precise',
  'asset_quantity_not_positive',
  'asset_quantity_too_precise',
  'asset_value_basis_fields',
  'too_big',
  'too_small',
  'number_out_of_range',
]);

/** A refused field's text key: its code's own text, else "not valid". */
export function fieldMessage(code: string): string {
  return EXPLAINED_FIELD_CODES.has(code) ? `fields.${code}` : 'fields.invalid';
}

/** The refused fields of a failed change (`invalid_input`), by field, as catalogue keys. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== 'invalid_input' || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, code]) => [
      field.split('.')[0] ?? field,
      fieldMessage(code),
    ]),
  );
}

/**
 * What a change's outcome has to say: a refusal code's text (`results.<code>`), the error's text
 * (a field-level one is shown beside its field as well), or null when it went through.
 */
export function changeMessage(
  answer: AssetChangeAnswer | undefined,
  error: unknown,
): Message | null {
  if (error) return apiErrorMessage(error);
  if (!answer || answer.result === 'ok') return null;
  return { key: `assets:results.${answer.result}` };
}
