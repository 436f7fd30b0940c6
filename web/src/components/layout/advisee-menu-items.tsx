import { Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdvisees, useOpenAdviseeSession } from '../../lib/advisees';
import type { SessionRecord } from '../../lib/sessions';

/**
 * The advisor's clients in the switcher dropdown (spec §2.15): choosing one opens a client
 * session on behalf of `advisor` and goes to the client's fund portfolio (§2.17). Clients whose
 * account is not active are shown disabled.
 */
export function AdviseeMenuItems({ advisor }: { advisor: SessionRecord }) {
  const { t } = useTranslation('layout');
  const advisees = useAdvisees(advisor);
  const open = useOpenAdviseeSession();
  const clients = advisees.data?.advisees ?? [];
  if (clients.length === 0) return null;
  return (
    <>
      <Menu.Label>{t('switcher.clients')}</Menu.Label>
      {clients.map((client) => (
        <Menu.Item
          key={`${client.source}:${client.accountCode}`}
          disabled={!client.isActive}
          onClick={() => void open(advisor, client.accountCode).catch(() => undefined)}
          rightSection={
            <Text span size="xs" c="dimmed">
              {client.name}
            </Text>
          }
        >
          {t('switcher.open_client', { accountCode: client.accountCode })}
        </Menu.Item>
      ))}
      <Menu.Divider />
    </>
  );
}
