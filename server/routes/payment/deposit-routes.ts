// Deposit (depositv2): the methods and limits of the merchant, opening a deposit at the gateway, its state, the
// member's deposits, and the gateway's signed callback that credits the wallet once.
import type { FastifyInstance } from 'fastify';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import type { DepositRecord, DepositRepository } from '../../db/ledger-deposit-repository.js';
import { toSafeNumber } from '../../domain/ledger/amount.js';
import { checkDepositRequest } from '../../domain/ledger/deposits.js';
import { ledgerContextOf } from '../../domain/ledger/wallets.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { sessionOf } from '../../plugins/app/accounts.js';
import type { MoneyService } from '../../services/money/money-service.js';
import type { PaymentProvider } from '../../providers/payment/payment-provider.js';
import { Envelope, ErrorEnvelope, ledgerRefusal, refuse } from '../wallet/answers.js';
import {
  CallbackValue, DepositBody, DepositListQuery, DepositListValue, DepositMethodsValue, DepositParams, DepositValue,
} from '../../../src/engine/api/payment.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

export interface DepositRoutesOptions {
  deposits: DepositRepository;
  /** Settles a deposit by its gateway's report (money.settleDeposit). */
  money: MoneyService;
  providers: ReadonlyMap<string, PaymentProvider>;
  now: () => Date;
}

const defaultExpiryMinutes = 30;

/** The merchant's enabled deposit methods with their limits as bigints (config has them as JSON integers). */
export function depositMethodsOf(merchant: MerchantConfig) {
  return (merchant.payments?.deposit?.methods ?? []).map((m) => ({
    ...m, enabled: m.enabled ?? true, min: BigInt(m.min), max: BigInt(m.max),
  }));
}

/** Localized config text without the absent languages. */
const textsOf = (text: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries(text).filter((e): e is [string, string] => e[1] !== undefined));

function depositValue(d: DepositRecord) {
  return {
    depositId: d.depositId, methodId: d.methodId, methodType: d.methodType, amount: toSafeNumber(d.amount), currency: d.currency,
    status: d.status, payUrl: d.status === 'pending' ? d.payUrl : null,
    createdAt: d.createdAt.toISOString(), expiresAt: d.expiresAt.toISOString(), completedAt: d.completedAt?.toISOString() ?? null,
  };
}

