import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner with its name for assistive technology: `role="status"` makes the label a permitted
 * attribute (a bare Loader is a span, on which aria-label is prohibited).
 */
export function LoadingIndicator({ label, ...props }: { label: string } & LoaderProps) {
  // eslint-disable-next-line no-restricted-syntax -- the one place: role="status" permits the label.
  return <Loader role="status" aria-label={label} {...props} />;
}
