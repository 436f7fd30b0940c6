import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BannerPlacement } from '@shared/domain/news';
import { BannerSlot } from '../../../features/news/components/banner-slot';
import { LatestNewsCard } from '../../../features/news/components/latest-news-card';
import { useHasNews } from '../../areas/news';

/**
 * A dashboard with news around it (issue 14 §5): the admins' banners for its placement above,
 * the latest news card below; the dashboard alone on a brand without news.
 */
export function WithDashboardNews({
  placement,
  children,
}: {
  placement: BannerPlacement;
  children: ReactNode;
}) {
  const hasNews = useHasNews();
  if (!hasNews) return <>{children}</>;
  return (
    <>
      <BannerSlot placement={placement} />
      {children}
      <Container size="lg" pb={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <LatestNewsCard count={5} />
      </Container>
    </>
  );
}
