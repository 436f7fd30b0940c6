import { Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state';
import { callApi } from '../../../lib/api-client';
import { sanitiseHtml } from '../../../lib/sanitise-html';
import { useFormat } from '../../../lib/use-format';

/** The IPO legal agreement (spec §3 type "ipo agreement") in the page's language. */
export function IpoAgreement() {
  const { t } = useTranslation('ipo');
  const { language } = useFormat();
  const agreements = useQuery({
    queryKey: ['legal-agreement', 'ipo', language],
    queryFn: ({ signal }) =>
      callApi('legal-agreement/searchLegalAgreements', { types: ['ipo'], language }, { signal }),
  });
  const agreement = agreements.data?.[0];
  return (
    <QueryState
      query={agreements}
      isEmpty={(data) => data.length === 0}
      emptyText={t('confirm.no_agreement')}
    >
      {() =>
        agreement ? (
          <Paper withBorder p="sm">
            <Text fw={600} size="sm">
              {agreement.title}
            </Text>
            <div
              className="agreement-content"
              // Sanitised to the spec §5 allow-list here; the server sanitised it on save too.
              dangerouslySetInnerHTML={{ __html: sanitiseHtml(agreement.content) }}
            />
          </Paper>
        ) : null
      }
    </QueryState>
  );
}
