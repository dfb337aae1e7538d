// Wire schemas of the missions routes (docs/member-centre.md, Missions), used by the server's routes and the site's
// missions-api. Rewards are integers in minor units.
import { Type } from '@sinclair/typebox';

export const PeriodValue = Type.Object({
  type: Type.Union([Type.Literal('daily'), Type.Literal('weekly')]),
  key: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
});

export const MissionValue = Type.Object({
  missionId: Type.String(),
  period: PeriodValue,
  metric: Type.Union([Type.Literal('rounds'), Type.Literal('turnover'), Type.Literal('deposits')]),
  target: Type.Integer({ description: 'Rounds, deposits, or minor units of stake for turnover' }),
  progress: Type.Integer({ description: 'Counted this period, at most the target' }),
  status: Type.Union([Type.Literal('in_progress'), Type.Literal('claimable'), Type.Literal('claimed')]),
  state: Type.Integer({ description: '0 not reached, 1 claimable, 2 claimed' }),
  points: Type.Integer(),
  reward: Type.Integer({ description: 'Bonus in minor units, credited to the main wallet on claim' }),
});

export const SummaryValue = Type.Object({ missions: Type.Array(MissionValue), claimable: Type.Integer(), currency: Type.String() });

export const LeaderboardEntryValue = Type.Object({ rank: Type.Integer(), account: Type.String(), points: Type.Integer(), completed: Type.Integer(), isMe: Type.Boolean() });

export const LeaderboardValue = Type.Object({
  period: PeriodValue,
  list: Type.Array(LeaderboardEntryValue),
  me: Type.Object({ rank: Type.Union([Type.Integer(), Type.Null()], { description: 'null before a first claim this week' }), points: Type.Integer(), completed: Type.Integer() }),
});

export const ClaimParams = Type.Object({ missionId: Type.String({ pattern: '^[a-z0-9_]{1,40}$' }) });

export const ClaimValue = Type.Object({ missionId: Type.String(), periodKey: Type.String(), points: Type.Integer(), reward: Type.Integer(), balance: Type.Union([Type.Integer(), Type.Null()]) });
