import { Button, Loader, Stack, Text, type ButtonProps } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Language } from '@shared/i18n/languages';
import { apiErrorMessage, useMessageText } from '../../lib/message';
import { useFormat } from '../../lib/use-format';
import { DownloadIcon } from '../icons';
import classes from './download-button.module.css';

type DownloadButtonProps = {
  /** The download of one document, run with the current UI language. */
  download: UseMutationResult<unknown, Error, Language>;
  /** The button's accessible name: "Download" and the document's name. */
  label: string;
  /** The text under a failed download, given the error code's text. */
  failureText: (reason: string) => string;
  /** The button's visible text ("Download"). */
  children: ButtonProps['children'];
} & Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'>;

/**
 * A document's download button. While the file is on its way the button stays focusable (busy,
 * not disabled, so a keyboard user keeps their place) and ignores further presses; a failure
 * shows the error code's text under it.
 */
export function DownloadButton(props: DownloadButtonProps) {
  const { download, label, failureText, children, ...buttonProps } = props;
  const text = useMessageText();
  const { language } = useFormat();
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
        {children}
      </Button>
      {download.isError ? (
        <Text size="xs" className={classes.error} role="alert">
          {failureText(text(apiErrorMessage(download.error)))}
        </Text>
      ) : null}
    </Stack>
  );
}
