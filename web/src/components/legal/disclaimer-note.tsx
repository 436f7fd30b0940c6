import { Container, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DisclaimerType } from '@shared/domain/admin-content';
import { callApi } from '../../lib/api-client';
import { sanitiseHtml } from '../../lib/sanitise-html';
import { useFormat } from '../../lib/use-format';

/**
 * The admins' disclaimer note of a page type (issue 29: funds, stocks, IPO, cash, virtual assets,
 * plans) at the foot of the page, in the reader's language; nothing while none is written, while
 * it loads or when it cannot be read (the page itself matters more).
 */
export function DisclaimerNote({ type }: { type: DisclaimerType }) {
  const { language } = useFormat();
  const { data } = useQuery({
    queryKey: ['site-content', 'disclaimer', type, language],
    queryFn: ({ signal }) =>
      callApi('site-content/loadDisclaimerNote', { type, language }, { signal }),
    staleTime: 5 * 60_000,
  });
  const note = data?.note;
  if (!note?.html) return null;
  return (
    <Container size="lg" pb={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Paper
        role="note"
        withBorder
        p="sm"
        radius="md"
        fz="xs"
        c="dimmed"
        lang={language}
        data-testid={`disclaimer-${type}`}
        className="agreement-content"
        // Sanitised to the spec §5 allow-list here; the server sanitised it on save too.
        dangerouslySetInnerHTML={{ __html: sanitiseHtml(note.html) }}
      />
    </Container>
  );
}
