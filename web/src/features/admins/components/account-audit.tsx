import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import type { AdminAuditEvent } from '../api/admin-account';
import { Name, Section } from './admin-page';

/** A camelCase name as a catalogue key (`displayName` → `display_name`). */
const snakeKey = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A text by a key built from a code, or the code itself when the catalogue has none for it. */
function useCodeText() {
  const { t } = useTranslation('admins');
  return (key: string, code: string): string =>
    t(key as never, { defaultValue: code } as never) as unknown as string;
}

/** What an event was: its kind, and for an admin's change, the action. */
function useEventText() {
  const text = useCodeText();
  return (event: AdminAuditEvent) =>
    event.kind === 'admin_action' && event.action
      ? text(`audit.action.${event.action}`, event.action)
      : text(`audit.kind.${event.kind}`, event.kind);
}

/** Each changed field: its name, before → after. */
function Changes({ event }: { event: AdminAuditEvent }) {
  const { t } = useTranslation('admins');
  const text = useCodeText();
  if (event.changes.length === 0) return <>–</>;
  return (
    <Stack gap={2}>
      {event.changes.map((change) => (
        <Text key={change.field} size="sm" component="div">
          {t('audit.change', {
            field: text(`audit.field.${snakeKey(change.field)}`, change.field),
            before: change.before ?? '–',
            after: change.after ?? '–',
          })}
        </Text>
      ))}
    </Stack>
  );
}

/** The account's audit trail, newest first: sign-ins, its own changes, and who changed what. */
export function AccountAudit({ events }: { events: readonly AdminAuditEvent[] }) {
  const { t } = useTranslation('admins');
  const format = useFormat();
  const what = useEventText();
  const columns: Column<AdminAuditEvent>[] = [
    {
      key: 'when',
      heading: t('audit.when'),
      phone: 'figure',
      cell: (row) => format.dateTime(row.occurredAt),
    },
    { key: 'what', heading: t('audit.what'), phone: 'title', cell: what },
    {
      key: 'who',
      heading: t('audit.who'),
      phone: 'status',
      cell: (row) => (row.actorCode ? <Name>{row.actorCode}</Name> : t('audit.holder')),
    },
    { key: 'changes', heading: t('audit.changes'), cell: (row) => <Changes event={row} /> },
    { key: 'from', heading: t('audit.from'), cell: (row) => row.clientAddress ?? '–' },
  ];
  return (
    <Section title={t('audit.title')} testId="account-audit">
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('audit.none')}
        </Text>
      ) : (
        <DataTable
          caption={t('audit.caption')}
          rows={events}
          columns={columns}
          rowKey={(row) => row.id}
          rowAttributes={(row) => ({ 'data-audit-kind': row.action ?? row.kind })}
        />
      )}
    </Section>
  );
}
