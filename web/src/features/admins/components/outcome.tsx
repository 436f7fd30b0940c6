import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useAdminTexts } from '../admin-texts';

/**
 * What an admin call's last outcome says: its error, its refusal (the result code's text with the
 * code after it), or `done` when it went through; nothing before any call.
 */
export function Outcome(props: {
  call: { error: unknown; data: { result: string } | undefined };
  done?: string;
}) {
  const { t } = useTranslation('admins');
  const texts = useAdminTexts();
  const { error, data } = props.call;
  if (error) return <MessageAlert message={apiErrorMessage(error)} />;
  if (!data) return null;
  if (data.result === 'ok') {
    return props.done ? (
      <Alert color="green" role="status">
        {props.done}
      </Alert>
    ) : null;
  }
  return (
    <Alert color="red" role="alert">
      {t('result.refused', { text: texts.result(data.result), code: data.result })}
    </Alert>
  );
}
