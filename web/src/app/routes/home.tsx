import { Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ArrowRightIcon } from '../../components/icons';
import { buildNavigation, type NavGroup } from '../../components/layout/navigation';
import { userPaths } from '../../features/users/paths';
import { useBrand } from '../../lib/brand-context';
import { areas as allAreas } from '../areas/area-list';
import { useSession } from '../../lib/session-context';
import classes from './home.module.css';
import { BannerSlot } from '../../features/news/components/banner-slot';

function AreaCard({ area }: { area: NavGroup }) {
  const { t } = useTranslation(['home', 'layout']);
  return (
    <Card
      component={Link}
      to={area.to}
      withBorder
      radius="md"
      padding="lg"
      className={classes.card}
    >
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4">
          {t(`layout:nav.${area.label}`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`area.${area.label}`)}
        </Text>
        <Group gap={6} className={classes.cardArrow} pt="sm">
          <ArrowRightIcon size={18} />
        </Group>
      </Stack>
    </Card>
  );
}

function Hero() {
  const { t } = useTranslation(['home', 'common']);
  const { config } = useBrand();
  const session = useSession();
  return (
    <Box className={classes.hero}>
      <Container size="xl" py={{ base: 40, md: 72 }}>
        <Stack gap="md" maw={680}>
          <Text size="sm" fw={700} className={classes.eyebrow}>
            {t('eyebrow')}
          </Text>
          <Title order={1} fz={{ base: 30, md: 42 }} lh={1.15}>
            {t('welcome_title', { brand: config.name })}
          </Title>
          <Text size="lg" c="dimmed">
            {t('welcome_body')}
          </Text>
          {!session && config.loginMode === 'session' && <Text>{t('session_login_hint')}</Text>}
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * The index home (spec §2.1): the brand's welcome and its enabled product areas. Spec §2.2: with
 * password login and nobody signed in, the index goes to login instead.
 */
export function Component() {
  const { t } = useTranslation('home');
  const { config } = useBrand();
  const session = useSession();
  if (!session && config.loginMode === 'password') return <Navigate to={userPaths.login} replace />;
  // The services a client opens: staff tools (Advisor, Admin, spec §2.12-2.13) are not presented.
  const areas = buildNavigation(allAreas, config.features, { role: 'user', isAdvisorMode: false });
  return (
    <>
      <Hero />
      <BannerSlot placement="homeDashboard" />
      <Container size="xl" py={{ base: 32, md: 48 }}>
        <Stack gap="lg">
          <Title order={2} size="h3">
            {t('areas_title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            {areas.map((area) => (
              <AreaCard key={area.label} area={area} />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" pt="md">
            {t('risk_notice')}
          </Text>
        </Stack>
      </Container>
    </>
  );
}
