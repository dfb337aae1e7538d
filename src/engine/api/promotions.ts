// Wire schemas of the promotion hall and the reward centre (docs/promotions-and-points.md): the server's routes
// validate with them and the site's promotions-api takes its types from them.
import { Type } from '@sinclair/typebox';
import { Literals } from './literals';

export const LangQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 16, description: 'Language of the texts (en fallback)' })) });

export const ActivityParams = Type.Object({ activityId: Type.String({ minLength: 1, maxLength: 64 }) });
export const RewardParams = Type.Object({ rewardId: Type.String({ minLength: 1, maxLength: 64 }) });
export const ParticipationParams = Type.Object({ participationId: Type.String({ minLength: 1, maxLength: 64 }) });

export const ApplyBody = Type.Object({
  remark: Type.String({ maxLength: 2000, description: 'At most 140 characters after trimming (M5-3)' }),
  images: Type.Array(Type.String(), { description: 'png or jpg, base64 (a data: URL prefix is allowed), at most 5 MB each, at most 3 (M5-3, M9-5)' }),
}, { additionalProperties: false });

export const ReviewBody = Type.Object({ decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]) });

const State = Literals(['joining', 'applying', 'claimed', 'issued', 'closed', 'rejected'] as const);
const Action = Literals(['join', 'apply', 'claim', 'in_progress', 'signed', 'upcoming', 'claimed', 'rejected', 'closed'] as const);

export const ActivityValue = Type.Object({
  activityId: Type.String(),
  kind: Type.Union([Type.Literal('join'), Type.Literal('apply'), Type.Literal('raffle')]),
  title: Type.String(),
  description: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  phase: Type.Union([Type.Literal('upcoming'), Type.Literal('open'), Type.Literal('ended')]),
  rewardAmount: Type.Integer({ description: 'Minor units; 0 when the reward is computed (cashback) or drawn (raffle)' }),
  maxPrize: Type.Integer({ description: 'A raffle\'s largest prize, minor units' }),
  turnoverMultiple: Type.Integer(),
  state: Type.Union([State, Type.Null()]),
  action: Action,
  participationId: Type.Union([Type.String(), Type.Null()]),
});

export const ActivitiesValue = Type.Object({
  loggedIn: Type.Boolean(),
  currency: Type.Object({ code: Type.String(), symbol: Type.String(), minorUnits: Type.Integer() }),
  activities: Type.Array(ActivityValue),
});

export const ParticipationValue = Type.Object({
  participationId: Type.String(), activityId: Type.String(), state: State, remark: Type.String(), images: Type.Integer(),
});

export const RewardValue = Type.Object({
  rewardId: Type.String(),
  source: Type.String(),
  title: Type.String(),
  amount: Type.Integer(),
  turnoverMultiple: Type.Integer(),
  state: Type.Union([Type.Literal('claimable'), Type.Literal('claimed')]),
  createdAt: Type.String({ format: 'date-time' }),
  claimedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const ClaimValue = Type.Object({ reward: RewardValue, replayed: Type.Boolean(), balance: Type.Integer({ description: 'Main wallet after the claim' }) });

export const RewardsValue = Type.Object({
  claimableCount: Type.Integer(),
  claimable: Type.Array(RewardValue),
  history: Type.Array(RewardValue),
});
