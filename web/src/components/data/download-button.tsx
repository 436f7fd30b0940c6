import { Button, Loader, Stack, Text, type ButtonProps } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import { DownloadIcon } from '../../../components/icons';
import { apiErrorMessage, useMessageText } from '../../../lib/message';
import type { DocumentFile } from '../download-file';
import { useFundFormat } from '../hooks/use-fund-format';
import classes from './documents.module.css';

type DownloadButtonProps = {
  /** The download of one document, run with the current UI language. */
  download: UseMutationResult<DocumentFile, Error, Language>;
  /** The button's accessible name: "Download" and the document's name. */
  label: string;
  children?: ButtonProps['children'];
} & Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'>;

/**
 * A document's download button. While the file is on its way the button stays focusable (busy,
 * not disabled, so a keyboard user keeps their place) and ignores further presses; a failure
 * shows the error code's text under it.
 */
export function DownloadButton({ download, label, children, ...buttonProps }: DownloadButtonProps) {
  const { t } = useTranslation('funds');
  const text = useMessageText();
  const { language } = useFundFormat();
  const isBusy = download.isPending;
  return (
    <Stack gap={4} align="stretch">
      <Button
        size="xs"
        variant="light"
        {...buttonProps}
        aria-label={label}
        aria-busy={isBusy}
        data-disabled={isBusy || undefined}
        leftSection={
          isBusy ? <Loader size={14} color="currentColor" /> : <DownloadIcon size={16} />
        }
        onClick={() => {
          if (!isBusy) download.mutate(language);
        }}
      >
        {children ?? t('documents.download')}
      </Button>
      {download.isError ? (
        <Text size="xs" className={classes.error} role="alert">
          {t('documents.download_failed', { text: text(apiErrorMessage(download.error)) })}
        </Text>
      ) : null}
    </Stack>
  );
}
