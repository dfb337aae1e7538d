// Popups the site opens by itself (the after-login welcome, the announcements) take turns: one at a time, in the order
// they asked, and only while nothing else holds the page (no modal open, no menu open). A popup keeps its turn until
// it closes or stops wanting it, so a visitor never meets two dialogs at once and a menu they opened is never closed
// from under them: the popup waits until the menu closes.
import { useEffect, useId, useSyncExternalStore } from 'react';
import { openModalCount, subscribeModalStack } from './modal-stack';

const waiting: string[] = [];
let holder: string | null = null;
let openMenus = 0;
const listeners = new Set<() => void>();

function grantNext(): void {
  if (holder === null && openModalCount() === 0 && openMenus === 0 && waiting.length > 0) holder = waiting.shift() ?? null;
  listeners.forEach((listener) => listener());
}

subscribeModalStack(grantNext);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks for a turn while `wanted`; true once this popup may show. The caller renders its dialog only while this is
 * true, and sets `wanted` to false when closed, which hands the turn to the next popup.
 */
export function usePopupTurn(wanted: boolean): boolean {
  const id = useId();
  useEffect(() => {
    if (!wanted) return;
    waiting.push(id);
    grantNext();
    return () => {
      const at = waiting.indexOf(id);
      if (at >= 0) waiting.splice(at, 1);
      if (holder === id) holder = null;
      grantNext();
    };
  }, [wanted, id]);
  const mine = useSyncExternalStore(subscribe, () => holder === id, () => false);
  return wanted && mine;
}

/** A menu open (the avatar menu, the language list): popups wait until it closes. */
export function useMenuHold(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    openMenus += 1;
    grantNext();
    return () => {
      openMenus -= 1;
      grantNext();
    };
  }, [open]);
}
