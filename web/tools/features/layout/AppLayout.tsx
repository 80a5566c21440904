import { Alert, Anchor, Box, Burger, Container, Group, SimpleGrid, Text } from '@mantine/core';
import './toolsFrame.css';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SERVER_PATHS } from '@tsw/domain';
import { useDataSets } from '../../api/useDataSets';
import { usePortalConfig } from '../../api/usePortalConfig';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { LanguagePicker } from './LanguagePicker';
import { MainNavigation } from './MainNavigation';
import { PortalLogo } from '../../../shared/brand/PortalLogo';
import { UserMenu } from './UserMenu';
import { loadHeaderMenus } from './headerMenusOnUse';
import { loadWhenIdle } from '../../loading/loadWhenIdle';
import type { SiteLayoutData } from '../../../shared/site/siteLayoutData';
import { LANGUAGES } from '../../../shared/i18n/languages';

/** The phone's menu, whose code (Mantine's Drawer, its focus trap and scroll lock) loads when it is opened. */
const loadNavigationDrawer = () => import('./NavigationDrawer');
const NavigationDrawer = lazy(async () => ({ default: (await loadNavigationDrawer()).NavigationDrawer }));

/** Header, navigation and footer around every page; mirrored in Arabic by the page direction. */
export function AppLayout({ children, site }: { children: ReactNode; site?: SiteLayoutData | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  const { country } = usePortalConfig();
  const portalName = t('portal.name', { country: t(`country.${country}`) });
  // The frame's data says whether the reference data or the content is sample; the service is asked only
  // when that data could not be had.
  const dataSets = useDataSets({ enabled: !site });
  const sampleData = site ? site.sampleData || site.sampleContent : (dataSets.data?.sampleData ?? false);
  const [menuOpen, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);

  // The menus' code comes once the page is idle, so that they open offline too.
  useEffect(() => loadWhenIdle(loadHeaderMenus, loadNavigationDrawer), []);

  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  useEffect(() => {
    // After a navigation in the browser, focus moves to the new page, as a page load would put it.
    if (pathname !== firstPath.current) main.current?.focus();
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('portal.skipToContent')}
      </a>
      <Box component="header" className="tools-frame-header">
        {sampleData && (
          <Alert color="yellow" radius={0} role="status" py={6}>
            <Text size="sm" c="dark.8">
              {t('portal.sampleData')}
            </Text>
          </Alert>
        )}
        <Box bg="portal.7" c="white" py="sm">
          <Container size="xl">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Anchor
                component={Link}
                reloadDocument
                to={paths.home.build(language)}
                c="white"
                underline="never"
              >
                <Group gap="sm" wrap="nowrap">
                  <PortalLogo country={country} />
                  <Box>
                    <Text fw={700} fz={{ base: 'md', sm: 'xl' }} lh={1.2}>
                      {portalName}
                    </Text>
                    <Text fz="xs" visibleFrom="sm">
                      {t('portal.tagline')}
                    </Text>
                  </Box>
                </Group>
              </Anchor>
              <Group gap="sm" wrap="nowrap">
                <Box component="nav" aria-label={t('nav.label')} visibleFrom="md">
                  <MainNavigation language={language} />
                </Box>
                <LanguagePicker language={language} />
                <Box visibleFrom="md">
                  <UserMenu language={language} />
                </Box>
                <Burger
                  opened={menuOpen}
                  onPointerEnter={loadNavigationDrawer}
                  onFocus={loadNavigationDrawer}
                  onClick={() => {
                    setMenuUsed(true);
                    menu.toggle();
                  }}
                  hiddenFrom="md"
                  color="white"
                  aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
                />
              </Group>
            </Group>
          </Container>
        </Box>
      </Box>
      {menuUsed && (
        <Suspense fallback={null}>
          <NavigationDrawer language={language} opened={menuOpen} onClose={menu.close} />
        </Suspense>
      )}
      <Box
        component="main"
        id="main"
        ref={main}
        tabIndex={-1}
        py="xl"
        className="tools-frame-main"
        style={{ outline: 'none' }}
      >
        <Container size="xl">{children}</Container>
      </Box>
      <Box
        component="footer"
        className="tools-frame-footer"
        aria-label={t('footer.label')}
        bg="gray.1"
        py="lg"
        mt="xl"
      >
        <Container size="xl">
          {site && site.footerPages.length > 0 && (
            <Box component="nav" aria-label={t('footer.pages')} mb="md">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={6} verticalSpacing={6}>
                {site.footerPages.map((page) => (
                  <Anchor
                    key={page.path}
                    component={Link}
                    reloadDocument
                    to={page.path}
                    size="sm"
                    c="portal.9"
                    lang={page.language}
                    dir={LANGUAGES[page.language].direction}
                  >
                    {page.title}
                  </Anchor>
                ))}
              </SimpleGrid>
            </Box>
          )}
          <Group justify="space-between" gap="md">
            <Text size="sm" c="dark.7">
              {portalName} · {t('footer.openSource')}
            </Text>
            <Group gap="md">
              <Anchor
                component={Link}
                reloadDocument
                to={paths.internalTools.build(language)}
                size="sm"
                c="portal.9"
              >
                {t('footer.tools')}
              </Anchor>
              <Anchor href={`${SERVER_PATHS.apiDocs}/`} size="sm" c="portal.9">
                {t('footer.apiDocs')}
              </Anchor>
              <Anchor href={SERVER_PATHS.health} size="sm" c="portal.9">
                {t('footer.serviceStatus')}
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </>
  );
}
