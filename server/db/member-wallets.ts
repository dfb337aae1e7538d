// A member's wallets read from account_balance rows: the ledger repository and the session read (session-wallets.ts)
// build them the same way.
import { toBigInt } from '../domain/ledger/amount.js';

export interface MemberWallets {
  main: bigint;
  /** Balance per vendor code, only for vendor wallets that exist. */
  vendors: Map<string, bigint>;
}

/** A member's wallets from their account_balance rows of one currency (rows of other kinds, or none of a left join, are ignored). */
export function memberWalletsOf(rows: readonly { kind: string | null; vendor: string | null; balance: unknown }[]): MemberWallets {
  const wallets: MemberWallets = { main: 0n, vendors: new Map() };
  for (const r of rows) {
    if (r.kind === 'member_main') wallets.main = toBigInt(r.balance);
    else if (r.kind === 'member_vendor' && r.vendor !== null) wallets.vendors.set(r.vendor, toBigInt(r.balance));
  }
  return wallets;
}
