import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import { DownloadButton } from '../../../components/data/download-button';

/** The kit's download button for a named fund or trade document, in the funds screens' words. */
export function DocumentDownloadButton(props: {
  download: UseMutationResult<unknown, Error, Language>;
  name: string;
}) {
  const { t } = useTranslation('funds');
  return (
    <DownloadButton
      download={props.download}
      label={t('documents.download_named', { name: props.name })}
      failureText={(text) => t('documents.download_failed', { text })}
    >
      {t('documents.download')}
    </DownloadButton>
  );
}
