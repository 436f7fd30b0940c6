import { Paper, ScrollArea, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AgreementType } from '@shared/contracts/legal-agreement';
import { callApi } from '../../lib/api-client';
import { sanitiseHtml } from '../../lib/sanitise-html';
import { useFormat } from '../../lib/use-format';
import { QueryState } from '../data/query-state';

/**
 * The latest legal agreement of a type (spec §3: eDDA, IPO, ...) in the page's language, in a
 * bordered panel that scrolls past `maxHeight`, for a form that asks the reader to accept it.
 */
export function AgreementPanel({
  type,
  emptyText,
  maxHeight = 180,
}: {
  type: AgreementType;
  /** What to say when the firm has published no agreement of the type in the language. */
  emptyText: string;
  maxHeight?: number;
}) {
  const { language } = useFormat();
  const agreements = useQuery({
    queryKey: ['legal-agreement', type, language],
    queryFn: ({ signal }) =>
      callApi('legal-agreement/searchLegalAgreements', { types: [type], language }, { signal }),
  });
  return (
    <QueryState query={agreements} isEmpty={(data) => data.length === 0} emptyText={emptyText}>
      {([agreement]) =>
        agreement ? (
          <Paper withBorder p="sm">
            <Text fw={600} size="sm">
              {agreement.title}
            </Text>
            {/* A long text scrolls; its viewport takes the focus, so a keyboard can scroll it. */}
            <ScrollArea.Autosize
              mah={maxHeight}
              viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': agreement.title }}
            >
              <div
                className="agreement-content"
                // Sanitised to the spec §5 allow-list here; the server sanitised it on save too.
                dangerouslySetInnerHTML={{ __html: sanitiseHtml(agreement.content) }}
              />
            </ScrollArea.Autosize>
          </Paper>
        ) : null
      }
    </QueryState>
  );
}
