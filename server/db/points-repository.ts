// Points balances, their transactions, the mall's rewards and redeems. Every change of a balance is one
// points_transaction row with a unique reference (bet:<roundId>, redeem:<redeemId>, convert:<member>:<key>) and the
// balance update, in one transaction under the member's balance row lock, so a retry or a race counts once.
// Points never expire (spec M9-8): no row has an expiry and no job removes points.
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { PointRedeemTable, PointsTransactionTable, Texts } from './promotions-schema.js';
import type { Db, Trx } from './schema.js';
import { toBigInt } from '../domain/ledger/amount.js';
import type { LedgerContext } from '../domain/ledger/entries.js';
import { checkRedeem, nextRedeemState, pointsForBet, type PointsConfig, type PointsError, type RedeemDecision, type RedeemState } from '../domain/points/rules.js';


export type PointsOutcome<T> = { ok: true; value: T } | { ok: false; error: PointsError; status: number; detail?: Record<string, number> };

const statusOf: Record<PointsError, number> = {
  invalid_points: 400, points_below_minimum: 400, points_not_multiple: 400, insufficient_points: 409, reward_not_found: 404,
  out_of_stock: 409, amount_mismatch: 409, invalid_quantity: 400, address_required: 400, redeem_not_found: 404, redeem_final: 409,
};
export const pointsRefusal = (error: PointsError, detail?: Record<string, number>): PointsOutcome<never> => ({ ok: false, error, status: statusOf[error], ...(detail ? { detail } : {}) });

export interface PointsTxn { txnId: string; kind: PointsTransactionTable['kind']; points: bigint; reference: string; createdAt: Date }
export interface MallReward { rewardId: string; title: Texts; pointsPrice: bigint; stock: number; physical: boolean }
export interface Redeem { redeemId: string; rewardId: string; title: Texts; quantity: number; points: bigint; address: string; state: RedeemState; createdAt: Date; updatedAt: Date }

/** A conversion's points transaction: once per member and client key. */
const conversionRef = (memberId: string, key: string) => `convert:${memberId}:${key}`;

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

