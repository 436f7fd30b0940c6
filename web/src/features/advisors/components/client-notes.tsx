import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageAlert, apiErrorMessage } from '../../../lib/message';
import { useFormat } from '../../../lib/use-format';
import { useAddNote, type ClientDetails } from '../api/advisor';
import { Name, Section } from './advisor-page';
import classes from './advisors.module.css';

/**
 * The advisor's dated notes on the client, newest first (issue 27 §3): the client's own advisor
 * adds them; a manager reads its advisors' notes.
 */
export function ClientNotes({ details }: { details: ClientDetails }) {
  const { t } = useTranslation('advisors');
  const format = useFormat();
  const clientCode = details.client.accountCode;
  const add = useAddNote(clientCode);
  const [text, setText] = useState('');
  const result = add.data?.result;
  const notes = [...details.notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Section title={t('notes.title')} testId="client-notes">
      {details.mayAddNote ? (
        <Stack gap="xs">
          <Textarea
            label={t('notes.add_label')}
            value={text}
            maxLength={2000}
            rows={3}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              loading={add.isPending}
              disabled={text.trim() === ''}
              onClick={() =>
                add.mutate(text.trim(), {
                  onSuccess: (answer) => answer.result === 'ok' && setText(''),
                })
              }
            >
              {t('notes.add')}
            </Button>
          </Group>
          {result === 'ok' ? (
            <Text size="sm" className={classes.done} role="status">
              {t('notes.ok')}
            </Text>
          ) : null}
          {result === 'not_own_client' ? (
            <Text size="sm" className={classes.alert} role="alert">
              {t('notes.not_own_client')}
            </Text>
          ) : null}
          {add.error ? <MessageAlert message={apiErrorMessage(add.error)} /> : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('notes.read_only')}
        </Text>
      )}
      {notes.length === 0 ? (
        <Text c="dimmed">{t('notes.none')}</Text>
      ) : (
        <Stack gap="xs">
          {notes.map((note) => (
            <Paper key={note.id} withBorder p="xs" radius="sm" data-note-id={note.id}>
              <Text size="xs" c="dimmed">
                <Name>{note.authorName}</Name> · {format.dateTime(note.createdAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Section>
  );
}
