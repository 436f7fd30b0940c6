import { SegmentedControl, Stack, Text, type SegmentedControlItem } from '@mantine/core';
import { useId } from 'react';

/** One setting of the settings panel: its label over a full-width segmented choice. */
export function SettingSegments({
  label,
  value,
  data,
  onChange,
}: {
  label: string;
  value: string;
  data: readonly (string | SegmentedControlItem)[];
  onChange: (value: string) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={600}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        value={value}
        onChange={onChange}
        data={[...data]}
      />
    </Stack>
  );
}
