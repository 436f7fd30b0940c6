import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/form/confirm-button';

/** The longest reason a rejection carries. */
export const REASON_MAX = 200;

/**
 * A queue item's two decisions: accept after a confirmation that says what will happen (money
 * moves), and reject only with a reason, asked for in a dialog.
 */
export function DecisionButtons(props: {
  /** What the item is, read out in the buttons' names (`Deposit #12`). */
  name: string;
  /** What accepting does, asked before it is done. */
  acceptQuestion: ReactNode;
  isBusy: boolean;
  onAccept: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('admins');
  const [isRejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [isTried, setTried] = useState(false);
  const trimmed = reason.trim();
  const close = () => {
    setRejecting(false);
    setReason('');
    setTried(false);
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <ConfirmButton
        title={t('queue.accept_title')}
        question={props.acceptQuestion}
        confirmLabel={t('queue.accept')}
        aria-label={t('queue.accept_label', { name: props.name })}
        buttonProps={{ size: 'compact-sm', disabled: props.isBusy }}
        onConfirm={props.onAccept}
      >
        {t('queue.accept')}
      </ConfirmButton>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        disabled={props.isBusy}
        aria-label={t('queue.reject_label', { name: props.name })}
        onClick={() => setRejecting(true)}
      >
        {t('queue.reject')}
      </Button>
      <Modal
        opened={isRejecting}
        onClose={close}
        title={t('queue.reject_title')}
        closeButtonProps={{ 'aria-label': t('queue.close') }}
        centered
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (!trimmed) return;
            props.onReject(trimmed);
            close();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('queue.reject_question', { name: props.name })}</Text>
            <Textarea
              label={t('queue.reason')}
              value={reason}
              maxLength={REASON_MAX}
              rows={3}
              required
              error={isTried && !trimmed ? t('queue.reason_required') : undefined}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('queue.keep')}
              </Button>
              <Button type="submit" color="red">
                {t('queue.reject')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
