// The standard header (spec P2.5-1): logo with its size reserved, the top navigation (P2.4-1), login and register for
// visitors, the balance, money buttons and avatar menu for the logged in (loaded lazily, header-account.tsx), the
// language selector and the palette toggle. Below the desktop width (docs/phones.md) the header is one row (logo,
// balance or log in, the menu button), the language and palette move into the menu drawer with the side menu, and
// the top navigation becomes a strip that scrolls sideways. On the desktop the theme's layout (theme-layout.ts) puts
// the logo at the start or in the centre and the navigation in the header row or on its own row below; the DOM order
// (logo, account actions, navigation) stays the same in every arrangement, only the grid places them.
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../../ui/router-link';
import styled, { useTheme } from 'styled-components';
import { topNavigation } from '../../engine/navigation';
import { headerArrangement, type HeaderArrangement } from '../../engine/theme-layout';
import { openAuthModal } from '../../lib/auth-modal';
import { localizedText } from '../../lib/localized';
import { media } from '../../ui/breakpoints';
import { Button } from '../../ui/button';
import { focusRing } from '../../ui/focus-ring';
import { Skeleton } from '../../ui/skeleton';
import { useCurrentEntryInView } from '../../ui/strip-scroll';
import { lazyComponent } from '../lazy-component';
import { ShellTools } from '../shell-tools';
import { MenuDrawer } from './menu-drawer';
import { NavEntryLink } from './nav-entry-link';
import { SideMenuEntries } from './side-menu';
import { useSiteModel } from './use-site-model';

const HeaderAccount = lazyComponent(() => import('./header-account').then((m) => m.HeaderAccount));

/** Desktop grid of each arrangement; the logo-start, navigation-below one is the original design (no grid). */
const ARRANGEMENTS: Record<HeaderArrangement, string> = {
  'logoStart-navBelow': '',
  'logoCentre-navBelow': `
    & > .header-row { display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr); }
    & > .header-row > .header-logo { grid-column: 2; }
    & > .header-row > .header-actions { grid-column: 3; justify-self: end; }
    & > nav ul { justify-content: center; }
  `,
  'logoStart-navInline': `
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    column-gap: var(--header-gap);
    min-height: 64px;
    padding-inline: var(--header-gap);
    & > .header-row { display: contents; }
    & > .header-row > .header-logo { grid-column: 1; grid-row: 1; }
    & > nav { grid-column: 2; grid-row: 1; padding: 0; }
    & > .header-row > .header-actions { grid-column: 3; grid-row: 1; }
  `,
  'logoCentre-navInline': `
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
    align-items: center;
    column-gap: var(--header-gap);
    min-height: 64px;
    padding-inline: var(--header-gap);
    & > .header-row { display: contents; }
    & > nav { grid-column: 1; grid-row: 1; padding: 0; }
    & > .header-row > .header-logo { grid-column: 2; grid-row: 1; }
    & > .header-row > .header-actions { grid-column: 3; grid-row: 1; }
  `,
};

const Bar = styled.header<{ $arrangement: HeaderArrangement }>`
  --header-gap: ${({ theme }) => theme.spacing.xl};
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.desktop} {
    ${({ $arrangement }) => ARRANGEMENTS[$arrangement]}
  }
  ${media.compact} {
    padding-top: env(safe-area-inset-top);
  }
`;

// Logo and actions on the first row, the navigation on its own row: Khmer labels are long and must not squeeze it.
const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xl};
  min-height: 64px;
  padding: 0 ${({ theme }) => theme.spacing.xl};

  ${media.compact} {
    gap: ${({ theme }) => theme.spacing.sm};
    min-height: 56px;
    padding: 0 max(${({ theme }) => theme.spacing.md}, env(safe-area-inset-right)) 0 max(${({ theme }) => theme.spacing.md}, env(safe-area-inset-left));
  }
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  ${focusRing}

  ${media.compact} {
    img {
      width: auto;
      height: 32px;
    }
  }
  /* The narrowest phones keep the logo's mark, its left square (as the drawn favicon does). */
  ${media.narrow} {
    img {
      width: 32px;
      object-fit: cover;
      object-position: left center;
    }
  }
`;

const TopNav = styled.nav<{ $phoneBottomBar: boolean }>`
  padding: 0 ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.sm};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  /* One row that scrolls sideways, the current entry brought into view. */
  ${media.compact} {
    padding: 0 0 ${({ theme }) => theme.spacing.xs};

    ul {
      position: relative;
      flex-wrap: nowrap;
      overflow-x: auto;
      overscroll-behavior-x: contain;
      scrollbar-width: none;
      padding: 0 ${({ theme }) => theme.spacing.sm};
    }
    ul::-webkit-scrollbar {
      display: none;
    }
  }
  /* A merchant with the phone's bottom bar (bottom-bar.tsx) has no strip on a phone: the drawer holds the categories. */
  ${media.phone} {
    ${({ $phoneBottomBar }) => ($phoneBottomBar ? 'display: none;' : '')}
  }
`;

const TopLink = styled(NavEntryLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.small};
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  ${focusRing}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;

  ${media.compact} {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

/** The menu button shows below the desktop width, and on the desktop too when the layout has no side menu column. */
const DrawerSlot = styled.span<{ $onDesktop: boolean }>`
  display: contents;

  ${media.desktop} {
    ${({ $onDesktop }) => ($onDesktop ? '& > span { display: inline-flex; }' : '')}
  }
`;

/** The language and palette stay in the header on the desktop; below it they are in the menu drawer. */
const Tools = styled.div`
  display: contents;

  ${media.compact} {
    display: none;
  }
`;

export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const { logo, layout } = useTheme();
  const { permission, categories, loggedIn } = useSiteModel();
  const { pathname } = useLocation();
  const strip = useRef<HTMLUListElement>(null);
  useCurrentEntryInView(strip, pathname);
  return (
    <Bar data-explain="theme:header" $arrangement={headerArrangement(layout)} data-arrangement={headerArrangement(layout)}>
      <TopRow className="header-row">
        <LogoLink to="/" className="header-logo">
          <img data-explain="theme:logo" src={logo.src} width={logo.width} height={logo.height} alt={t('app.homeLink', { name: localizedText(logo.alt, i18n.language) || permission.merchant.name })} />
        </LogoLink>
        <Actions className="header-actions">
          {loggedIn ? (
            <Suspense fallback={<Skeleton $width="240px" $height="40px" />}>
              <HeaderAccount />
            </Suspense>
          ) : (
            <>
              {/* Outlined in the header's own text colour: a theme's primary can be the header's colour. */}
              <Button tone="ghost" onClick={() => openAuthModal('login')}>
                {t('actions.login')}
              </Button>
              <Button tone="secondary" onClick={() => openAuthModal('register')}>
                {t('actions.register')}
              </Button>
            </>
          )}
          <Tools>
            <ShellTools />
          </Tools>
          <DrawerSlot $onDesktop={layout.sideMenu === 'none'}>
            <MenuDrawer navigationLabel={t('app.sideMenu')}>
              <SideMenuEntries />
            </MenuDrawer>
          </DrawerSlot>
        </Actions>
      </TopRow>
      <TopNav aria-label={t('app.mainNavigation')} $phoneBottomBar={permission.merchant.phoneNavigation === 'bottomBar'}>
        <ul ref={strip}>
          {topNavigation(categories).map((entry) => (
            <li key={entry.id}>
              <TopLink entry={entry} loggedIn={loggedIn} />
            </li>
          ))}
        </ul>
      </TopNav>
    </Bar>
  );
}
