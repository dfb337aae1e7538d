// The header's avatar dropdown (spec P2.5-1): a menu button (aria-expanded, aria-controls) whose menu opens with
// focus on its first entry, moves with the arrow keys, Home and End, and closes on Escape (focus back on the
// button), Tab, an outside click or a choice. Unread messages badge the button and the messages entry (M2-18).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/router-link';
import styled from 'styled-components';
import { media } from '../../../ui/breakpoints';
import { focusRing } from '../../../ui/focus-ring';
import { headerFill } from '../../../ui/header-fill';
import { Icon } from '../../../ui/icons';
import { useOpenCustomerService } from '../../../ui/customer-service-button';
import { useMenuHold } from '../../../ui/popup-queue';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { unreadCountQueryOptions } from '../api/unread-count';
import { avatarMenuEntries, type AvatarMenuEntry } from '../utils/menu-entries';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 40px;
  max-width: 200px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid currentColor;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  span.name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* Below the desktop width the button is the avatar (and its badge); the name is inside the menu's entries. */
  ${media.compact} {
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    justify-content: center;

    span.name {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
  svg {
    width: 20px;
    height: 20px;
    flex-shrink: 0;
  }
  ${focusRing}
`;

const Badge = styled.span`
  min-width: 20px;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.8rem;
  line-height: 20px;
  text-align: center;
`;

// The button's badge sits on the header: on a header painted in the primary colour it takes the header's text colour.
const HeaderBadge = styled(Badge)`
  ${headerFill}
`;

const Menu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  max-width: calc(100vw - 16px);
  max-height: calc(100vh - 80px);
  overflow-y: auto;
  top: calc(100% + ${({ theme }) => theme.spacing.xs});
  z-index: 1100;
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 30%);

  a,
  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    width: 100%;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.small};
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a:focus,
  button:focus {
    background: ${({ theme }) => theme.colors.surface};
  }
  a,
  button {
    ${focusRing}
  }
`;

const AvatarIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export interface AvatarMenuProps {
  /** The nickname, else the account. */
  name: string;
  isAgent: boolean;
  /** Trial, or not known yet: unread messages are not loaded until the member is known to be a real account. */
  isTrial: boolean | undefined;
  onSignOut: () => void;
}

export function AvatarMenu({ name, isAgent, isTrial, onSignOut }: AvatarMenuProps) {
  const { t } = useTranslation('member-centre');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const openCustomerService = useOpenCustomerService();
  const unread = useQuery({ ...unreadCountQueryOptions(), enabled: isTrial === false });
  useMenuHold(open);
  const unreadCount = isTrial === false ? (unread.data ?? 0) : 0;

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(list.length - 1);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const act = (entry: AvatarMenuEntry) => {
    close(entry.id === 'customerService');
    if (entry.id === 'customerService') openCustomerService();
    else if (entry.id === 'signOut') onSignOut();
  };

  const label = (entry: AvatarMenuEntry) => t(`avatar.${entry.id}`);

  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={unreadCount > 0 ? t('avatar.buttonWithUnread', { name, n: unreadCount }) : t('avatar.button', { name })}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onTriggerKeyDown}
        data-testid="avatar-button"
      >
        <AvatarIcon />
        <span className="name">{name}</span>
        {unreadCount > 0 ? <HeaderBadge aria-hidden="true">{unreadCount}</HeaderBadge> : null}
      </Trigger>
      {open ? (
        <Menu id={menuId} ref={menuRef} role="menu" aria-label={t('avatar.menu')} onKeyDown={onMenuKeyDown}>
          {avatarMenuEntries({ isAgent }).map((entry) => (
            <li key={entry.id} role="none">
              {entry.kind === 'link' ? (
                <Link to={entry.to} role="menuitem" tabIndex={-1} onClick={() => close(false)}>
                  <span>{label(entry)}</span>
                  {entry.id === 'messages' && unreadCount > 0 ? (
                    <>
                      <Badge aria-hidden="true">{unreadCount}</Badge>
                      <VisuallyHidden>{t('avatar.unread', { n: unreadCount })}</VisuallyHidden>
                    </>
                  ) : null}
                </Link>
              ) : (
                <button type="button" role="menuitem" tabIndex={-1} onClick={() => act(entry)}>
                  {label(entry)}
                </button>
              )}
            </li>
          ))}
        </Menu>
      ) : null}
    </Wrap>
  );
}
