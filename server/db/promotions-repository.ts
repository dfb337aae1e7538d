// Reads and writes of the promotion hall and the reward centre. A bonus moves money only through the money service
// (payPromotion, payReward), in the same transaction as the state change that pays it, under a key derived from
// what is unique (bonus:reward:<rewardId>), so a repeated claim, a double click or a retry after a crash pays once.
import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { MemberRewardTable, PromoActivityTable, PromoParticipationTable, Texts } from './promotions-schema.js';
import type { Db, Trx } from './schema.js';
import { toBigInt } from '../domain/ledger/amount.js';
import type { LedgerContext } from '../domain/ledger/entries.js';
import {
  cashbackOf, drawDayOf, drawPrize, finishedWeeks, phaseOf, type ActivityKind, type ApplicationImage, type ParticipationState, type Prize, type PromoError,
} from '../domain/promotions/rules.js';

/** Only the columns cashback reads from game_round (catalogue-schema.ts owns the table). */
type RoundTotals = { bets: string | null; wins: string | null };

export interface Activity {
  activityId: string;
  kind: ActivityKind;
  title: Texts;
  description: Texts;
  startsAt: Date;
  endsAt: Date;
  rewardAmount: bigint;
  prizes: Prize[];
  turnoverMultiple: number;
  cashbackPercent: number;
}

export interface Participation {
  participationId: string;
  activityId: string;
  period: string;
  state: ParticipationState;
  remark: string;
  rewardAmount: bigint | null;
  createdAt: Date;
}

export interface Reward {
  rewardId: string;
  source: 'promotion' | 'raffle' | 'mission' | 'vip';
  title: Texts;
  amount: bigint;
  turnoverMultiple: number;
  state: 'claimable' | 'claimed';
  createdAt: Date;
  claimedAt: Date | null;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: PromoError | 'in_need_true_account'; status: number };
export const promoRefusal = (error: PromoError, status: number): Outcome<never> => ({ ok: false, error, status });

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

function toActivity(r: Selectable<PromoActivityTable>): Activity {
  return {
    activityId: String(r.activity_id), kind: r.kind as ActivityKind, title: json(r.title) as Texts, description: json(r.description) as Texts,
    startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at), rewardAmount: toBigInt(r.reward_amount),
    prizes: json(r.prizes) as Prize[], turnoverMultiple: Number(r.turnover_multiple), cashbackPercent: Number(r.cashback_percent ?? 0),
  };
}

function toParticipation(r: Selectable<PromoParticipationTable>): Participation {
  return {
    participationId: String(r.participation_id), activityId: String(r.activity_id), period: String(r.period), state: r.state as ParticipationState,
    remark: String(r.remark), rewardAmount: r.reward_amount === null ? null : toBigInt(r.reward_amount), createdAt: new Date(r.created_at),
  };
}

function toReward(r: Selectable<MemberRewardTable>): Reward {
  return {
    rewardId: String(r.reward_id), source: r.source as Reward['source'], title: json(r.title) as Texts, amount: toBigInt(r.amount),
    turnoverMultiple: Number(r.turnover_multiple), state: r.state as Reward['state'], createdAt: new Date(r.created_at),
    claimedAt: r.claimed_at === null ? null : new Date(r.claimed_at),
  };
}

export interface PromotionsRepositoryOptions {
  now: () => Date;
  /** A uniform integer in [0, max): crypto.randomInt unless a test fixes the draw. */
  random?: (maxExclusive: number) => number;
}

/** A reward locked for its claim, with what it was granted for (promotion:<id>, raffle:<id>, cashback:...). */
export interface LockedReward {
  reward: Reward;
  sourceRef: string;
}

/** Reward ids are UUIDs: anything else names no reward and is not looked up. */
export const isRewardId = (id: string): boolean => /^[0-9a-f-]{36}$/i.test(id);

