import { Box, Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { reloadPage } from '../../lib/page';

/** What went wrong, in one line: the status text for HTTP-like errors, else the message. */
function useErrorDetail(): string {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof ApiError) return t(`api.${error.code}`);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The route error screen (spec §2.14): "Unexpected Application Error!" and the detail. */
export function RouteError() {
  const { t } = useTranslation(['errors', 'common']);
  const detail = useErrorDetail();
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" role="alert">
        <Title order={1} size="h2">
          {t('unexpected_application_error')}
        </Title>
        {/* A long message (a URL, a stack line) wraps instead of widening the page. */}
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {detail}
        </Code>
        <Text c="dimmed">{t('fatal_body')}</Text>
        <Group>
          <Button component={Link} to="/" variant="default">
            {t('common:back_home')}
          </Button>
          <Button onClick={reloadPage}>{t('reload')}</Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** The route error screen outside the page frame, as the page's main landmark. */
export function RootRouteError() {
  return (
    <Box component="main">
      <RouteError />
    </Box>
  );
}
