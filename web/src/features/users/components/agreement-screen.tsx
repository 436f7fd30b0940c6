import { Button, Checkbox, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { apiErrorMessage, MessageAlert, type Message } from '../../../lib/message';
import { sanitiseHtml } from '../../../lib/sanitise-html';
import { updatePasswordInfo, type SessionRecord } from '../../../lib/sessions';
import { withoutRepeatedTitle } from '../agreement-html';
import { LoadingIndicator } from '../../../components/loading-indicator';

/**
 * Spec §2.15 first-login agreement: title, the HTML content sanitised on render (§5), the agree
 * box and Submit, disabled until ticked; an empty list shows the "no agreement available" text
 * (§8). A confirmation is stored with the session's password information (§4).
 */
export function AgreementScreen({ session }: { session: SessionRecord }) {
  const { t, i18n } = useTranslation(['users', 'common']);
  const language = currentLanguage(i18n);
  const [isAgreed, setIsAgreed] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const agreements = useQuery({
    queryKey: ['legal-agreement', 'first_login', language],
    queryFn: ({ signal }) =>
      callApi(
        'legal-agreement/searchLegalAgreements',
        { types: ['first_login'], language },
        { signal },
      ),
  });
  const agreement = agreements.data?.[0];

  const confirm = async () => {
    setIsPending(true);
    setMessage(null);
    try {
      const { accountCode, source } = session;
      const answer = await callApi('account/confirmAgreement', { accountCode, source });
      if (answer.confirmAgreementStatus) {
        updatePasswordInfo(session.sessionId, { agreementConfirmed: true });
      } else {
        setMessage({ key: 'users:agreement.failed' });
      }
    } catch (error) {
      setMessage(apiErrorMessage(error));
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Container size="md" py={{ base: 24, md: 48 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        {agreements.isPending && <LoadingIndicator label={t('common:loading')} />}
        {agreements.isError && <MessageAlert message={apiErrorMessage(agreements.error)} />}
        {agreements.isSuccess && !agreement && <Text role="alert">{t('agreement.none')}</Text>}
        {agreement && (
          <Stack gap="lg">
            <Title order={1} size="h2">
              {agreement.title}
            </Title>
            <div
              className="agreement-content"
              // Sanitised to the spec §5 allow-list just above; the server sanitised it on save too.
              dangerouslySetInnerHTML={{
                __html: withoutRepeatedTitle(sanitiseHtml(agreement.content), agreement.title),
              }}
            />
            {message && <MessageAlert message={message} />}
            <Checkbox
              label={t('agreement.agree')}
              checked={isAgreed}
              onChange={(event) => setIsAgreed(event.currentTarget.checked)}
            />
            <Button
              onClick={() => void confirm()}
              disabled={!isAgreed || isPending}
              loading={isPending}
              w="fit-content"
            >
              {t('agreement.submit')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
