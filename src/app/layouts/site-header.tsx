// The standard header (spec P2.5-1): logo with its size reserved, the top navigation (P2.4-1), login and register for
// visitors, the balance, money buttons and avatar menu for the logged in (loaded lazily, header-account.tsx), the
// language selector and the palette toggle.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { topNavigation } from '../../engine/navigation';
import { openAuthModal } from '../../lib/auth-modal';
import { Button } from '../../ui/button';
import { focusRing } from '../../ui/focus-ring';
import { Skeleton } from '../../ui/skeleton';
import { lazyComponent } from '../lazy-component';
import { ShellTools } from '../shell-tools';
import { NavEntryLink } from './nav-entry-link';
import { useSiteModel } from './use-site-model';

const HeaderAccount = lazyComponent(() => import('./header-account').then((m) => m.HeaderAccount));

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// Logo and actions on the first row, the navigation on its own row: Khmer labels are long and must not squeeze it.
const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xl};
  min-height: 64px;
  padding: 0 ${({ theme }) => theme.spacing.xl};
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  ${focusRing}
`;

const TopNav = styled.nav`
  padding: 0 ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.sm};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
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
`;

export function SiteHeader() {
  const { t } = useTranslation();
  const { logo } = useTheme();
  const { permission, categories, loggedIn } = useSiteModel();
  return (
    <Bar data-explain="theme:header">
      <TopRow>
        <LogoLink to="/">
          <img data-explain="theme:logo" src={logo.src} width={logo.width} height={logo.height} alt={t('app.homeLink', { name: permission.merchant.name })} />
        </LogoLink>
        <Actions>
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
          <ShellTools />
        </Actions>
      </TopRow>
      <TopNav aria-label={t('app.mainNavigation')}>
        <ul>
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
