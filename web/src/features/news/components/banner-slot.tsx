import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BannerPlacement } from '@shared/domain/news';
import { useBanners, type Banner } from '../api/banners';
import { useNewsText } from './use-news-text';

/**
 * Where a banner's link leads: a portal path, an http(s) address, or nowhere. Browsers drop tabs
 * and newlines and read a backslash as a slash, so `//host` and `/\host` (however spaced) are
 * other hosts, not portal paths, and are no link at all.
 */
function bannerTarget(link: string): { kind: 'portal' | 'external'; address: string } | null {
  const address = link.replace(/[\t\n\r]/g, '').trim();
  if (/^\/(?![/\\])/.test(address)) return { kind: 'portal', address };
  return /^https?:\/\/[^/\\]/i.test(address) ? { kind: 'external', address } : null;
}

/** A banner's link: a portal path in the app, an http(s) address in a new tab, else none. */
function BannerLink({ link }: { link: string }) {
  const { t } = useTranslation('news');
  const target = bannerTarget(link);
  if (target === null) return null;
  return target.kind === 'portal' ? (
    <Anchor component={Link} to={target.address} size="sm">
      {t('banner_link')}
    </Anchor>
  ) : (
    <Anchor href={target.address} target="_blank" rel="noopener noreferrer" size="sm">
      {t('banner_link')}
    </Anchor>
  );
}

function BannerNotice({ banner }: { banner: Banner }) {
  const { pick } = useNewsText();
  const title = pick(banner.title);
  const body = pick(banner.body);
  return (
    <Alert color="blue" variant="light" title={title.value} data-banner-id={banner.id}>
      <Stack gap={4}>
        {body.value ? (
          <Text size="sm" lang={body.language}>
            {body.value}
          </Text>
        ) : null}
        {banner.link ? <BannerLink link={banner.link} /> : null}
      </Stack>
    </Alert>
  );
}

/**
 * The admins' banners for a dashboard placement (issue 14 §5), above the dashboard's content;
 * nothing at all while there is none (or while they load, or when they cannot be read).
 */
export function BannerSlot({ placement }: { placement: BannerPlacement }) {
  const { t } = useTranslation('news');
  const banners = useBanners(placement).data?.banners ?? [];
  if (banners.length === 0) return null;
  return (
    <Container size="lg" pt={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xs" component="section" aria-label={t('banners_label')}>
        {banners.map((banner) => (
          <BannerNotice key={banner.id} banner={banner} />
        ))}
      </Stack>
    </Container>
  );
}
