// The frame of every page: skip link, header or agent header, side menu and footer as layoutFor(pathname) says
// (spec P2.1-13, P2.1-14) and the theme's layout variant draws them (theme-layout.ts), the navigation progress bar,
// scrolling on navigation and the account popups.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { layoutFor } from '../../engine/layout-rules';
import { desktopShell } from '../../engine/theme-layout';
import { media } from '../../ui/breakpoints';
import { focusRing } from '../../ui/focus-ring';
import { AuthModalHost } from '../auth-modal-host';
import { BootLoading } from '../boot-screens';
import { lazyComponent } from '../lazy-component';
import { NavigationProgress } from '../navigation-progress';
import { ScrollManager } from '../scroll-manager';
import { useRestoreMemberLanguage } from '../use-member-language';
import { usePermission } from '../../lib/permission';
import { BottomBar, BottomBarSpacer } from './bottom-bar';
import { DeferredFooter } from './deferred-footer';
import { SideMenu } from './side-menu';
import { SiteHeader } from './site-header';

export const MAIN_ID = 'main';

const AgentLayout = lazyComponent(() => import('./agent-layout').then((m) => m.AgentLayout));

const SkipLink = styled.a`
  position: absolute;
  top: -100px;
  inset-inline-start: ${({ theme }) => theme.spacing.lg};
  z-index: 1300;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;

  &:focus {
    top: ${({ theme }) => theme.spacing.sm};
  }
  ${focusRing}
`;

const Body = styled.div`
  display: flex;
  align-items: stretch;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.xl};

  ${media.compact} {
    padding: ${({ theme }) => theme.spacing.lg} max(${({ theme }) => theme.spacing.lg}, env(safe-area-inset-right))
      max(${({ theme }) => theme.spacing.xl}, env(safe-area-inset-bottom)) max(${({ theme }) => theme.spacing.lg}, env(safe-area-inset-left));
  }
  ${media.phone} {
    padding-inline: max(${({ theme }) => theme.spacing.md}, env(safe-area-inset-left));
  }

  &:focus {
    outline: none;
  }
`;

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const layout = layoutFor(pathname);
  const shell = desktopShell(layout, useTheme().layout);
  const permission = usePermission();
  const bottomBar = layout.header && permission.merchant.phoneNavigation === 'bottomBar';
  useRestoreMemberLanguage();
  const main = (
    <Main id={MAIN_ID} tabIndex={-1}>
      <Outlet />
    </Main>
  );

  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{t('app.skipToContent')}</SkipLink>
      <NavigationProgress />
      <ScrollManager />
      {layout.agentLayout ? (
        <Suspense fallback={<BootLoading />}>
          <AgentLayout main={main} />
        </Suspense>
      ) : (
        <>
          {layout.header ? <SiteHeader /> : null}
          <Body>
            {shell.sideColumn ? <SideMenu collapsible={shell.sideColumn === 'collapsible'} /> : null}
            {main}
          </Body>
          {layout.footer ? <DeferredFooter /> : null}
          {bottomBar ? (
            <>
              <BottomBarSpacer />
              <BottomBar />
            </>
          ) : null}
        </>
      )}
      <AuthModalHost />
    </>
  );
}
