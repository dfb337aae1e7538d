// The header's menu button of phones and tablets and the drawer it opens (docs/phones.md): the side menu's entries
// (or the agent centre's menu), then the language selector and the palette toggle, which leave the header there.
// Any choice inside closes the drawer: a link navigates, a login-only entry opens the login popup in its place.
// The drawer's code (its modal layer: focus trap, scroll lock, modal stack) loads when the pointer or the focus reaches
// the button, or at the first open: the home draws only the button (about 1 KiB gzip out of the entry).
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../ui/breakpoints';
import { IconButton } from '../../ui/icon-button';
import { Icon } from '../../ui/icons';
import { lazyComponent } from '../lazy-component';
import { ShellLanguageSelector, ShellPaletteToggle } from '../shell-tools';

const loadDrawer = () => import('../../ui/drawer').then((module) => module.Drawer);
const Drawer = lazyComponent(loadDrawer);

const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

/** Shown below the desktop width only: the desktop layout keeps its side menu and header tools. */
const Trigger = styled.span`
  display: none;
  flex-shrink: 0;

  ${media.compact} {
    display: inline-flex;
  }
  button {
    width: 44px;
    height: 44px;
  }
`;

const Settings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface MenuDrawerProps {
  /** The navigation inside the drawer. */
  children: ReactNode;
  /** The name of the navigation landmark inside. */
  navigationLabel: string;
}

export function MenuDrawer({ children, navigationLabel }: MenuDrawerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted (closed), as it was before its code became a chunk of its own.
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const prefetch = () => void loadDrawer().catch(() => undefined);
  return (
    <>
      <Trigger onPointerEnter={prefetch} onFocus={prefetch}>
        <IconButton
          label={t('app.openMenu')}
          icon={<MenuIcon />}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
          data-testid="menu-button"
        />
      </Trigger>
      {wanted && (
        <Suspense fallback={null}>
          <Drawer open={open} onClose={() => setOpen(false)} title={t('app.menu')} closeLabel={t('actions.close')} testId="menu-drawer">
            {/* Closes before the choice acts, in the same render, so a popup the choice opens takes over from the drawer. */}
            {children ? (
              <nav aria-label={navigationLabel} onClickCapture={(event) => (event.target as HTMLElement).closest('a, button') && setOpen(false)}>
                {children}
              </nav>
            ) : null}
            <Settings>
              <ShellLanguageSelector hideLabel={false} align="start" />
              <ShellPaletteToggle />
            </Settings>
          </Drawer>
        </Suspense>
      )}
    </>
  );
}
