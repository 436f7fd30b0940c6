import { ActionIcon, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { orderFieldClasses } from '../../../components/order/max-input';

/**
 * A number field with a step down button on its left and a step up button on its right (the
 * price by the spread table's tick, the quantity by board lots). The buttons have labels; the
 * field takes typed text as it is, and its error shows under it.
 */
export function StepperInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onStep: (direction: 1 | -1) => void;
  downLabel: string;
  upLabel: string;
  description?: ReactNode;
  error?: ReactNode;
  inputMode: 'decimal' | 'numeric';
  testId?: string;
}) {
  return (
    <TextInput
      label={props.label}
      value={props.value}
      description={props.description}
      error={props.error}
      inputMode={props.inputMode}
      autoComplete="off"
      classNames={orderFieldClasses}
      onChange={(event) => props.onChange(event.currentTarget.value.trim())}
      onKeyDown={(event) => {
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          props.onStep(event.key === 'ArrowUp' ? 1 : -1);
        }
      }}
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      data-testid={props.testId}
      leftSectionPointerEvents="all"
      rightSectionPointerEvents="all"
      leftSection={
        <ActionIcon
          variant="subtle"
          size="md"
          aria-label={props.downLabel}
          onClick={() => props.onStep(-1)}
        >
          <span aria-hidden="true">−</span>
        </ActionIcon>
      }
      rightSection={
        <ActionIcon
          variant="subtle"
          size="md"
          aria-label={props.upLabel}
          onClick={() => props.onStep(1)}
        >
          <span aria-hidden="true">+</span>
        </ActionIcon>
      }
    />
  );
}
