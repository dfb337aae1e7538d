// The money part of the server: decorates app.ledger and app.money (plugins/app/money.ts) and registers the
// wallet, deposit and sandbox gateway routes. Needs the database, platform and accounts plugins before it.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createDepositRepository } from '../../db/ledger-deposit-repository.js';
import { decorateMoney } from '../../plugins/app/money.js';
import type { PaymentProvider } from '../../providers/payment/payment-provider.js';
import { createSandboxGateway, defaultSandboxSecret, type OutgoingNotification } from '../../providers/payment/sandbox-gateway.js';
import { sandboxGatewayRoutes } from '../../providers/payment/sandbox-gateway-routes.js';
import { depositRoutes } from '../payment/deposit-routes.js';
import { recordsRoutes } from '../records/records-routes.js';
import { registerWithdrawalArea } from '../withdrawal/withdrawal-area.js';
import { uplineRoutes } from './upline-routes.js';
import { walletRoutes } from './wallet-routes.js';

export interface MoneyPluginOptions {
  /** The clock of deposit expiry and posting times; defaults to the accounts area's clock. */
  now?: () => Date;
  /** HMAC secret shared with the sandbox gateway; defaults to SANDBOX_GATEWAY_SECRET, then a development secret. */
  sandboxSecret?: string;
  /**
   * Whether the sandbox gateway takes deposits. Anyone can confirm a sandbox payment, so it credits money for free:
   * on by default outside production, in production only with SANDBOX_GATEWAY_ENABLED=1 (a demo deployment).
   */
  sandboxEnabled?: boolean;
  /** How the sandbox gateway reaches the platform; defaults to an in-process request through the whole HTTP stack. */
  deliverSandboxNotification?: (app: FastifyInstance, n: OutgoingNotification) => Promise<number>;
  /** Seconds from a withdrawal request until the sandbox payout pays it (PAYOUT_DELAY_SECONDS); defaults to 30. */
  payoutDelaySeconds?: number;
}

/** Posts the notification to this very server with app.inject: same routing, parsing and signature check as HTTP. */
async function injectNotification(app: FastifyInstance, n: OutgoingNotification): Promise<number> {
  const url = new URL(n.url);
  const response = await app.inject({ method: 'POST', url: url.pathname + url.search, headers: { ...n.headers, host: url.host }, payload: n.body });
  return response.statusCode;
}

async function moneyPlugin(app: FastifyInstance, options: MoneyPluginOptions) {
  // One clock for the server: by default the accounts area's, so a test that moves it moves deposit expiry too.
  const now = options.now ?? (() => app.accounts.clock.now());
  const { money } = decorateMoney(app, now);

  const deliver = options.deliverSandboxNotification ?? injectNotification;
  const sandbox = createSandboxGateway({
    db: app.db,
    now,
    secret: options.sandboxSecret ?? process.env.SANDBOX_GATEWAY_SECRET ?? defaultSandboxSecret,
    deliver: (n) => deliver(app, n),
  });
  const sandboxEnabled = options.sandboxEnabled ?? (process.env.NODE_ENV !== 'production' || process.env.SANDBOX_GATEWAY_ENABLED === '1');
  const providers = new Map<string, PaymentProvider>(sandboxEnabled ? [[sandbox.provider.code, sandbox.provider]] : []);
  const deposits = createDepositRepository(app.db, now);

  await app.register(walletRoutes, { money });
  await app.register(uplineRoutes, { money });
  await app.register(recordsRoutes, { now });
  await app.register(depositRoutes, { deposits, money, providers, now });
  if (sandboxEnabled) await app.register(sandboxGatewayRoutes, { gateway: sandbox, now });
  await registerWithdrawalArea(app, { money, now, ...(options.payoutDelaySeconds === undefined ? {} : { payoutDelaySeconds: options.payoutDelaySeconds }) });
}

export default fp<MoneyPluginOptions>(moneyPlugin, { name: 'money', dependencies: ['database', 'platform', 'accounts'] });
