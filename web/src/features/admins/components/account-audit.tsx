import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import { ACCOUNT_STATUSES, ALL_ROLES, useAdminTexts } from '../admin-texts';
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

/** A changed field's value in words: codes the catalogue knows, else the value as stored. */
function useValueText() {
  const { t, i18n } = useTranslation('admins');
  const texts = useAdminTexts();
  const isKnown = (key: string) => i18n.exists(`admins:${key}`);
  return (field: string, value: string | null): ReactNode => {
    if (value === null) return '–';
    if (value === 'true' || value === 'false')
      return t(`audit.value.${value === 'true' ? 'yes' : 'no'}`);
    if (field === 'role' && (ALL_ROLES as readonly string[]).includes(value))
      return texts.role(value);
    if (field === 'source') return texts.source(value);
    if (field === 'twoFactor') return texts.twoFactor(value);
    if (field === 'status' && (ACCOUNT_STATUSES as readonly string[]).includes(value)) {
      return texts.status(value);
    }
    const key = `audit.value.${value.toLowerCase()}`;
    if (['status', 'totpSecret'].includes(field) && isKnown(key)) return t(key as never);
    // Names, addresses and codes: as stored, never translated.
    return <Name>{value}</Name>;
  };
}

/** Each changed field: its name, before → after. */
function Changes({ event }: { event: AdminAuditEvent }) {
  const { t } = useTranslation('admins');
  const text = useCodeText();
  const value = useValueText();
  if (event.changes.length === 0) return <>–</>;
  return (
    <Stack gap={2}>
      {event.changes.map((change) => (
        <Text key={change.field} size="sm" component="div">
          {text(`audit.field.${snakeKey(change.field)}`, change.field)}
          {t('audit.colon')}
          {value(change.field, change.before)} → {value(change.field, change.after)}
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
