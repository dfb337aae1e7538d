// The left side menu (spec P2.3-1): the engine's entries, favourites and recent asking visitors to log in, and the
// language selector at the bottom. Below the desktop width the same entries live in the header's drawer
// (menu-drawer.tsx), so the column is not drawn there. A theme's "collapsible" side menu (theme-layout.ts) can be
// folded to a narrow rail holding only the button that unfolds it; the choice is remembered on this device.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sideMenu } from '../../engine/navigation';
import { useHasRecentGames } from '../../lib/recent-games-count';
import { media } from '../../ui/breakpoints';
import { focusRing } from '../../ui/focus-ring';
import { Icon } from '../../ui/icons';
import { ShellLanguageSelector } from '../shell-tools';
import { NavEntryLink } from './nav-entry-link';
import { useSiteModel } from './use-site-model';

const Aside = styled.aside<{ $folded: boolean }>`
  position: sticky;
  top: 0;
  align-self: flex-start;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  width: ${({ $folded }) => ($folded ? 'auto' : '220px')};
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

const FoldButton = styled.button`
  align-self: flex-end;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}

  svg {
    width: 20px;
    height: 20px;
  }
`;

/** The column's parts keep the column's own spacing; folded, they leave the page and the tab order. */
const Entries = styled.div`
  display: contents;

  &[hidden] {
    display: none;
  }
`;

const FOLDED_KEY = 'livery.sideMenuFolded';

function readFolded(): boolean {
  try {
    return localStorage.getItem(FOLDED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The side menu column; `collapsible` adds the fold button (the theme's layout.sideMenu). */
export function SideMenu({ collapsible = false }: { collapsible?: boolean }) {
  const { t } = useTranslation();
  const [stored, setStored] = useState(readFolded);
  const folded = collapsible && stored;
  const toggle = () => {
    const next = !folded;
    setStored(next);
    try {
      localStorage.setItem(FOLDED_KEY, next ? '1' : '0');
    } catch {
      // Private mode: the fold lasts for this page only.
    }
  };
  return (
    <Aside $folded={folded} data-testid="side-menu" data-folded={folded ? 'true' : undefined}>
      {collapsible ? (
        <FoldButton type="button" aria-expanded={!folded} aria-controls="side-menu-entries" aria-label={t(folded ? 'app.unfoldMenu' : 'app.foldMenu')} onClick={toggle}>
          <Icon mirrored>
            <path d={folded ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
          </Icon>
        </FoldButton>
      ) : null}
      <Entries id="side-menu-entries" hidden={folded}>
        <nav aria-label={t('app.sideMenu')}>
          <SideMenuEntries />
        </nav>
        <Language>
          <ShellLanguageSelector hideLabel={false} align="start" />
        </Language>
      </Entries>
    </Aside>
  );
}
