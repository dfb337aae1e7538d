// What the area registrations decorate the server with (app.promotions, app.points, app.withdrawals, app.contracts
// and their scheduled jobs, the game vendors and their wallets, the preview's request fields), declared in one place
// beside the other decorators of server/plugins/app; the areas (routes/promotions, routes/withdrawal/withdrawal-area.ts,
// routes/agent-contracts, routes/seamless, routes/preview) build the values and decorate.
import type { ThemeConfig } from '../../../src/engine/config-types.js';
import type { ContractsRepository } from '../../db/contracts-repository.js';
import type { PointsRepository } from '../../db/points-repository.js';
import type { PromotionsRepository } from '../../db/promotions-repository.js';
import type { WithdrawalRepository } from '../../db/withdrawal-repository.js';
import type { GameVendorRegistry } from '../../providers/game/game-vendor.js';
import type { VendorWallet } from '../../providers/game/vendor-contract/vendor-wallet.js';

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
    /** The game vendors the lobby launches through (routes/seamless). */
    gameVendors: GameVendorRegistry;
    vendorWallet: VendorWallet;
    /** Closes the in-house mini games' rounds left open since before the cutoff (the reconciliation runs it). */
    liveryMinisSettle: (before: Date) => Promise<number>;
    /** The demo aggregator's recovery of half-done rounds, when routes/seamless starts the aggregator. */
    demoAggregatorRecover?: (before: Date) => Promise<number>;
  }
  interface FastifyRequest {
    /** The staff member on /wps/preview routes behind the staff check. */
    staff?: { username: string };
    /** The preview id when request.merchant is a preview's view of the merchant. */
    previewId: string | null;
    /** The theme editor's draft theme when the request belongs to a preview with one, else null. */
    previewTheme: ThemeConfig | null;
  }
}
