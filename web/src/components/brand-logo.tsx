import { Box, type BoxProps } from '@mantine/core';
import { useBrand } from '../lib/brand-context';

/**
 * The brand's logo, inline so its wordmark takes the text colour of the current colour mode.
 * The markup is the brand's own file, bundled at build time (never user content); it names
 * itself with role="img" and aria-label.
 */
export function BrandLogo(props: BoxProps) {
  const { logoSvg } = useBrand();
  return (
    <Box
      component="span"
      display="inline-flex"
      style={{ lineHeight: 0 }}
      {...props}
      dangerouslySetInnerHTML={{ __html: logoSvg }}
    />
  );
}
