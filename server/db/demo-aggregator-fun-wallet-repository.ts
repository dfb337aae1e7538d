// The demo aggregator's fun play wallet (docs/vendors.md "Fun play"): a virtual balance per fun player, in its own
// table (demo_aggregator_fun_wallet, migration 0022), that no operator wallet ever sees. It answers the same calls as
// an operator's wallet (balance, bet, win, rollback) so every game plays fun rounds exactly as real ones. Each call is
// idempotent by its transaction id: the recent ones are kept in last_round (a retry answers the first answer).
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

export type FunAction = 'balance' | 'bet' | 'win' | 'rollback';

export interface FunCall {
  operator: string;
  player: string;
  /** The opening balance of a fun player seen for the first time (minor units). */
  opening: number;
  transactionId?: string;
  /** The transaction a win or rollback refers to (the round's bet). */
  referenceId?: string;
  amount?: number;
}

export type FunAnswer = { status: 'RS_OK'; balance: number } | { status: 'RS_ERROR_NOT_ENOUGH_MONEY' | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' | 'RS_ERROR_WRONG_SYNTAX'; balance?: number };

interface Kept { id: string; action: FunAction; amount: number; balance: number; ref?: string }
interface Last { txs: Kept[] }

/** How many of a player's transactions are kept for idempotency (a round has two or three). */
const keptTransactions = 32;

const parseLast = (value: unknown): Last => {
  const raw = typeof value === 'string' ? JSON.parse(value) as unknown : value;
  const txs = (raw as Last | null)?.txs;
  return { txs: Array.isArray(txs) ? txs : [] };
};

/** One wallet call on a fun player's virtual balance, in one transaction (the row locked). */
export async function funWalletCall(db: Kysely<Database>, action: FunAction, call: FunCall, at: Date): Promise<FunAnswer> {
  return db.transaction().execute(async (trx) => {
    await sql`insert into demo_aggregator_fun_wallet (operator, player, balance, last_round, updated_at)
      values (${call.operator}, ${call.player}, ${call.opening}, ${JSON.stringify({ txs: [] })}::jsonb, ${at}::timestamptz)
      on conflict do nothing`.execute(trx);
    const { rows } = await sql<{ balance: string | number; last_round: unknown }>`select balance, last_round from demo_aggregator_fun_wallet
      where operator = ${call.operator} and player = ${call.player} for update`.execute(trx);
    let balance = Number(rows[0]?.balance ?? 0);
    if (action === 'balance') return { status: 'RS_OK', balance };
    const amount = call.amount ?? 0;
    if (!call.transactionId || !Number.isSafeInteger(amount) || amount < 0) return { status: 'RS_ERROR_WRONG_SYNTAX', balance };
    const last = parseLast(rows[0]?.last_round);
    const seen = last.txs.find((tx) => tx.id === call.transactionId);
    if (seen) return { status: 'RS_OK', balance: seen.balance };
    let moved = 0;
    if (action === 'bet') {
      if (last.txs.some((tx) => tx.action === 'rollback' && tx.ref === call.transactionId)) return { status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance };
      if (amount > balance) return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance };
      moved = -amount;
    } else if (action === 'win') {
      moved = amount;
    } else {
      // A rollback gives the bet back once; an unknown bet has nothing to give back (and a late bet is then refused).
      const bet = last.txs.find((tx) => tx.id === call.referenceId && tx.action === 'bet');
      moved = bet ? bet.amount : 0;
    }
    balance += moved;
    const kept: Kept = { id: call.transactionId, action, amount: Math.abs(moved), balance, ...(call.referenceId ? { ref: call.referenceId } : {}) };
    const txs = [...last.txs, kept].slice(-keptTransactions);
    await sql`update demo_aggregator_fun_wallet set balance = ${balance}, last_round = ${JSON.stringify({ txs })}::jsonb, updated_at = ${at}::timestamptz
      where operator = ${call.operator} and player = ${call.player}`.execute(trx);
    return { status: 'RS_OK', balance };
  });
}

/** Fun wallets nobody played since `before` (a fun session lives two hours): dropped; answers how many. */
export async function dropIdleFunWallets(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await sql`delete from demo_aggregator_fun_wallet where updated_at < ${before}::timestamptz`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
