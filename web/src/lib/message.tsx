import { Alert, type AlertProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InputIssueCode } from '@shared/contracts/errors';
import { ApiError } from './api-client';

/** The `invalid_input` field codes that say more than "not valid" (errors.json `input.<code>`). */
const explainedFieldCodes: ReadonlySet<string> = new Set<InputIssueCode>(['number_out_of_range']);

/**
 * A text to show, kept as its catalogue key (`namespace:key`) so it follows a language change
 * made while it is on screen.
 */
export type Message = { key: string; values?: Record<string, string | number> };

/** The text for a failed call (docs/DECISIONS.md §3: the web turns codes into text). */
export function apiErrorMessage(error: unknown): Message {
  if (!(error instanceof ApiError)) return { key: 'errors:api.unknown' };
  if (error.code === 'rate_limited' && error.retryAfterSeconds !== undefined) {
    return { key: 'users:login_result.rate_limited', values: { seconds: error.retryAfterSeconds } };
  }
  const fieldCode = Object.values(error.fields ?? {}).find((code) => explainedFieldCodes.has(code));
  if (error.code === 'invalid_input' && fieldCode) return { key: `errors:input.${fieldCode}` };
  return { key: `errors:api.${error.code}` };
}

/**
 * What a call's last outcome has to say (a mutation's): its error's text, else what `answered`
 * makes of its answer (a refusal code's text); null before any call, and when there is nothing.
 */
export function outcomeMessage<T>(
  call: { error: unknown; data: T | undefined },
  answered: (answer: T) => Message | null,
): Message | null {
  if (call.error) return apiErrorMessage(call.error);
  return call.data === undefined ? null : answered(call.data);
}

/** The translated text of a message. */
export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation();
  // Keys are built from codes the catalogues are tested to cover; i18next's key types cannot follow.
  return (message) => t(message.key as never, message.values as never) as unknown as string;
}

/** A message as an alert; errors are announced by screen readers (role alert). */
export function MessageAlert({
  message,
  color = 'red',
  ...props
}: { message: Message } & Omit<AlertProps, 'children'>) {
  const text = useMessageText();
  return (
    <Alert color={color} role={color === 'red' ? 'alert' : 'status'} {...props}>
      {text(message)}
    </Alert>
  );
}
