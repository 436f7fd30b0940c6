import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessions } from '../../../lib/session-context';
import { sessionTag } from '../../../lib/sessions';
import { useSwitchSession } from '../../../lib/use-switch-session';

/**
 * `/users/switcher` (spec §2.2, §2.15): every session of this browser with its tag; inactive ones
 * are shown disabled and cannot be chosen (§4).
 */
export function SwitcherPage() {
  const { t } = useTranslation(['users', 'layout']);
  const { sessions, currentId } = useSessions();
  const switchTo = useSwitchSession();
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
        </Stack>
      </Paper>
    </Container>
  );
}
