import { Button, Checkbox, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { apiErrorMessage, MessageAlert, outcomeMessage } from '../../../lib/message';
import { sanitiseHtml } from '../../../lib/sanitise-html';
import type { SessionRecord } from '../../../lib/sessions';
import { useConfirmAgreement } from '../api/account-calls';
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
  const confirmation = useConfirmAgreement(session);
  const { isPending } = confirmation;
  const message = outcomeMessage(confirmation, (answer) =>
    answer.confirmAgreementStatus ? null : { key: 'users:agreement.failed' },
  );
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
              onClick={() => confirmation.mutate()}
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