/** Claims are paid by the money service (payPromotion, payReward in services/money/promotions.ts) on these rows. */
export function createPromotionsRepository(db: Db, options: PromotionsRepositoryOptions) {
  const { now } = options;
  const random = options.random ?? ((max: number) => randomInt(max));

  async function activity(merchantId: string, activityId: string, executor: Db | Trx = db): Promise<Activity | null> {
    const row = await executor.selectFrom('promo_activity').selectAll().where('merchant_id', '=', merchantId).where('activity_id', '=', activityId).executeTakeFirst();
    return row ? toActivity(row) : null;
  }

  /** The period a participation counts in: the draw day for a raffle, '' (once) for the others. */
  const periodOf = (a: Activity, timeZone: string) => (a.kind === 'raffle' ? drawDayOf(now(), timeZone) : '');

  /** Locks one of the member's rewards in the caller's transaction; null when he has no such reward. */
  async function lockReward(trx: Trx, merchantId: string, memberId: string, rewardId: string): Promise<LockedReward | null> {
    const row = await trx.selectFrom('member_reward').selectAll()
      .where('merchant_id', '=', merchantId).where('reward_id', '=', rewardId).where('member_id', '=', memberId)
      .forUpdate().executeTakeFirst();
    return row ? { reward: toReward(row), sourceRef: row.source_ref } : null;
  }

  /**
   * Marks a locked reward claimed with the entry that paid it, in the caller's transaction; a one-off promotion or a
   * draw is done once its reward is claimed, a cashback week leaves the join as it is. Answers the claim's time.
   */
  async function markClaimed(trx: Trx, merchantId: string, locked: LockedReward, entryId: string): Promise<Date> {
    const at = now();
    await trx.updateTable('member_reward').set({ state: 'claimed', entry_id: entryId, claimed_at: at })
      .where('merchant_id', '=', merchantId).where('reward_id', '=', locked.reward.rewardId).execute();
    const [kind, participationId] = locked.sourceRef.split(':');
    if ((kind === 'promotion' || kind === 'raffle') && participationId) {
      await trx.updateTable('promo_participation').set({ state: 'claimed', updated_at: at })
        .where('merchant_id', '=', merchantId).where('participation_id', '=', participationId).execute();
    }
    return at;
  }

  async function insertReward(trx: Trx | Db, merchantId: string, memberId: string, r: { source: Reward['source']; sourceRef: string; title: Texts; amount: bigint; turnoverMultiple: number }) {
    const rewardId = randomUUID();
    await trx.insertInto('member_reward').values({
      merchant_id: merchantId, reward_id: rewardId, member_id: memberId, source: r.source, source_ref: r.sourceRef, title: JSON.stringify(r.title),
      amount: r.amount, turnover_multiple: r.turnoverMultiple, state: 'claimable', entry_id: null, created_at: now(), claimed_at: null,
    }).onConflict((oc) => oc.doNothing()).execute();
    const row = await trx.selectFrom('member_reward').select('reward_id').where('merchant_id', '=', merchantId).where('source_ref', '=', r.sourceRef).executeTakeFirstOrThrow();
    return row.reward_id;
  }

  return {
    activity,

    async activities(merchantId: string): Promise<Activity[]> {
      const rows = await db.selectFrom('promo_activity').selectAll().where('merchant_id', '=', merchantId).orderBy('sort_order').orderBy('activity_id').execute();
      return rows.map((r) => toActivity(r));
    },

    /** The member's participation per activity that counts now: today's draw for a raffle, the one for the others. */
    async currentParticipations(merchantId: string, memberId: string, timeZone: string): Promise<Map<string, Participation>> {
      const rows = await db.selectFrom('promo_participation as p').innerJoin('promo_activity as a', (j) => j.onRef('a.merchant_id', '=', 'p.merchant_id').onRef('a.activity_id', '=', 'p.activity_id'))
        .selectAll('p').select('a.kind')
        .where('p.merchant_id', '=', merchantId).where('p.member_id', '=', memberId)
        .where((eb) => eb.or([eb('a.kind', '<>', 'raffle'), eb('p.period', '=', drawDayOf(now(), timeZone))]))
        .execute();
      return new Map(rows.map((r) => [r.activity_id, toParticipation(r)]));
    },

    async join(merchantId: string, memberId: string, activityId: string): Promise<Outcome<Participation>> {
      const a = await activity(merchantId, activityId);
      if (!a) return promoRefusal('activity_not_found', 404);
      if (a.kind !== 'join') return promoRefusal('wrong_activity_kind', 409);
      if (phaseOf(a, now()) !== 'open') return promoRefusal('activity_not_open', 409);
      const at = now();
      const inserted = await db.insertInto('promo_participation').values({
        merchant_id: merchantId, participation_id: randomUUID(), activity_id: activityId, member_id: memberId, period: '', state: 'joining',
        remark: '', reward_amount: null, created_at: at, updated_at: at,
      }).onConflict((oc) => oc.doNothing()).returningAll().executeTakeFirst();
      if (!inserted) return promoRefusal('already_joined', 409);
      return { ok: true, value: toParticipation(inserted) };
    },

    async apply(merchantId: string, memberId: string, activityId: string, remark: string, images: ApplicationImage[]): Promise<Outcome<Participation>> {
      const a = await activity(merchantId, activityId);
      if (!a) return promoRefusal('activity_not_found', 404);
      if (a.kind !== 'apply') return promoRefusal('wrong_activity_kind', 409);
      if (phaseOf(a, now()) !== 'open') return promoRefusal('activity_not_open', 409);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const inserted = await trx.insertInto('promo_participation').values({
          merchant_id: merchantId, participation_id: randomUUID(), activity_id: activityId, member_id: memberId, period: '', state: 'applying',
          remark, reward_amount: null, created_at: at, updated_at: at,
        }).onConflict((oc) => oc.doNothing()).returningAll().executeTakeFirst();
        if (!inserted) return promoRefusal('already_joined', 409);
        for (const image of images) {
          await trx.insertInto('promo_application_image').values({
            merchant_id: merchantId, image_id: randomUUID(), participation_id: inserted.participation_id, content_type: image.contentType,
            size_bytes: image.bytes.length, bytes: image.bytes, created_at: at,
          }).execute();
        }
        return { ok: true as const, value: toParticipation(inserted) };
      });
    },

    /** Images of one application: [content type, size] in the order they were sent. */
    async applicationImages(merchantId: string, participationId: string) {
      return db.selectFrom('promo_application_image').select(['image_id', 'content_type', 'size_bytes'])
        .where('merchant_id', '=', merchantId).where('participation_id', '=', participationId).orderBy('created_at').orderBy('image_id').execute();
    },

    /**
     * The operator's review of an application: approve issues its reward to the reward centre (state issued),
     * reject closes it (state rejected). Only an application under review can be decided.
     */
    async review(merchantId: string, participationId: string, decision: 'approve' | 'reject'): Promise<Outcome<Participation>> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('promo_participation').selectAll().where('merchant_id', '=', merchantId).where('participation_id', '=', participationId).forUpdate().executeTakeFirst();
        if (!row) return promoRefusal('activity_not_found', 404);
        if (row.state !== 'applying') return promoRefusal('activity_not_open', 409);
        const a = (await activity(merchantId, row.activity_id, trx))!;
        const at = now();
        if (decision === 'approve') {
          await insertReward(trx, merchantId, row.member_id, { source: 'promotion', sourceRef: `promotion:${participationId}`, title: a.title, amount: a.rewardAmount, turnoverMultiple: a.turnoverMultiple });
        }
        const updated = await trx.updateTable('promo_participation')
          .set({ state: decision === 'approve' ? 'issued' : 'rejected', reward_amount: decision === 'approve' ? a.rewardAmount : null, updated_at: at })
          .where('merchant_id', '=', merchantId).where('participation_id', '=', participationId).returningAll().executeTakeFirstOrThrow();
        return { ok: true as const, value: toParticipation(updated) };
      });
    },

    lockReward,
    markClaimed,

    /**
     * The reward a claim on a card pays, in the caller's transaction (the participation locked). A raffle draws
     * today's prize once per member and day (a second claim finds the same prize); an issued promotion has its reward.
     */
    async claimableRewardIn(trx: Trx, merchantId: string, timeZone: string, memberId: string, a: Activity): Promise<Outcome<{ participationId: string; rewardId: string }>> {
      const period = periodOf(a, timeZone);
      const activityId = a.activityId;
      let row = await trx.selectFrom('promo_participation').selectAll()
        .where('merchant_id', '=', merchantId).where('activity_id', '=', activityId).where('member_id', '=', memberId).where('period', '=', period)
        .forUpdate().executeTakeFirst();
      if (a.kind === 'raffle' && !row) {
        if (phaseOf(a, now()) !== 'open') return promoRefusal('activity_not_open', 409);
        const prize = drawPrize(a.prizes, random);
        const at = now();
        const participationId = randomUUID();
        // A concurrent first claim of the same draw: the unique index lets one insert win, the other reads it.
        const inserted = await trx.insertInto('promo_participation').values({
          merchant_id: merchantId, participation_id: participationId, activity_id: activityId, member_id: memberId, period, state: 'issued',
          remark: '', reward_amount: prize.amount, created_at: at, updated_at: at,
        }).onConflict((oc) => oc.doNothing()).returningAll().executeTakeFirst();
        if (inserted) {
          await insertReward(trx, merchantId, memberId, { source: 'raffle', sourceRef: `raffle:${participationId}`, title: a.title, amount: BigInt(prize.amount), turnoverMultiple: a.turnoverMultiple });
        }
        row = await trx.selectFrom('promo_participation').selectAll()
          .where('merchant_id', '=', merchantId).where('activity_id', '=', activityId).where('member_id', '=', memberId).where('period', '=', period)
          .forUpdate().executeTakeFirstOrThrow();
      }
      if (!row || (row.state !== 'issued' && row.state !== 'claimed')) return promoRefusal('reward_not_found', 409);
      const source = a.kind === 'raffle' ? 'raffle' : 'promotion';
      const reward = await trx.selectFrom('member_reward').select('reward_id').where('merchant_id', '=', merchantId).where('source_ref', '=', `${source}:${row.participation_id}`).executeTakeFirst();
      if (!reward) return promoRefusal('reward_not_found', 409);
      return { ok: true, value: { participationId: row.participation_id, rewardId: reward.reward_id } };
    },

    async participationIn(trx: Trx, merchantId: string, participationId: string): Promise<Participation> {
      return toParticipation(await trx.selectFrom('promo_participation').selectAll().where('merchant_id', '=', merchantId).where('participation_id', '=', participationId).executeTakeFirstOrThrow());
    },

    /**
     * Weekly cashback, settled on read (the hall and the reward centre call it): for each join activity with a
     * cashback percentage the member joined, each finished week's net loss of settled rounds in the merchant's
     * currency earns a reward, once per week (source reference cashback:<participationId>:<monday>). Answers how many
     * rewards it granted.
     */
    async settleCashback(ctx: LedgerContext, memberId: string, timeZone: string): Promise<number> {
      const joined = await db.selectFrom('promo_participation as p').innerJoin('promo_activity as a', (j) => j.onRef('a.merchant_id', '=', 'p.merchant_id').onRef('a.activity_id', '=', 'p.activity_id'))
        .select(['p.participation_id', 'p.created_at', 'a.title', 'a.turnover_multiple', 'a.cashback_percent', 'a.ends_at'])
        .where('p.merchant_id', '=', ctx.merchantId).where('p.member_id', '=', memberId).where('p.state', '=', 'joining')
        .where('a.kind', '=', 'join').where('a.cashback_percent', '>', 0)
        .execute();
      let granted = 0;
      for (const p of joined) {
        const until = new Date(Math.min(now().getTime(), new Date(p.ends_at).getTime()));
        for (const week of finishedWeeks(new Date(p.created_at), until, timeZone)) {
          const sourceRef = `cashback:${p.participation_id}:${week.key}`;
          const done = await db.selectFrom('member_reward').select('reward_id').where('merchant_id', '=', ctx.merchantId).where('source_ref', '=', sourceRef).executeTakeFirst();
          if (done) continue;
          const totals = await sql<RoundTotals>`
            select sum(bet_amount)::text as bets, sum(win_amount)::text as wins from game_round
            where merchant_id = ${ctx.merchantId} and member_id = ${memberId} and status = 'settled' and currency = ${ctx.currency}
              and created_at >= ${week.from} and created_at < ${week.end}`.execute(db);
          const row = totals.rows[0];
          const amount = cashbackOf(toBigInt(row?.bets ?? 0), toBigInt(row?.wins ?? 0), Number(p.cashback_percent));
          if (amount <= 0n) continue;
          await insertReward(db, ctx.merchantId, memberId, { source: 'promotion', sourceRef, title: json(p.title) as Texts, amount, turnoverMultiple: Number(p.turnover_multiple) });
          granted++;
        }
      }
      return granted;
    },

    async rewards(merchantId: string, memberId: string): Promise<Reward[]> {
      const rows = await db.selectFrom('member_reward').selectAll().where('merchant_id', '=', merchantId).where('member_id', '=', memberId)
        .orderBy('created_at', 'desc').orderBy('reward_id', 'desc').limit(200).execute();
      return rows.map((r) => toReward(r));
    },

    async claimableCount(merchantId: string, memberId: string): Promise<number> {
      const row = await db.selectFrom('member_reward').select(sql<string>`count(*)::text`.as('n'))
        .where('merchant_id', '=', merchantId).where('member_id', '=', memberId).where('state', '=', 'claimable').executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Grants a reward from another area (missions, VIP) once per source reference; answers its id. */
    grant: (merchantId: string, memberId: string, r: { source: Reward['source']; sourceRef: string; title: Texts; amount: bigint; turnoverMultiple: number }) =>
      insertReward(db, merchantId, memberId, r),
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;

/**
 * Available promotions for the member info's counts (spec M3-2, P3-4): open activities the member can still act on
 * (join, apply, or today's draw not yet claimed, or a reward issued and not claimed). A plain query on the
 * promotions tables, so the accounts area can ask without the promotions plugin.
 */
export async function availablePromotionsCount(db: Db, merchantId: string, memberId: string, now: Date, timeZone: string): Promise<number> {
  const day = drawDayOf(now, timeZone);
  const row = await sql<{ n: string }>`
    select count(*)::text as n from promo_activity a
    where a.merchant_id = ${merchantId} and a.starts_at <= ${now} and a.ends_at > ${now}
      and not exists (
        select 1 from promo_participation p
        where p.merchant_id = a.merchant_id and p.activity_id = a.activity_id and p.member_id = ${memberId}
          and p.period = case when a.kind = 'raffle' then ${day} else '' end and p.state <> 'issued')`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}