/** Conversions to money are the money service's convertPoints (services/money/bonuses.ts), on these rows. */
export function createPointsRepository(db: Db, now: () => Date) {
  /** Locks the member's balance row (creating it at zero first) and answers the balance. */
  async function lockBalance(trx: Trx, merchantId: string, memberId: string): Promise<bigint> {
    await trx.insertInto('member_points').values({ merchant_id: merchantId, member_id: memberId, balance: 0, updated_at: now() }).onConflict((oc) => oc.doNothing()).execute();
    const row = await trx.selectFrom('member_points').select('balance').where('merchant_id', '=', merchantId).where('member_id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
    return toBigInt(row.balance);
  }

  /** Adds one transaction and moves the balance; false when the reference was already used (nothing changes). */
  async function book(trx: Trx, merchantId: string, memberId: string, kind: PointsTxn['kind'], points: bigint, reference: string): Promise<boolean> {
    const inserted = await trx.insertInto('points_transaction').values({
      merchant_id: merchantId, txn_id: randomUUID(), member_id: memberId, kind, points, reference, created_at: now(),
    }).onConflict((oc) => oc.doNothing()).returning('txn_id').executeTakeFirst();
    if (!inserted) return false;
    await trx.updateTable('member_points').set({ balance: sql`balance + ${points.toString()}::bigint`, updated_at: now() })
      .where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
    return true;
  }

  async function rewardRow(trx: Trx | Db, merchantId: string, rewardId: string) {
    return trx.selectFrom('point_reward').selectAll().where('merchant_id', '=', merchantId).where('reward_id', '=', rewardId).executeTakeFirst();
  }

  const toRedeem = (r: Selectable<PointRedeemTable>, title: Texts): Redeem => ({
    redeemId: String(r.redeem_id), rewardId: String(r.reward_id), title, quantity: Number(r.quantity), points: toBigInt(r.points), address: String(r.address),
    state: r.state as RedeemState, createdAt: new Date(r.created_at), updatedAt: new Date(r.updated_at),
  });

  return {
    /**
     * Credits the points of the member's settled bets not yet counted (on read: the balance, details and redeem
     * calls run it first, so no job is needed and a bet counts as soon as it settles). Each round is counted once by
     * its reference bet:<roundId>; rounds in another currency earn nothing.
     */
    async earnFromBets(ctx: LedgerContext, memberId: string, config: PointsConfig): Promise<number> {
      const rounds = await sql<{ round_id: string; bet_amount: string }>`
        select r.round_id, r.bet_amount::text as bet_amount from game_round r
        where r.merchant_id = ${ctx.merchantId} and r.member_id = ${memberId} and r.status = 'settled' and r.currency = ${ctx.currency}
          and not exists (select 1 from points_transaction t where t.merchant_id = r.merchant_id and t.reference = 'bet:' || r.round_id)
        order by r.created_at limit 500`.execute(db);
      const earning = rounds.rows.map((r) => ({ roundId: r.round_id, points: pointsForBet(toBigInt(r.bet_amount), config) })).filter((r) => r.points > 0n);
      if (earning.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        await lockBalance(trx, ctx.merchantId, memberId);
        let n = 0;
        for (const r of earning) if (await book(trx, ctx.merchantId, memberId, 'earn_bet', r.points, `bet:${r.roundId}`)) n++;
        return n;
      });
    },

    /** The member's wrong redeem passwords of the last `windowMs`. */
    async passwordFailures(merchantId: string, memberId: string, windowMs: number): Promise<Date[]> {
      const rows = await db.selectFrom('points_password_failure').select('failed_at')
        .where('merchant_id', '=', merchantId).where('member_id', '=', memberId).where('failed_at', '>', new Date(now().getTime() - windowMs)).execute();
      return rows.map((r) => new Date(r.failed_at));
    },

    async recordPasswordFailure(merchantId: string, memberId: string): Promise<void> {
      await db.insertInto('points_password_failure').values({ merchant_id: merchantId, failure_id: randomUUID(), member_id: memberId, failed_at: now() }).execute();
    },

    /** A right password clears the count. */
    async clearPasswordFailures(merchantId: string, memberId: string): Promise<void> {
      await db.deleteFrom('points_password_failure').where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
    },

    async balance(merchantId: string, memberId: string): Promise<bigint> {
      const row = await db.selectFrom('member_points').select('balance').where('merchant_id', '=', merchantId).where('member_id', '=', memberId).executeTakeFirst();
      return row ? toBigInt(row.balance) : 0n;
    },

    /** Adds points under a reference used once (operators' grants, the development route, other areas). */
    async grant(merchantId: string, memberId: string, points: bigint, reference: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lockBalance(trx, merchantId, memberId);
        return book(trx, merchantId, memberId, 'grant', points, reference);
      });
    },

    async details(merchantId: string, memberId: string, pageNo: number, pageSize: number): Promise<{ content: PointsTxn[]; total: number }> {
      const base = db.selectFrom('points_transaction').where('merchant_id', '=', merchantId).where('member_id', '=', memberId);
      const total = Number((await base.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n);
      const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('txn_id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
      return { total, content: rows.map((r) => ({ txnId: r.txn_id, kind: r.kind, points: toBigInt(r.points), reference: r.reference, createdAt: new Date(r.created_at) })) };
    },

    async rewards(merchantId: string): Promise<MallReward[]> {
      const rows = await db.selectFrom('point_reward').selectAll().where('merchant_id', '=', merchantId).orderBy('sort_order').orderBy('reward_id').execute();
      return rows.map((r) => ({ rewardId: r.reward_id, title: json(r.title) as Texts, pointsPrice: toBigInt(r.points_price), stock: r.stock, physical: r.physical }));
    },

    /**
     * Redeems a mall reward: checks it under the balance lock and the reward row lock, takes the points and the stock,
     * and records the redeem (state applying). The same request key answers the same redeem.
     */
    async redeem(merchantId: string, memberId: string, req: { rewardId: string; amount: number; quantity: number; address: string; requestKey: string }): Promise<PointsOutcome<{ redeem: Redeem; balance: bigint; replayed: boolean }>> {
      return db.transaction().execute(async (trx) => {
        let balance = await lockBalance(trx, merchantId, memberId);
        const earlier = await trx.selectFrom('point_redeem').selectAll().where('merchant_id', '=', merchantId).where('member_id', '=', memberId).where('request_key', '=', req.requestKey).executeTakeFirst();
        if (earlier) {
          const title = json((await rewardRow(trx, merchantId, earlier.reward_id))?.title ?? '{}') as Texts;
          return { ok: true as const, value: { redeem: toRedeem(earlier, title), balance, replayed: true } };
        }
        const item = await trx.selectFrom('point_reward').selectAll().where('merchant_id', '=', merchantId).where('reward_id', '=', req.rewardId).forUpdate().executeTakeFirst();
        if (!item) return pointsRefusal('reward_not_found');
        const checked = checkRedeem({ pointsPrice: Number(item.points_price), stock: item.stock, physical: item.physical }, req, balance);
        if (!checked.ok) return pointsRefusal(checked.error, checked.detail);
        const at = now();
        const redeemId = randomUUID();
        await trx.updateTable('point_reward').set({ stock: sql`stock - ${req.quantity}` }).where('merchant_id', '=', merchantId).where('reward_id', '=', req.rewardId).execute();
        const row = await trx.insertInto('point_redeem').values({
          merchant_id: merchantId, redeem_id: redeemId, member_id: memberId, reward_id: req.rewardId, quantity: req.quantity, points: checked.value.points,
          address: checked.value.address, state: 'applying', request_key: req.requestKey, created_at: at, updated_at: at,
        }).returningAll().executeTakeFirstOrThrow();
        await book(trx, merchantId, memberId, 'redeem', -checked.value.points, `redeem:${redeemId}`);
        balance -= checked.value.points;
        return { ok: true as const, value: { redeem: toRedeem(row, json(item.title) as Texts), balance, replayed: false } };
      });
    },

    async redeems(merchantId: string, memberId: string, pageNo: number, pageSize: number): Promise<{ content: Redeem[]; total: number }> {
      const base = db.selectFrom('point_redeem as d').where('d.merchant_id', '=', merchantId).where('d.member_id', '=', memberId);
      const total = Number((await base.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n);
      const rows = await base.leftJoin('point_reward as r', (j) => j.onRef('r.merchant_id', '=', 'd.merchant_id').onRef('r.reward_id', '=', 'd.reward_id'))
        .selectAll('d').select('r.title').orderBy('d.created_at', 'desc').orderBy('d.redeem_id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
      return { total, content: rows.map((r) => toRedeem(r, json(r.title ?? '{}') as Texts)) };
    },

    /** The operator's step on a redeem (nextRedeemState); a rejection gives back the points and the stock. */
    async review(merchantId: string, redeemId: string, decision: RedeemDecision): Promise<PointsOutcome<{ state: RedeemState }>> {
      if (!/^[0-9a-f-]{36}$/i.test(redeemId)) return pointsRefusal('redeem_not_found');
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('point_redeem').selectAll().where('merchant_id', '=', merchantId).where('redeem_id', '=', redeemId).forUpdate().executeTakeFirst();
        if (!row) return pointsRefusal('redeem_not_found');
        const next = nextRedeemState(row.state, decision);
        if (!next.ok) return pointsRefusal(next.error);
        if (next.value.refund) {
          await lockBalance(trx, merchantId, row.member_id);
          await book(trx, merchantId, row.member_id, 'redeem_refund', toBigInt(row.points), `refund:${redeemId}`);
          await trx.updateTable('point_reward').set({ stock: sql`stock + ${row.quantity}` }).where('merchant_id', '=', merchantId).where('reward_id', '=', row.reward_id).execute();
        }
        await trx.updateTable('point_redeem').set({ state: next.value.state, updated_at: now() }).where('merchant_id', '=', merchantId).where('redeem_id', '=', redeemId).execute();
        return { ok: true as const, value: { state: next.value.state } };
      });
    },

    lockBalance,

    /** The points an earlier conversion under the member's key took (positive), or null; in the caller's transaction. */
    async convertedUnder(trx: Trx, merchantId: string, memberId: string, key: string): Promise<bigint | null> {
      const earlier = await trx.selectFrom('points_transaction').select(['points']).where('merchant_id', '=', merchantId).where('reference', '=', conversionRef(memberId, key)).executeTakeFirst();
      return earlier ? -toBigInt(earlier.points) : null;
    },

    /** Takes the converted points under the member's key, in the caller's transaction (its balance row locked); answers the transaction's id. */
    async recordConversion(trx: Trx, merchantId: string, memberId: string, key: string, points: bigint): Promise<string> {
      const reference = conversionRef(memberId, key);
      await book(trx, merchantId, memberId, 'convert', -points, reference);
      const txn = await trx.selectFrom('points_transaction').select('txn_id').where('merchant_id', '=', merchantId).where('reference', '=', reference).executeTakeFirstOrThrow();
      return txn.txn_id;
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
