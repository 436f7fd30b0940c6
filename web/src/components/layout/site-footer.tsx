import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../lib/brand-context';
import { currentLanguage } from '../../lib/i18n';
import classes from './layout.module.css';

/** The brand's footer line in the current language (spec §2.16: the footer differs per brand). */
export function SiteFooter() {
  const { i18n } = useTranslation();
  const { config } = useBrand();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="lg">
        <Text size="xs" c="dimmed">
          {config.footer[currentLanguage(i18n)]}
        </Text>
      </Container>
    </footer>
  );
}
