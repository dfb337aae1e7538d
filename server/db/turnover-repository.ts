// The turnover a member still has to bet before a withdrawal, computed in the database from the member's ledger
// postings (deposits and bets on any of his wallets).
import { sql } from 'kysely';
import { toBigInt } from '../domain/ledger/amount.js';
import type { Db } from './schema.js';

/**
 * Turnover still to bet before a withdrawal, in minor units (0 with no requirement): remainingTurnover of the
 * member's deposits (times the multiple, rounded up) and bets on any of his wallets, computed in the database
 * as the last running sum minus the lowest running sum below zero.
 */
async function turnoverRemaining(db: Db, merchantId: string, memberId: string, multiple: number): Promise<bigint> {
  if (!(multiple > 0)) return 0n;
  const { rows } = await sql<{ remaining: string }>`
    with moves as (
      select p.created_at, p.entry_id, p.line_no,
        case when e.kind = 'deposit' then ceil(p.amount * ${String(multiple)}::numeric) else p.amount::numeric end as v
      from ledger_posting p join journal_entry e on e.merchant_id = p.merchant_id and e.entry_id = p.entry_id
      where p.merchant_id = ${merchantId} and e.kind in ('deposit', 'bet')
        and p.account_id in (select a.account_id from account_balance a where a.merchant_id = ${merchantId} and a.member_id = ${memberId})
    ), running as (
      select created_at, entry_id, line_no, sum(v) over (order by created_at, entry_id, line_no rows between unbounded preceding and current row) as s
      from moves
    )
    select (coalesce((select s from running order by created_at desc, entry_id desc, line_no desc limit 1), 0)
      - least(0, coalesce((select min(s) from running), 0)))::bigint::text as remaining`.execute(db);
  return toBigInt(rows[0]?.remaining ?? '0');
}

export function createTurnoverRepository(db: Db) {
  return {
    remaining: (merchantId: string, memberId: string, multiple: number): Promise<bigint> => turnoverRemaining(db, merchantId, memberId, multiple),
  };
}

export type TurnoverRepository = ReturnType<typeof createTurnoverRepository>;
