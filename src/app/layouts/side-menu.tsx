// The left side menu (spec P2.3-1): the engine's entries, favourites and recent asking visitors to log in, and the
// language selector at the bottom. Below the desktop width the same entries live in the header's drawer
// (menu-drawer.tsx), so the column is not drawn there.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sideMenu } from '../../engine/navigation';
import { useHasRecentGames } from '../../lib/recent-games-count';
import { media } from '../../ui/breakpoints';
import { focusRing } from '../../ui/focus-ring';
import { ShellLanguageSelector } from '../shell-tools';
import { NavEntryLink } from './nav-entry-link';
import { useSiteModel } from './use-site-model';

const Aside = styled.aside`
  position: sticky;
  top: 0;
  align-self: flex-start;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  width: 220px;
  flex-shrink: 0;
  max-height: 100vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${media.compact} {
    display: none;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled(NavEntryLink)`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 0;
  ${media.compact} {
    min-height: 44px;
  }
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }
  ${focusRing}
`;

const Language = styled.div`
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

/** The side menu's entries, as the column and the drawer show them. */
export function SideMenuEntries() {
  const { categories, flags, loggedIn } = useSiteModel();
  const hasRecent = useHasRecentGames(loggedIn);
  const entries = sideMenu({ categories, flags, loggedIn, hasRecent });
  return (
    <List>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Entry entry={entry} loggedIn={loggedIn} />
        </li>
      ))}
    </List>
  );
}

export function SideMenu() {
  const { t } = useTranslation();
  return (
    <Aside>
      <nav aria-label={t('app.sideMenu')}>
        <SideMenuEntries />
      </nav>
      <Language>
        <ShellLanguageSelector hideLabel={false} align="start" />
      </Language>
    </Aside>
  );
}
