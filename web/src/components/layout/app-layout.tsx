import { Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useBrand } from '../../lib/brand-context';
import { useLayoutPreferences } from '../../lib/preferences-context';
import { useSession } from '../../lib/session-context';
import { isAdvisorMode } from '../../lib/sessions';
import { NavigationProvider } from './area-navigation';
import classes from './layout.module.css';
import { buildNavigation, type MenuArea } from './navigation';
import { PasswordBanner } from './password-banner';
import { SiteFooter } from './site-footer';
import { SettingsButton, TopBar } from './top-bar';

// The drawers load on first use: they carry most of the shell's components (modal, focus trap,
// segmented controls), which the first page does not need (the initial-load budget, issue 2).
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));
const SettingsDrawer = lazy(() =>
  import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
);

/** Open/close state of a drawer that is only mounted once it was first opened. */
function useLazyDrawer() {
  const [isOpen, { open, close }] = useDisclosure(false);
  const [wasOpened, setWasOpened] = useState(false);
  const openDrawer = () => {
    setWasOpened(true);
    open();
  };
  return { isOpen, wasOpened, open: openDrawer, close };
}

type FloatingControlsProps = {
  onOpenNav: () => void;
  onOpenSettings: () => void;
  headerActions?: ReactNode;
};

/**
 * With the header hidden (simple layout), the menu, bell and settings buttons float at the bottom
 * right, above the phone's safe area, and the page keeps their height free at its end: at the top
 * they covered the area's links and the title's actions on a phone (issue 31 §18).
 */
function FloatingControls({ onOpenNav, onOpenSettings, headerActions }: FloatingControlsProps) {
  const { t } = useTranslation('layout');
  return (
    <div className={classes.floating} data-testid="floating-controls">
      <Group gap="xs" wrap="nowrap">
        <Burger
          hiddenFrom="lg"
          size="sm"
          onClick={onOpenNav}
          aria-label={t('open_navigation')}
          data-tour="menu"
        />
        {headerActions}
        <SettingsButton onClick={onOpenSettings} />
      </Group>
    </div>
  );
}

/**
 * The class the scroll lock of a drawer or modal (react-remove-scroll) moves left by the
 * scrollbar's width, so the fixed header does not slide under it: what Mantine's AppShell gives
 * its header.
 */
const KEEPS_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

/**
 * The page frame of spec §2.16: header bar, navigation drawer up to 1200px, settings panel, the
 * page, and the brand's footer. The simple-layout preference hides the header. `headerActions`
 * (the notification bell) sit by the settings button, composed by the app. The frame is Mantine's
 * AppShell with a fixed header and nothing else, in a few lines of CSS (layout.module.css):
 * AppShell's navbar, aside, resizing and scroll-lock code cost the first page ~9 KB (issue 22).
 */
export function AppLayout({
  areas,
  headerActions,
}: {
  areas: readonly MenuArea[];
  headerActions?: ReactNode;
}) {
  const { t } = useTranslation('layout');
  const { config } = useBrand();
  const session = useSession();
  const { isSimpleLayout } = useLayoutPreferences();
  const nav = useLazyDrawer();
  const settings = useLazyDrawer();
  const role = session?.role;
  const isAdvisor = isAdvisorMode(session);
  const groups = useMemo(
    () => buildNavigation(areas, config.features, { role, isAdvisorMode: isAdvisor }),
    [areas, config.features, role, isAdvisor],
  );
  const hasLoginLink = config.loginMode === 'password' && !session;

  return (
    <div className={classes.frame} data-floating-controls={isSimpleLayout ? true : undefined}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skip_to_content')}
      </a>
      {isSimpleLayout ? (
        <FloatingControls
          onOpenNav={nav.open}
          onOpenSettings={settings.open}
          headerActions={headerActions}
        />
      ) : (
        <header className={`${classes.header} ${KEEPS_CLEAR_OF_SCROLLBAR}`}>
          <TopBar
            groups={groups}
            hasLoginLink={hasLoginLink}
            isNavOpen={nav.isOpen}
            onOpenNav={nav.open}
            onOpenSettings={settings.open}
            headerActions={headerActions}
          />
        </header>
      )}
      <Suspense fallback={null}>
        {nav.wasOpened && (
          <NavDrawer
            groups={groups}
            isOpen={nav.isOpen}
            onClose={nav.close}
            hasLoginLink={hasLoginLink}
          />
        )}
        {settings.wasOpened && <SettingsDrawer isOpen={settings.isOpen} onClose={settings.close} />}
      </Suspense>
      <main
        id="main-content"
        tabIndex={-1}
        className={classes.main}
        data-with-header={isSimpleLayout ? undefined : true}
      >
        <PasswordBanner />
        <NavigationProvider groups={groups}>
          <Outlet />
        </NavigationProvider>
      </main>
      <SiteFooter />
    </div>
  );
}
