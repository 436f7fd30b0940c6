import { Box, type BoxProps } from '@mantine/core';
import { useBrand } from '../lib/brand-context';

/**
 * The brand's logo, inline so its wordmark takes the text colour of the current colour mode.
 * The markup is the brand's own file, bundled at build time (never user content); it names
 * itself with role="img" and aria-label.
 */
export function BrandLogo(props: BoxProps) {
  const { logoSvg, customLogo, config } = useBrand();
  // An administrator's logo (spec §2.13 theme): an image, named by the brand's name.
  if (customLogo) {
    return (
      <Box component="span" display="inline-flex" style={{ lineHeight: 0 }} {...props}>
        <img src={customLogo} alt={config.name} height={32} data-testid="custom-logo" />
      </Box>
    );
  }
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
