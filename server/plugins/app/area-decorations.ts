// What the area registrations decorate the server with (app.promotions, app.points, app.withdrawals, app.contracts
// and their scheduled jobs, the preview's request fields), declared in one place beside the other decorators of
// server/plugins/app; the areas (routes/promotions, routes/withdrawal/withdrawal-area.ts, routes/agent-contracts,
// routes/preview) build the values and decorate.
import type { ContractsRepository } from '../../db/contracts-repository.js';
import type { PointsRepository } from '../../db/points-repository.js';
import type { PromotionsRepository } from '../../db/promotions-repository.js';
import type { WithdrawalRepository } from '../../db/withdrawal-repository.js';

export interface WithdrawalJobs {
  /** Pays due withdrawals and applies the automatic receipt, for every merchant; answers what it changed. */
  run(): Promise<{ payouts: number; autoReceived: number }>;
}

export interface ContractJobs {
  /** Settles every closed, unsettled period of every merchant's contracts; answers how many periods it settled. */
  run(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    promotions: PromotionsRepository;
    points: PointsRepository;
    withdrawals: WithdrawalRepository;
    withdrawalJobs: WithdrawalJobs;
    contracts: ContractsRepository;
    contractJobs: ContractJobs;
  }
  interface FastifyRequest {
    /** The staff member on /wps/preview routes behind the staff check. */
    staff?: { username: string };
    /** The preview id when request.merchant is a preview's view of the merchant. */
    previewId: string | null;
  }
}
