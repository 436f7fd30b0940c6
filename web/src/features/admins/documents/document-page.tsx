import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminPage, Section } from '../components/admin-page';
import { UploadForm } from './upload-form';
import { UploadsList } from './uploads-list';

/**
 * `/admins/document` (spec §2.13, the adminTradeDocument flag; issue 30 §3): a PDF sent to one
 * client or many, each told and finding it in `/funds/document`; the documents sent below.
 */
export function DocumentPage() {
  const { t } = useTranslation('adminDocument');
  return (
    <AdminPage title={t('title')}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <Section title={t('send_title')} testId="document-upload">
          <UploadForm />
        </Section>
        <Section title={t('uploads_title')} testId="document-uploads">
          <UploadsList />
        </Section>
      </Stack>
    </AdminPage>
  );
}
