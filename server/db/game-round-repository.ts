// The seamless wallet's rounds (providers/game/seamless-wallet.ts): a game_round row opened by a debit and settled
// by a credit or a rollback, each read and written inside the step's ledger transaction so the round always
// matches the money. A fun player's rounds (docs/demo-game.md "Fun play") are the same rows in livery_fun_round.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RoundStatus } from '../domain/game/rounds.js';
import { asLedgerRejection, noLedgerCall, type LedgerCall } from './ledger-call.js';
import type { RoundTable } from './livery-fun-repository.js';
import type { Database } from './schema.js';
import { runMoneyStatement } from './statement-batch.js';

/** A game_round row as the wallet reads it; outcome is jsonb (a string on drivers that do not parse it). */
export interface WalletRoundRow<Outcome> {
  round_id: string;
  member_id: string;
  node_id: string;
  bet_amount: string | number;
  win_amount: string | number;
  status: RoundStatus;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  outcome: Outcome | string | null;
  created_at: Date | string;
  settled_at: Date | string | null;
}

type Trx = Transaction<Database>;

/** The round, locked until the transaction ends when `forUpdate`. */
export async function readWalletRound<Outcome>(trx: Trx, merchantId: string, roundId: string, forUpdate: boolean, table: RoundTable = 'game_round'): Promise<WalletRoundRow<Outcome> | undefined> {
  const lock = forUpdate ? sql`for update` : sql``;
  const { rows } = await sql<WalletRoundRow<Outcome>>`select * from ${sql.table(table)} where merchant_id = ${merchantId} and round_id = ${roundId} ${lock}`.execute(trx);
  return rows[0];
}

export interface OpenRound<Outcome> {
  merchantId: string;
  roundId: string;
  memberId: string;
  nodeId: string;
  vassalage: string;
  gameType: string;
  currency: string;
  bet: bigint;
  at: Date;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: Outcome;
}

/** Opens a round with its drawn outcome (kept secret until it settles). */
export async function insertOpenRound<Outcome>(trx: Trx, r: OpenRound<Outcome>, table: RoundTable = 'game_round'): Promise<WalletRoundRow<Outcome>> {
  const { rows } = await sql<WalletRoundRow<Outcome>>`
    insert into ${sql.table(table)} (merchant_id, round_id, member_id, node_id, vassalage, game_type, currency, bet_amount, win_amount, status,
      created_at, settled_at, server_seed_hash, client_seed, nonce, outcome)
    values (${r.merchantId}, ${r.roundId}, ${r.memberId}, ${r.nodeId}, ${r.vassalage}, ${r.gameType},
      ${r.currency}, ${r.bet.toString()}::bigint, 0, 'open', ${r.at}::timestamptz, null, ${r.serverSeedHash},
      ${r.clientSeed}, ${r.nonce}, ${JSON.stringify(r.outcome)}::jsonb)
    returning *`.execute(trx);
  return rows[0]!;
}

export async function settleWalletRound<Outcome>(trx: Trx, merchantId: string, roundId: string, win: bigint, at: Date, table: RoundTable = 'game_round'): Promise<WalletRoundRow<Outcome>> {
  const { rows } = await sql<WalletRoundRow<Outcome>>`
    update ${sql.table(table)} set status = 'settled', win_amount = ${win.toString()}::bigint, settled_at = ${at}::timestamptz
    where merchant_id = ${merchantId} and round_id = ${roundId} returning *`.execute(trx);
  return rows[0]!;
}

export async function rollBackWalletRound<Outcome>(trx: Trx, merchantId: string, roundId: string, at: Date, table: RoundTable = 'game_round'): Promise<WalletRoundRow<Outcome>> {
  const { rows } = await sql<WalletRoundRow<Outcome>>`
    update ${sql.table(table)} set status = 'rolled_back', settled_at = ${at}::timestamptz
    where merchant_id = ${merchantId} and round_id = ${roundId} returning *`.execute(trx);
  return rows[0]!;
}

// The debit's and the credit's common case in one round trip each (seamless_debit, seamless_credit:
// seamless-one-trip-migration.ts). `stale`: the case is not the common one, or what the server drew on no longer
// holds; nothing was written and the caller takes the transaction path. A ledger refusal throws LedgerRejection.

export type OneTrip<Outcome> = { stale: true } | { stale: false; posted: unknown; round: WalletRoundRow<Outcome>; balance?: string };

/** Runs in a batch with the debits, credits and postings arriving together (statement-batch.ts), as if alone. */
async function oneTrip<Outcome>(db: Kysely<Database>, statement: ReturnType<typeof sql<{ r: unknown }>>, call: LedgerCall | null): Promise<OneTrip<Outcome>> {
  try {
    const r = await runMoneyStatement(db, statement, call?.locks);
    const answer = (typeof r === 'string' ? JSON.parse(r) : r) as { stale: true } | { posted: unknown; round: WalletRoundRow<Outcome>; balance?: string };
    return 'stale' in answer ? { stale: true } : { stale: false, ...answer };
  } catch (err) {
    if (err instanceof Error && err.message === 'vendor:fallback') return { stale: true };
    throw asLedgerRejection(err);
  }
}

/** A debit drawn on seeds the server remembers: posts the bet, takes the nonce drawn with, opens the round. */
export function debitInOneTrip<Outcome>(db: Kysely<Database>, r: OpenRound<Outcome>, call: LedgerCall): Promise<OneTrip<Outcome>> {
  return oneTrip(db, sql<{ r: unknown }>`select seamless_debit(
    ${r.merchantId}, ${r.roundId}, ${r.memberId}, ${r.nodeId}, ${r.vassalage}, ${r.gameType}, ${r.currency}, ${r.bet.toString()}::bigint,
    ${r.at}::timestamptz, ${r.serverSeedHash}, ${r.clientSeed}, ${r.nonce}::int, ${JSON.stringify(r.outcome)}::jsonb, ${call.args}) as r`, call);
}

export interface RoundCredit { merchantId: string; roundId: string; memberId: string; nodeId: string; win: bigint; at: Date; walletAccount: string }

/** A credit of the win the server remembers drawing: posts it (above 0), settles the round, answers the wallet's balance. */
export function creditInOneTrip<Outcome>(db: Kysely<Database>, c: RoundCredit, call: LedgerCall | null): Promise<OneTrip<Outcome>> {
  return oneTrip(db, sql<{ r: unknown }>`select seamless_credit(
    ${c.merchantId}, ${c.roundId}, ${c.memberId}, ${c.nodeId}, ${c.win.toString()}::bigint, ${c.at}::timestamptz, ${c.walletAccount},
    ${call ? call.args : noLedgerCall}) as r`, call);
}
