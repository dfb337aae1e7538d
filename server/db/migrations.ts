// Every migration, imported statically so they run the same under tsx, vitest and a bundle (no directory scan).
// Names sort in the order they run; never rename or edit a migration once it has shipped, add a new one.
import type { Migration } from 'kysely';
import { accountsMigration } from './accounts-migration.js';
import { catalogueMigration } from './catalogue-migration.js';
import { contractsMigration } from './contracts-migration.js';
import { demoAggregatorExtrasMigration } from './demo-aggregator-extras-migration.js';
import { demoAggregatorLiveMigration } from './demo-aggregator-live-migration.js';
import { demoGameMigration } from './demo-game-migration.js';
import { foundationMigration } from './foundation-migration.js';
import { ledgerMigration } from './ledger-migration.js';
import { ledgerPostMigration } from './ledger-post-migration.js';
import { ledgerPostOnceMigration } from './ledger-post-once-migration.js';
import { ledgerPaymentsMigration } from './ledger-payments-migration.js';
import { lotteryMigration } from './lottery-migration.js';
import { memberCentreMigration } from './member-centre-migration.js';
import { liveryFunMigration } from './livery-fun-migration.js';
import { memberExtrasMigration } from './member-extras-migration.js';
import { oidcPkceMigration } from './oidc-pkce-migration.js';
import { pointsPasswordMigration } from './points-password-migration.js';
import { previewMigration } from './preview-migration.js';
import { promotionsCashbackMigration } from './promotions-cashback-migration.js';
import { promotionsMigration } from './promotions-migration.js';
import { seamlessOneTripMigration } from './seamless-one-trip-migration.js';
import { seedStateMigration } from './seed-state-migration.js';
import { sportsbookMigration } from './sportsbook-migration.js';
import { vendorCallbackMigration } from './vendor-callback-migration.js';
import { vendorOneTripMigration } from './vendor-one-trip-migration.js';
import { statementBatchMigration } from './statement-batch-migration.js';
import { ledgerPostingChecksMigration } from './ledger-posting-checks-migration.js';
import { vendorWalletMigration } from './vendor-wallet-migration.js';
import { vipMonthlyMigration } from './vip-monthly-migration.js';
import { withdrawalMigration } from './withdrawal-migration.js';

export const migrations: Record<string, Migration> = {
  '0001-foundation': foundationMigration,
  '0002-ledger': ledgerMigration,
  '0003-accounts': accountsMigration,
  '0004-catalogue': catalogueMigration,
  '0005-ledger-payments': ledgerPaymentsMigration,
  '0006-preview': previewMigration,
  '0007-demo-game': demoGameMigration,
  '0008-withdrawal': withdrawalMigration,
  '0010-messages-feedback-missions': memberCentreMigration,
  '0011-lottery': lotteryMigration,
  '0012-promotions': promotionsMigration,
  '0013-promotions-cashback': promotionsCashbackMigration,
  '0014-points-password': pointsPasswordMigration,
  '0015-agent-contracts': contractsMigration,
  '0016-member-extras': memberExtrasMigration,
  '0017-oidc-pkce': oidcPkceMigration,
  '0018-vip-monthly': vipMonthlyMigration,
  '0019-vendor-wallet': vendorWalletMigration,
  '0020-sportsbook': sportsbookMigration,
  '0021-demo-aggregator-live': demoAggregatorLiveMigration,
  '0022-demo-aggregator-extras': demoAggregatorExtrasMigration,
  '0023-ledger-post': ledgerPostMigration,
  '0025-vendor-callbacks': vendorCallbackMigration,
  '0026-livery-fun': liveryFunMigration,
  '0027-vendor-one-trip': vendorOneTripMigration,
  '0028-seamless-one-trip': seamlessOneTripMigration,
  '0029-ledger-post-once': ledgerPostOnceMigration,
  '0030-seed-state': seedStateMigration,
  '0031-statement-batch': statementBatchMigration,
  '0032-ledger-posting-checks': ledgerPostingChecksMigration,
};
