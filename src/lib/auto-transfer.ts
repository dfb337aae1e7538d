// Money where the game is (docs/decisions.md "Money where the game is", issue 18): on a merchant with a wallet per
// vendor, a game plays from its vendor's wallet. The player either moves an amount in when the game opens (the
// amount last moved is offered again) or turns on automatic transfer in the wallet page: the main balance goes into
// the game's wallet when it opens and comes back when the game window closes. Both choices are this browser's, per
// account (a preference, not money: the server keeps every balance).
import { readLocal, writeLocal } from './local-store';

const settingKey = (account: string) => `autoTransfer:${account}`;
const amountKey = (account: string) => `transferInAmount:${account}`;

export function autoTransferOn(account: string | undefined): boolean {
  return account !== undefined && readLocal(settingKey(account)) === 'on';
}

export function setAutoTransfer(account: string, on: boolean): void {
  writeLocal(settingKey(account), on ? 'on' : 'off');
}

/** The amount (minor units) this account last moved into a game's wallet, if any. */
export function lastTransferInAmount(account: string | undefined): number | undefined {
  if (account === undefined) return undefined;
  const value = Number(readLocal(amountKey(account)));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export function rememberTransferInAmount(account: string, minorUnits: number): void {
  writeLocal(amountKey(account), String(minorUnits));
}

/** The amount to offer: the last one moved, at most what the main wallet holds; else the whole main balance. */
export function offeredTransferAmount(last: number | undefined, main: number): number {
  return last !== undefined && last <= main ? last : main;
}

const CLOSED_POLL_MS = 2_000;

/**
 * Calls `onClosed` once when a game window the site opened is closed. Polled: a window of another origin sends no
 * event this page may hear, and `closed` is the one property it may read.
 */
export function whenWindowCloses(opened: Window, onClosed: () => void, pollMs = CLOSED_POLL_MS): () => void {
  const timer = setInterval(() => {
    if (!opened.closed) return;
    clearInterval(timer);
    onClosed();
  }, pollMs);
  return () => clearInterval(timer);
}
