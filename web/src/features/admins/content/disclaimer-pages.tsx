import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import {
  CONTENT_LIMITS,
  DISCLAIMER_TYPES,
  type DisclaimerType,
} from '@shared/domain/admin-content';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import { contentKeys, useContentChange, useContentQuery } from '../api/admin-content';
import { AdminPage, QueryState } from '../components/admin-page';
import { adminPaths } from '../paths';
import { ContentOutcome } from './content-outcome';
import { useContentTexts } from './content-texts';
import { HtmlEditor, isHtmlComplete, type HtmlTexts } from './html-editor';

type Row = CallOutput<'admin-disclaimer/searchDisclaimerNotes'>['notes'][number];
type Note = NonNullable<Row['note']>;

/** Whether a route's `{type}` names a disclaimer note type. */
export const isDisclaimerType = (type: string | undefined): type is DisclaimerType =>
  (DISCLAIMER_TYPES as readonly string[]).includes(type ?? '');

/**
 * `/admins/disclaimerNote` (spec §2.13): the note of each page type (funds, stocks, IPO, cash,
 * virtual assets, plans), its version and last change; a type opens its editor.
 */
export function DisclaimerListPage() {
  const { t } = useTranslation('adminContent');
  const texts = useContentTexts();
  const format = useFormat();
  const notes = useContentQuery(
    contentKeys.disclaimers,
    'admin-disclaimer/searchDisclaimerNotes',
    {},
  );
  const columns: Column<Row>[] = [
    {
      key: 'type',
      heading: t('disclaimer.type'),
      phone: 'title',
      cell: (row) => (
        <Anchor component={Link} to={adminPaths.disclaimer(row.type)}>
          {texts.disclaimerType(row.type)}
        </Anchor>
      ),
    },
    {
      key: 'version',
      heading: t('agreement.version'),
      numeric: true,
      phone: 'figure',
      cell: (row) => (row.note ? t('agreement.version_n', { version: row.note.version }) : '–'),
    },
    {
      key: 'updated',
      heading: t('disclaimer.updated'),
      phone: 'status',
      cell: (row) =>
        row.note
          ? t('agreement.saved_at_by', {
              at: format.dateTime(row.note.updatedAt),
              by: row.note.updatedBy ?? t('agreement.demo_book'),
            })
          : t('disclaimer.none_yet'),
    },
  ];
  return (
    <AdminPage
      title={t('disclaimer.list_title')}
      aside={
        <Anchor component={Link} to={adminPaths.agreements} size="sm">
          {t('agreement.list_title')}
        </Anchor>
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('disclaimer.intro')}
        </Text>
        <QueryState query={notes}>
          {(data) => (
            <DataTable
              caption={t('disclaimer.list_title')}
              rows={data.notes}
              columns={columns}
              rowKey={(row) => row.type}
              rowAttributes={(row) => ({ 'data-disclaimer-type': row.type })}
            />
          )}
        </QueryState>
      </Stack>
    </AdminPage>
  );
}

const textsOf = (note: Note | null): HtmlTexts => ({
  en: { title: '', html: note?.html.en ?? '' },
  'zh-HK': { title: '', html: note?.html['zh-HK'] ?? '' },
  'zh-CN': { title: '', html: note?.html['zh-CN'] ?? '' },
});

function DisclaimerEditor({ type, note }: { type: DisclaimerType; note: Note | null }) {
  const { t } = useTranslation('adminContent');
  const [values, setValues] = useState(() => textsOf(note));
  const [isTried, setTried] = useState(false);
  const save = useContentChange('admin-disclaimer/saveDisclaimerNote');
  const saved = save.data?.result === 'ok' ? save.data.note : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!isHtmlComplete(values, false)) return;
        const html = {
          en: values.en.html,
          'zh-HK': values['zh-HK'].html,
          'zh-CN': values['zh-CN'].html,
        };
        save.mutate(
          { type, html },
          { onSuccess: (answer) => answer.note && setValues(textsOf(answer.note)) },
        );
      }}
    >
      <Stack gap="md">
        <HtmlEditor
          values={values}
          onChange={setValues}
          hasTitle={false}
          maxLength={CONTENT_LIMITS.disclaimerHtml}
          isTried={isTried}
        />
        <ContentOutcome
          call={save}
          done={saved ? t('disclaimer.saved', { version: saved.version }) : undefined}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('disclaimer.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `/admins/disclaimerNote/{type}` (spec §2.13, §5): the type's note in three languages as HTML
 * with a live preview sanitised by the readers' allow-list; each save is a new version.
 */
export function DisclaimerEditPage({ type }: { type: DisclaimerType }) {
  const { t } = useTranslation('adminContent');
  const texts = useContentTexts();
  const notes = useContentQuery(
    contentKeys.disclaimers,
    'admin-disclaimer/searchDisclaimerNotes',
    {},
  );
  return (
    <AdminPage title={t('disclaimer.edit_title', { type: texts.disclaimerType(type) })}>
      <QueryState query={notes}>
        {(data) => (
          <DisclaimerEditor
            type={type}
            note={data.notes.find((row) => row.type === type)?.note ?? null}
          />
        )}
      </QueryState>
    </AdminPage>
  );
}
