import { Button, Group, Modal, Text, type ButtonProps, type MantineColor } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A destructive action (cancel an order, delete, lock) that asks first (UI style): the button
 * opens a dialog with the question, the action in red and a way back that changes nothing. An
 * action that is weighty but not destructive (publish a version, send to many clients) asks the
 * same way with `confirmColor` the brand's.
 */
export function ConfirmButton({
  children,
  title,
  question,
  confirmLabel,
  onConfirm,
  buttonProps,
  confirmColor = 'red',
  'aria-label': ariaLabel,
}: {
  children: ReactNode;
  title: string;
  question: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  buttonProps?: ButtonProps & { disabled?: boolean };
  /** The confirming button's colour: red (destructive) unless given. */
  confirmColor?: MantineColor;
  'aria-label'?: string;
}) {
  const { t } = useTranslation('common');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button {...buttonProps} aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={title} centered>
        <Text size="sm">{question}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('keep')}
          </Button>
          <Button
            color={confirmColor}
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
