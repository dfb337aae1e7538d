// The chart of accounts of one merchant: every account is named by a canonical id that encodes its currency, kind
// and owner, so the id alone says what the account is and ids sort into one fixed lock order.

export type AccountKind = 'member_main' | 'member_vendor' | 'house' | 'gateway_clearing' | 'bonus' | 'payout_clearing';

export type AccountRef =
  | { kind: 'member_main'; currency: string; memberId: string }
  | { kind: 'member_vendor'; currency: string; memberId: string; vendor: string }
  /** shard: one of the house's sub-accounts (houseShards), which the repository spreads bets and wins over. */
  | { kind: 'house'; currency: string; shard?: number }
  | { kind: 'gateway_clearing'; currency: string; provider: string }
  | { kind: 'bonus'; currency: string }
  | { kind: 'payout_clearing'; currency: string };

/** Member ids, vendor and provider codes become parts of account ids: no separator may appear inside them. */
const namePart = /^[A-Za-z0-9_.-]{1,64}$/;
const currencyPart = /^[A-Z]{3,4}$/;

/**
 * Sub-accounts of the house. Every bet and win posts to the house; one row would make every round of a merchant wait
 * on the one before it (each holds the row until it commits), so the ledger spreads them over this many rows, chosen
 * by the member (houseShardOf). The house's balance is the sum of its rows (and of the unsharded row of older data).
 */
export const houseShards = 16;

/** The house sub-account of a member's rounds: FNV-1a of the member id, stable across processes. */
export function houseShardOf(memberId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < memberId.length; i++) h = Math.imul(h ^ memberId.charCodeAt(i), 0x01000193);
  return (h >>> 0) % houseShards;
}

export function isValidAccountRef(ref: AccountRef): boolean {
  if (!currencyPart.test(ref.currency)) return false;
  switch (ref.kind) {
    case 'member_main': return namePart.test(ref.memberId);
    case 'member_vendor': return namePart.test(ref.memberId) && namePart.test(ref.vendor);
    case 'gateway_clearing': return namePart.test(ref.provider);
    case 'house': return ref.shard === undefined || (Number.isInteger(ref.shard) && ref.shard >= 0 && ref.shard < houseShards);
    default: return true;
  }
}

export function accountId(ref: AccountRef): string {
  switch (ref.kind) {
    case 'member_main': return `${ref.currency}/member/${ref.memberId}/main`;
    case 'member_vendor': return `${ref.currency}/member/${ref.memberId}/vendor/${ref.vendor}`;
    case 'house': return ref.shard === undefined ? `${ref.currency}/house` : `${ref.currency}/house/${String(ref.shard).padStart(2, '0')}`;
    case 'gateway_clearing': return `${ref.currency}/gateway/${ref.provider}`;
    case 'bonus': return `${ref.currency}/bonus`;
    case 'payout_clearing': return `${ref.currency}/payout`;
  }
}

export function parseAccountId(id: string): AccountRef | null {
  const parts = id.split('/');
  const [currency, kind, a, b, c] = parts;
  if (currency === undefined || !currencyPart.test(currency)) return null;
  let ref: AccountRef | null = null;
  if (kind === 'member' && a !== undefined && b === 'main' && parts.length === 4) ref = { kind: 'member_main', currency, memberId: a };
  else if (kind === 'member' && a !== undefined && b === 'vendor' && c !== undefined && parts.length === 5) {
    ref = { kind: 'member_vendor', currency, memberId: a, vendor: c };
  } else if (kind === 'house' && parts.length === 2) ref = { kind: 'house', currency };
  else if (kind === 'house' && a !== undefined && /^\d{2}$/.test(a) && Number(a) < houseShards && parts.length === 3) ref = { kind: 'house', currency, shard: Number(a) };
  else if (kind === 'gateway' && a !== undefined && parts.length === 3) ref = { kind: 'gateway_clearing', currency, provider: a };
  else if (kind === 'bonus' && parts.length === 2) ref = { kind: 'bonus', currency };
  else if (kind === 'payout' && parts.length === 2) ref = { kind: 'payout_clearing', currency };
  return ref !== null && isValidAccountRef(ref) ? ref : null;
}

/** Member wallets hold players' money and may never go below zero; the platform's own accounts are signed. */
export function mayGoNegative(ref: AccountRef): boolean {
  return ref.kind !== 'member_main' && ref.kind !== 'member_vendor';
}

export function memberIdOf(ref: AccountRef): string | null {
  return ref.kind === 'member_main' || ref.kind === 'member_vendor' ? ref.memberId : null;
}

export const mainWallet = (currency: string, memberId: string): AccountRef => ({ kind: 'member_main', currency, memberId });
export const vendorWallet = (currency: string, memberId: string, vendor: string): AccountRef =>
  ({ kind: 'member_vendor', currency, memberId, vendor });

/**
 * Fixed lock order: byte order of the ids (the database sorts with COLLATE "C" to match). Every transaction locks
 * its accounts in this order, so two transactions never wait on each other in a cycle.
 */
export function compareAccountIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
export const gatewayClearing = (currency: string, provider: string): AccountRef => ({ kind: 'gateway_clearing', currency, provider });
