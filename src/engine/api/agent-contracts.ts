// Wire schemas of the agent contract relay endpoints (docs/agent-contracts.md). Amounts are integers in minor units.
import { Type } from '@sinclair/typebox';
import { contractKinds, maxActiveMembers, maxThreshold, maxTiers } from '../contract-terms';
import { PageNoInput, pageSizeInput } from './inputs';
import { Literals } from './literals';

export const Kind = Literals(contractKinds);
export const PeriodTypeSchema = Literals(['daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'fiveMinutes'] as const);
export const TierSchema = Type.Object({
  minTeamBet: Type.Integer({ minimum: 0, maximum: maxThreshold, description: "The team's valid bet in the period must reach this (minor units)" }),
  minActiveMembers: Type.Integer({ minimum: 0, maximum: maxActiveMembers, description: 'At least this many active team members' }),
  rate: Type.Integer({ minimum: 1, maximum: 10_000, description: 'Basis points of the team net loss (dividend) or valid bet (salary)' }),
}, { additionalProperties: false });

export const Agent = Type.Object({ account: Type.String(), nickname: Type.Union([Type.String(), Type.Null()]) });
export const Currency = Type.Object({ code: Type.String(), symbol: Type.String(), minorUnits: Type.Integer() });
const When = Type.Union([Type.String(), Type.Null()]);

export const ContractValue = Type.Object({
  contractId: Type.String(),
  kind: Kind,
  role: Literals(['upline', 'downline'] as const),
  upline: Agent,
  downline: Agent,
  periodType: PeriodTypeSchema,
  activeMinBet: Type.Integer(),
  tiers: Type.Array(TierSchema),
  status: Literals(['offer', 'accepted', 'rejected', 'terminated'] as const),
  requestState: Literals(['new', 'termination', 'success'] as const),
  terminationBy: Type.Union([Literals(['upline', 'downline'] as const), Type.Null()]),
  actions: Type.Array(Literals(['accept', 'reject', 'terminate'] as const)),
  createdAt: Type.String(),
  answeredAt: When,
  terminationRequestedAt: When,
  terminatedAt: When,
});

export const ContractsQuery = Type.Object({ kind: Type.Optional(Kind) });
export const ContractsValue = Type.Object({
  contracts: Type.Array(ContractValue),
  currency: Currency,
  timeZone: Type.String(),
  /** Kinds the merchant has switched on. */
  kinds: Type.Array(Kind),
});

export const DownlinesValue = Type.Object({ agents: Type.Array(Agent) });

export const OfferBody = Type.Object({
  kind: Kind,
  downline: Type.String({ minLength: 1, maxLength: 64, description: 'The account of a direct downline agent' }),
  periodType: Type.Optional(PeriodTypeSchema),
  activeMinBet: Type.Integer({ minimum: 1, maximum: maxThreshold }),
  tiers: Type.Array(TierSchema, { minItems: 1, maxItems: maxTiers }),
}, { additionalProperties: false });

export const ContractIdBody = Type.Object({ contractId: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

export const RecordsPage = Type.Object({
  pageNo: Type.Optional(PageNoInput),
  pageSize: Type.Optional(pageSizeInput(100)),
}, { additionalProperties: false });

export const RecordValue = Type.Object({
  contractId: Type.String(),
  role: Literals(['upline', 'downline'] as const),
  upline: Agent,
  downline: Agent,
  periodType: PeriodTypeSchema,
  periodStart: Type.String(),
  periodEnd: Type.String(),
  teamBet: Type.Integer(),
  teamNet: Type.Integer(),
  activeMembers: Type.Integer(),
  tier: Type.Union([Type.Integer(), Type.Null()]),
  rate: Type.Integer(),
  amount: Type.Integer(),
  paid: Type.Boolean(),
  createdAt: Type.String(),
});

export const RecordsValue = Type.Object({
  content: Type.Array(RecordValue),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  /** What the caller was paid over every record of the kind (minor units). */
  totalAmount: Type.Integer(),
  currency: Currency,
  timeZone: Type.String(),
});

export const DevSettleBody = Type.Object({ contractId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) }, { additionalProperties: false });
