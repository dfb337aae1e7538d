// The agent area's own layout (spec P2.1-13, M2-19): no standard header, but one with the time zone, a live clock,
// the agent's name and sign out; the agent centre's menu once logged in. Loaded only on the agent paths. Below the
// desktop width the menu, the language and the palette are in the header's drawer; a phone keeps the logo, the title,
// sign out and the menu button in one row (docs/phones.md).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from '../../ui/router-link';
import styled, { css, useTheme } from 'styled-components';
import { isRouteEnabled, ROUTES } from '../../engine/layout-rules';
import { openLogoutConfirm } from '../../features/auth/stores/auth-dialogs';
import { localizedText } from '../../lib/localized';
import { useSession } from '../../lib/session/use-session';
import { media } from '../../ui/breakpoints';
import { Button } from '../../ui/button';
import { focusRing } from '../../ui/focus-ring';
import { ShellTools } from '../shell-tools';
import { AgentClock } from './agent-clock';
import { MenuDrawer } from './menu-drawer';
import { useSiteModel } from './use-site-model';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xl};
  min-height: 64px;
  padding: 0 ${({ theme }) => theme.spacing.xl};
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};

  ${media.compact} {
    gap: ${({ theme }) => theme.spacing.sm};
    min-height: 56px;
    padding: env(safe-area-inset-top) max(${({ theme }) => theme.spacing.md}, env(safe-area-inset-right)) 0
      max(${({ theme }) => theme.spacing.md}, env(safe-area-inset-left));

    img {
      width: auto;
      height: 32px;
    }
  }
  ${media.narrow} {
    img {
      width: 32px;
      object-fit: cover;
      object-position: left center;
    }
  }
`;

/** What a phone's one-row header leaves out: the clock and the agent's name. */
const Wide = styled.span`
  display: contents;

  ${media.phone} {
    display: none;
  }
`;

/** The language and palette stay in the header on the desktop; below it they are in the drawer. */
const DesktopTools = styled.span`
  display: contents;

  ${media.compact} {
    display: none;
  }
`;

const Title = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;

  ${media.compact} {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  white-space: nowrap; /* Log out on one line at 320 px: the title gives way instead */

  ${media.compact} {
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

const Body = styled.div`
  display: flex;
  min-height: calc(100vh - 64px);
`;

const menuEntries = css`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border-radius: ${({ theme }) => theme.radii.small};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    ${focusRing}
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }
`;

/** The menu inside the drawer, its entries 44 px tall for fingers. */
const DrawerEntries = styled.div`
  ${menuEntries}
  a {
    min-height: 44px;
  }
`;

const Menu = styled.nav`
  width: 240px;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  ${menuEntries}

  ${media.compact} {
    display: none;
  }
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  ${focusRing}
`;

const AGENT_PAGES = ROUTES.filter((route) => route.page.startsWith('agentHome.'));

export function AgentLayout({ main }: { main: ReactNode }) {
  const { t, i18n } = useTranslation(['common', 'pages']);
  const { logo } = useTheme();
  const { permission, flags } = useSiteModel();
  const session = useSession();
  // /agentHome shows the team overview, so its menu entry is the current page there too.
  const landing = useLocation().pathname.replace(/\/$/, '') === '/agentHome';

  // The accounts feature confirms, revokes the session on the server, clears it here and returns to /agent.
  const signOut = () => openLogoutConfirm('/agent');

  const entries = (
    <ul>
      {AGENT_PAGES.filter((route) => isRouteEnabled(route, flags)).map((route) => (
        <li key={route.path}>
          {landing && route.page === 'agentHome.agentTeamOverview' ? (
            <Link to={route.path} aria-current="page">
              {t(`pages:${route.page}.title`)}
            </Link>
          ) : (
            <NavLink to={route.path}>{t(`pages:${route.page}.title`)}</NavLink>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <Header>
        <LogoLink to="/">
          <img src={logo.src} width={logo.width} height={logo.height} alt={t('app.homeLink', { name: localizedText(logo.alt, i18n.language) || permission.merchant.name })} />
        </LogoLink>
        <Title>{t('nav.agentCentre')}</Title>
        <Spacer />
        <Wide>
          <AgentClock timeZone={permission.merchant.timezone} />
        </Wide>
        <Tools>
          {session.isLoggedIn ? (
            <>
              {session.member ? (
                <Wide>
                  <span>{session.member.nickname ?? session.member.account}</span>
                </Wide>
              ) : null}
              <Button tone="ghost" onClick={signOut}>
                {t('actions.signOut')}
              </Button>
            </>
          ) : null}
          <DesktopTools>
            <ShellTools />
          </DesktopTools>
          <MenuDrawer navigationLabel={t('app.agentNavigation')}>{session.isLoggedIn ? <DrawerEntries>{entries}</DrawerEntries> : null}</MenuDrawer>
        </Tools>
      </Header>
      <Body>
        {session.isLoggedIn ? <Menu aria-label={t('app.agentNavigation')}>{entries}</Menu> : null}
        {main}
      </Body>
    </>
  );
}
