import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useContentTexts } from './content-texts';

/**
 * What a content change's last outcome says: the error, the refusal in the reader's language with
 * its code in small type (UI style §4), or `done` once saved; nothing before any call.
 */
export function ContentOutcome(props: {
  call: { error: unknown; data: { result: string } | undefined };
  done?: string;
}) {
  const { t } = useTranslation('adminContent');
  const texts = useContentTexts();
  const { error, data } = props.call;
  if (error) return <MessageAlert message={apiErrorMessage(error)} />;
  if (!data) return null;
  if (data.result === 'ok') {
    return (
      <Alert color="green" role="status">
        {props.done ?? t('result.ok')}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert">
      {texts.result(data.result)}{' '}
      <Text span size="xs" c="dimmed">
        ({data.result})
      </Text>
    </Alert>
  );
}
