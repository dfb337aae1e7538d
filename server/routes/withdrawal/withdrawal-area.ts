// Wires the withdrawal area into the money plugin's scope: the repositories (withdrawals, bank accounts, payment
// password, turnover, receipts), the payout service, the routes, the development pay-now route, and
// app.withdrawalJobs, the scheduled work (due payouts, automatic receipt) main.ts runs on an interval and tests run
// with their own clock. Every step is a conditional update, so any number of nodes may run it.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { createBankAccountRepository } from '../../db/bank-account-repository.js';
import { createPaymentPasswordRepository } from '../../db/payment-password-repository.js';
import { createTurnoverRepository } from '../../db/turnover-repository.js';
import { createWithdrawalReceiptRepository } from '../../db/withdrawal-receipt-repository.js';
import { createWithdrawalRepository } from '../../db/withdrawal-repository.js';
import { ledgerContextOf } from '../../domain/ledger/wallets.js';
import type { MoneyService } from '../../services/money/money-service.js';
import { createPayouts } from '../../services/withdrawal/payouts.js';
import { defaultAutoReceiptMinutes, withdrawalLimitsOf } from '../../domain/withdrawal/rules.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { sandboxPayoutProvider, type PayoutProvider } from '../../providers/payment/payout-provider.js';
import { Envelope, ErrorEnvelope, refuse } from '../wallet/answers.js';
import { DevPayoutBody, WithdrawalParams, WithdrawalValue } from '../../../src/engine/api/withdrawal.js';
import { withdrawalRoutes, withdrawalValue } from './withdrawal-routes.js';


export interface WithdrawalAreaOptions {
  money: MoneyService;
  now: () => Date;
  /** Seconds from a request until the sandbox payout pays it (PAYOUT_DELAY_SECONDS, read in server/config/env.ts). */
  payoutDelaySeconds?: number;
  payoutProvider?: PayoutProvider;
  /** The /dev/withdrawal/payout route; on outside production. */
  devRoutes?: boolean;
}

export const defaultPayoutDelaySeconds = 30;

export async function registerWithdrawalArea(app: FastifyInstance, options: WithdrawalAreaOptions): Promise<void> {
  const { money, now } = options;
  const provider = options.payoutProvider ?? sandboxPayoutProvider;
  const withdrawals = createWithdrawalRepository(app.db, now);
  const receipts = createWithdrawalReceiptRepository(app.db, now);
  const payouts = createPayouts(withdrawals, money);
  app.decorate('withdrawals', withdrawals);
  app.decorate('withdrawalJobs', {
    async run() {
      let paid = 0;
      let autoReceived = 0;
      for (const merchant of app.platform.merchants.values()) {
        const minutes = withdrawalLimitsOf(merchant)?.autoReceiptMinutes ?? defaultAutoReceiptMinutes;
        paid += await payouts.processPayouts(ledgerContextOf(merchant), provider, minutes, undefined, (withdrawalId, err) => {
          app.log.warn({ err, merchant: merchant.code, withdrawalId }, 'payout provider failed; the payout is retried when its claim expires');
        });
        autoReceived += await receipts.autoReceive(merchant.code);
      }
      return { payouts: paid, autoReceived };
    },
  });

  await app.register(withdrawalRoutes, {
    withdrawals, receipts, money, now, payoutProvider: provider.code,
    bankAccounts: createBankAccountRepository(app.db, now),
    paymentPasswords: createPaymentPasswordRepository(app.db, now),
    turnover: createTurnoverRepository(app.db),
    payoutDelaySeconds: options.payoutDelaySeconds ?? defaultPayoutDelaySeconds,
  });

  if (options.devRoutes ?? process.env.NODE_ENV !== 'production') {
    await app.register(async (scope) => {
      const api = scope.withTypeProvider<TypeBoxTypeProvider>();
      api.post('/dev/withdrawal/payout/:withdrawalId', {
        preHandler: [app.authenticate],
        schema: {
          tags: ['development'],
          summary: "Makes the sandbox payout of one of the caller's pending withdrawals happen now: paid (default) or failed (money back)",
          params: WithdrawalParams, body: Type.Optional(DevPayoutBody),
          response: { 200: Envelope(WithdrawalValue), 404: ErrorEnvelope, 409: ErrorEnvelope },
        },
      }, async (request, reply) => {
        const merchant = request.merchant;
        const memberId = request.session?.memberId ?? '';
        const w = await withdrawals.get(merchant.code, memberId, request.params.withdrawalId);
        if (w === null) return refuse(reply, 404, 'withdrawal_not_found');
        if (w.status !== 'pending') return refuse(reply, 409, 'withdrawal_not_pending');
        const ctx = ledgerContextOf(merchant);
        const minutes = withdrawalLimitsOf(merchant)?.autoReceiptMinutes ?? defaultAutoReceiptMinutes;
        if (request.body?.outcome === 'failed') await payouts.failPayout(ctx, w.withdrawalId);
        else await payouts.processPayouts(ctx, provider, minutes, w.withdrawalId);
        const after = await withdrawals.get(merchant.code, memberId, w.withdrawalId);
        return { success: true, value: withdrawalValue(after ?? w, minutes) };
      });
    });
  }
}
