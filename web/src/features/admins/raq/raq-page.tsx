import { Alert, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useRaqVersion, type RaqVersion } from '../api/admin-raq';
import { AdminPage, Name, QueryState, Section } from '../components/admin-page';
import { RaqEditor } from './raq-editor';
import { RaqVersions } from './raq-versions';

/** Which version this is, when it was saved and by whom (version 1 is the house's). */
export function VersionLine({ version }: { version: RaqVersion }) {
  const { t } = useTranslation('adminRaq');
  const format = useFormat();
  const at = format.dateTime(version.createdAt);
  return (
    <Text size="sm" fw={600} data-testid="raq-version">
      {version.createdBy ? (
        <>
          {t('current', { version: version.version, at })} <Name>{version.createdBy}</Name>
        </>
      ) : (
        t('current_house', { version: version.version, at })
      )}
    </Text>
  );
}

/**
 * `/admins/raq` (spec §2.13, the adminRiskQuestionnaire flag; issue 30 §2): the current version
 * in an editor whose save is the next version, and every version below.
 */
export function RaqPage() {
  const { t } = useTranslation('adminRaq');
  const latest = useRaqVersion();
  const [saved, setSaved] = useState<number | null>(null);
  return (
    <AdminPage title={t('title')}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {saved ? (
          <Alert color="green" role="status">
            {t('save.saved', { version: saved })}
          </Alert>
        ) : null}
        <QueryState query={latest} isEmpty={(data) => data.questionnaire === null}>
          {(data) =>
            data.questionnaire ? (
              <Stack gap="md">
                <Group>
                  <VersionLine version={data.questionnaire} />
                </Group>
                {/* A new version (saved here or elsewhere) starts a fresh draft from it. */}
                <RaqEditor
                  key={data.questionnaire.version}
                  version={data.questionnaire}
                  onSaved={setSaved}
                />
              </Stack>
            ) : null
          }
        </QueryState>
        <Section title={t('versions.title')} testId="raq-versions">
          <RaqVersions />
        </Section>
      </Stack>
    </AdminPage>
  );
}
