import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { advisorSessionOf, useAdvisees, useOpenAdviseeSession } from '../../../lib/advisees';
import { useSessions } from '../../../lib/session-context';
import { sessionTag, type SessionRecord } from '../../../lib/sessions';
import { useSwitchSession } from '../../../lib/use-switch-session';

/** The advisor's clients, each opening a client session on the advisor's behalf (spec §2.15). */
function AdviseeButtons({ advisor }: { advisor: SessionRecord }) {
  const { t } = useTranslation('layout');
  const advisees = useAdvisees(advisor);
  const open = useOpenAdviseeSession();
  const clients = advisees.data?.advisees ?? [];
  if (clients.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('switcher.clients')}
      </Title>
      {clients.map((client) => (
        <Button
          key={`${client.source}:${client.accountCode}`}
          variant="default"
          disabled={!client.isActive}
          onClick={() => void open(advisor, client.accountCode).catch(() => undefined)}
          justify="space-between"
          fullWidth
          rightSection={
            <Text span size="sm" c="dimmed">
              {client.name}
            </Text>
          }
        >
          {t('switcher.open_client', { accountCode: client.accountCode })}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * `/users/switcher` (spec §2.2, §2.15): every session of this browser with its tag; inactive ones
 * are shown disabled and cannot be chosen (§4). An advisor also sees their clients.
 */
export function SwitcherPage() {
  const { t } = useTranslation(['users', 'layout']);
  const { sessions, currentId } = useSessions();
  const switchTo = useSwitchSession();
  const advisor = advisorSessionOf(sessions);
  return (
    <Container size={520} py={{ base: 32, md: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('switcher.title')}
          </Title>
          {sessions.length === 0 && <Text>{t('switcher.none')}</Text>}
          {sessions.map((session) => {
            const isActive = session.status === 'active';
            return (
              <Button
                key={session.sessionId}
                variant={session.sessionId === currentId ? 'light' : 'default'}
                disabled={!isActive}
                onClick={() => switchTo(session)}
                justify="space-between"
                fullWidth
                rightSection={
                  <Group gap={6}>
                    <Badge variant="light">{t(`layout:switcher.tag.${sessionTag(session)}`)}</Badge>
                    {!isActive && <Badge color="gray">{t('layout:switcher.inactive')}</Badge>}
                  </Group>
                }
              >
                {session.accountCode}
                {session.sessionId === currentId && ` · ${t('switcher.current')}`}
              </Button>
            );
          })}
          {advisor && <AdviseeButtons advisor={advisor} />}
        </Stack>
      </Paper>
    </Container>
  );
}