export async function depositRoutes(app: FastifyInstance, options: DepositRoutesOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { deposits, money, providers, now } = options;
  const realMember = [app.authenticate, app.requireRealAccount];

  api.get('/wps/payment/methods', {
    preHandler: realMember,
    schema: {
      tags: ['payment'],
      summary: 'Deposit methods of the merchant with their limits in minor units (M2-4; limits are not in the spec)',
      response: { 200: Envelope(DepositMethodsValue), 401: ErrorEnvelope, 403: ErrorEnvelope },
    },
  }, async (request) => {
    const m = request.merchant;
    // A method whose gateway is not running here (the sandbox in production) is not offered.
    const methods = depositMethodsOf(m).filter((x) => x.enabled && providers.has(x.provider)).map((x) => ({
      id: x.id, type: x.type, ...(x.network === undefined ? {} : { network: x.network }), label: textsOf(x.label), min: toSafeNumber(x.min), max: toSafeNumber(x.max),
    }));
    return {
      success: true,
      value: { currency: { code: m.currency.code, symbol: m.currency.symbol, minorUnits: m.currency.minorUnits }, expiryMinutes: m.payments?.deposit?.expiryMinutes ?? defaultExpiryMinutes, methods },
    };
  });

  api.post('/wps/payment/deposit', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: {
      tags: ['payment'],
      summary: 'Opens a pending deposit and answers the gateway page to send the member to; a double submit answers the same deposit',
      body: DepositBody,
      response: { 200: Envelope(DepositValue), 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, 502: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const merchant = request.merchant;
    const ctx = ledgerContextOf(merchant);
    const amount = BigInt(request.body.amount);
    const method = checkDepositRequest(depositMethodsOf(merchant), request.body.methodId, amount);
    if (!method.ok) return ledgerRefusal(reply, method.error);
    const provider = providers.get(method.value.provider);
    if (provider === undefined) return refuse(reply, 400, 'unknown_payment_method');
    const expiresAt = new Date(now().getTime() + (merchant.payments?.deposit?.expiryMinutes ?? defaultExpiryMinutes) * 60_000);
    const opened = await deposits.open(ctx, { memberId, method: method.value, amount, requestKey: request.body.idempotencyKey, expiresAt });
    if (!opened.ok) return ledgerRefusal(reply, opened.error);
    let deposit = opened.value.deposit;
    if (!opened.value.created) {
      // A double submit: answer the first deposit once the gateway has given it a page.
      if (deposit.payUrl === null && deposit.status === 'pending') return refuse(reply, 409, 'request_in_progress');
      return { success: true, value: depositValue(deposit) };
    }
    try {
      const payment = await provider.createPayment({
        merchantId: ctx.merchantId, depositId: deposit.depositId, amount, currency: ctx.currency, methodType: method.value.type, expiresAt,
        notifyUrl: `${request.protocol}://${request.host}/wps/payment/callback/${provider.code}`,
        returnUrl: `/member/depositv2?depositId=${deposit.depositId}`,
      });
      await deposits.attachPayment(ctx.merchantId, deposit.depositId, payment.payUrl, payment.providerReference);
      deposit = { ...deposit, payUrl: payment.payUrl };
    } catch (err) {
      request.log.error({ err, depositId: deposit.depositId }, 'payment provider could not open the payment');
      await deposits.markFailed(ctx.merchantId, deposit.depositId);
      return refuse(reply, 502, 'payment_provider_unavailable');
    }
    return { success: true, value: depositValue(deposit) };
  });

  api.get('/wps/payment/deposit/:depositId', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['payment'], summary: 'One deposit of the caller, with its state', params: DepositParams, response: { 200: Envelope(DepositValue), 400: ErrorEnvelope, 404: ErrorEnvelope } },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const deposit = await deposits.get(request.merchant.code, memberId, request.params.depositId);
    return deposit === null ? refuse(reply, 404, 'deposit_not_found') : { success: true, value: depositValue(deposit) };
  });

  api.get('/wps/payment/deposits', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['payment'], summary: 'Deposits of the caller, newest first, by state', querystring: DepositListQuery, response: { 200: Envelope(DepositListValue), 400: ErrorEnvelope } },
  }, async (request) => {
    const { memberId } = sessionOf(request);
    const pageNo = request.query.pageNo ?? 1;
    const pageSize = request.query.pageSize ?? 20;
    const page = await deposits.list(request.merchant.code, memberId, { ...(request.query.status ? { status: request.query.status } : {}), pageNo, pageSize });
    return { success: true, value: { content: page.items.map(depositValue), pageNum: pageNo, totalPages: Math.ceil(page.total / pageSize), total: page.total } };
  });

  // The gateway's notification, checked against the raw bytes it signed: this scope reads JSON bodies as text.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
    const callbackApi = scope.withTypeProvider<TypeBoxTypeProvider>();
    for (const provider of providers.values()) {
      callbackApi.post(`/wps/payment/callback/${provider.code}`, {
        schema: {
          tags: ['payment'],
          summary: `Signed notification of the ${provider.code} gateway; credits a paid deposit exactly once`,
          response: { 200: Envelope(CallbackValue), 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      }, async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const merchantId = request.merchant.code;
        const notification = provider.readNotification(raw, request.headers, now());
        if (!notification.ok) {
          await deposits.recordNotification(merchantId, provider.code, null, notification.error.code !== 'invalid_signature', raw, notification.error.code);
          return ledgerRefusal(reply, notification.error);
        }
        const applied = await money.settleDeposit(deposits, ledgerContextOf(request.merchant), provider.code, notification.value);
        await deposits.recordNotification(merchantId, provider.code, notification.value.depositId, true, raw, applied.ok ? applied.value.status : applied.error.code);
        return applied.ok ? { success: true, value: { status: applied.value.status } } : ledgerRefusal(reply, applied.error);
      });
    }
  });
}
