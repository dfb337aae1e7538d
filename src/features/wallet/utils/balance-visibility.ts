// The header's hide/show of the balance (spec P2.5-1), remembered on this device across visits.
import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '../../../lib/local-store';

export const BALANCE_HIDDEN_KEY = 'balanceHidden';

const listeners = new Set<() => void>();

export function isBalanceHidden(): boolean {
  return readLocal(BALANCE_HIDDEN_KEY) === '1';
}

export function setBalanceHidden(hidden: boolean): void {
  writeLocal(BALANCE_HIDDEN_KEY, hidden ? '1' : '0');
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBalanceHidden(): [boolean, (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(subscribe, isBalanceHidden, () => false);
  return [hidden, setBalanceHidden];
}
