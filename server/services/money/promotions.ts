// Promotion rewards: a claim on a card (a promotion's reward, a raffle's prize) or in the reward centre pays the
// reward's bonus (bonus:reward:<rewardId>) in the same transaction as the claim, so it is paid once.
import { bonusAccounts, type PostIn } from '../../db/ledger-repository.js';
import { isRewardId, promoRefusal, type Outcome, type Participation, type PromotionsRepository, type Reward } from '../../db/promotions-repository.js';
import type { LedgerContext } from '../../domain/ledger/entries.js';
import { LedgerRejection } from '../../domain/ledger/errors.js';
import { idempotencyKeys } from '../../domain/ledger/idempotency-keys.js';
import type { MoneyDeps, MoneyTransaction } from './money-deps.js';

export type RewardClaim = { reward: Reward; replayed: boolean };

/** Pays an unclaimed reward's bonus and marks it claimed, in the use case's transaction; a claimed one is answered as is. */
async function payRewardIn(promotions: PromotionsRepository, trx: MoneyTransaction, post: PostIn, ctx: LedgerContext, memberId: string, rewardId: string): Promise<RewardClaim | null> {
  const locked = await promotions.lockReward(trx, ctx.merchantId, memberId, rewardId);
  if (!locked) return null;
  const { reward } = locked;
  if (reward.state === 'claimed') return { reward, replayed: true };
  const posted = await post(idempotencyKeys.rewardBonus(rewardId), { type: 'bonus', memberId, amount: reward.amount, reference: `reward:${rewardId}` });
  const claimedAt = await promotions.markClaimed(trx, ctx.merchantId, locked, posted.receipt.entryId);
  return { reward: { ...reward, state: 'claimed', claimedAt }, replayed: false };
}

export function promotionMoney({ db, ledger }: MoneyDeps) {
  // The bonus accounts are made first, outside any lock (the ledger's rule), so the claim transaction only locks them.
  const inClaim = <T>(ctx: LedgerContext, memberId: string, work: (trx: MoneyTransaction, post: PostIn) => Promise<T>) =>
    ledger.transact(db, ctx, [bonusAccounts(memberId)], work);

  return {
    /**
     * Claim on a card: a raffle draws today's prize once per member and day (a second claim answers the same prize)
     * and pays it at once; an issued promotion pays its reward. Either way the money moves with the state change.
     */
    async payPromotion(promotions: PromotionsRepository, ctx: LedgerContext, timeZone: string, memberId: string, activityId: string): Promise<Outcome<{ participation: Participation } & RewardClaim>> {
      const a = await promotions.activity(ctx.merchantId, activityId);
      if (!a) return promoRefusal('activity_not_found', 404);
      try {
        return await inClaim(ctx, memberId, async (trx, post) => {
          const found = await promotions.claimableRewardIn(trx, ctx.merchantId, timeZone, memberId, a);
          if (!found.ok) return found;
          const claimed = (await payRewardIn(promotions, trx, post, ctx, memberId, found.value.rewardId))!;
          const participation = await promotions.participationIn(trx, ctx.merchantId, found.value.participationId);
          return { ok: true as const, value: { participation, ...claimed } };
        });
      } catch (err) {
        if (err instanceof LedgerRejection) return { ok: false, error: 'reward_not_found', status: 409 };
        throw err;
      }
    },

    /** Claims one reward of the member's in the reward centre: pays it once; a second claim answers the same reward, replayed. */
    async payReward(promotions: PromotionsRepository, ctx: LedgerContext, memberId: string, rewardId: string): Promise<Outcome<RewardClaim>> {
      if (!isRewardId(rewardId)) return promoRefusal('reward_not_found', 404);
      const out = await inClaim(ctx, memberId, (trx, post) => payRewardIn(promotions, trx, post, ctx, memberId, rewardId));
      return out ? { ok: true, value: out } : promoRefusal('reward_not_found', 404);
    },
  };
}
