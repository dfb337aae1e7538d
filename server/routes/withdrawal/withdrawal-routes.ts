// Withdrawal (withdraw page, M2-5): bank accounts, the payment password, requests that hold the money, the
// member's withdrawals, and the receipt confirmation with its proof image (M3-9, M4-1). Paths in docs/money.md.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import type { BankAccount, BankAccountRepository } from '../../db/bank-account-repository.js';
import type { PaymentPasswordRepository } from '../../db/payment-password-repository.js';
import type { TurnoverRepository } from '../../db/turnover-repository.js';
import type { WithdrawalReceiptRepository } from '../../db/withdrawal-receipt-repository.js';
import type { WithdrawalRecord, WithdrawalRepository } from '../../db/withdrawal-repository.js';
import { toSafeNumber } from '../../domain/ledger/amount.js';
import { ledgerContextOf } from '../../domain/ledger/wallets.js';
import type { MoneyService } from '../../services/money/money-service.js';
import { timeZoneOf } from '../../domain/local-day.js';
import { withdrawalErrorStatus, type WithdrawalError, wfail, wok, type WResult } from '../../domain/withdrawal/errors.js';
import {
  checkPaymentPasswordFormat, defaultAutoReceiptMinutes, finalReceipts, maskAccountNumber, offeredBank, paymentPasswordRule, readProof,
  withdrawalBanksOf, withdrawalLimitsOf,
} from '../../domain/withdrawal/rules.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { sessionOf } from '../../plugins/app/accounts.js';
import { hashPassword, verifyPassword } from '../../crypto/password-hashing.js';
import { Envelope, ErrorEnvelope, refuse } from '../wallet/answers.js';
import {
  BankAccountBody, BankAccountParams, BankAccountsValue, BankAccountValue, ChangePaymentPasswordBody, PaymentPasswordValue, ReceiptBody,
  SetPaymentPasswordBody, WithdrawalBody, WithdrawalInfoValue, WithdrawalListQuery, WithdrawalListValue, WithdrawalParams, WithdrawalValue,
} from '../../../src/engine/api/withdrawal.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

export interface WithdrawalRoutesOptions {
  withdrawals: WithdrawalRepository;
  bankAccounts: BankAccountRepository;
  paymentPasswords: PaymentPasswordRepository;
  turnover: TurnoverRepository;
  receipts: WithdrawalReceiptRepository;
  money: MoneyService;
  now: () => Date;
  /** Seconds from the request until the sandbox payout pays it (PAYOUT_DELAY_SECONDS). */
  payoutDelaySeconds: number;
  payoutProvider: string;
}

/** A proof of 5 MB is about 7 MB of base64: the receipt route alone takes bodies up to this size. */
export const receiptBodyLimit = 7_300_000;

export function sendWithdrawalError(reply: FastifyReply, error: WithdrawalError) {
  return reply.code(withdrawalErrorStatus[error.code]).send({ success: false, code: error.code, ...(error.value === undefined ? {} : { value: error.value }) });
}

const autoReceiptMinutesOf = (merchant: MerchantConfig) => withdrawalLimitsOf(merchant)?.autoReceiptMinutes ?? defaultAutoReceiptMinutes;

function bankAccountValue(a: BankAccount) {
  return {
    bankAccountId: a.bankAccountId, bankCode: a.bankCode, bankName: a.bankName, accountNumber: maskAccountNumber(a.accountNumber),
    payeeName: a.payeeName, createdAt: a.createdAt.toISOString(),
  };
}

/** The bank accounts answer: the maximum, the real name, the banks the merchant offers and the bound accounts. */
function bankAccountsValue(m: MerchantConfig, realName: string | null, accounts: BankAccount[]) {
  return {
    maxAccounts: withdrawalLimitsOf(m)?.maxBankAccounts ?? 0, realName,
    banks: withdrawalBanksOf(m).map(({ code, name }) => ({ code, name })), accounts: accounts.map(bankAccountValue),
  };
}

export function withdrawalValue(w: WithdrawalRecord, autoReceiptMinutes: number) {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    withdrawalId: w.withdrawalId, amount: toSafeNumber(w.amount), currency: w.currency, status: w.status,
    bankAccount: { bankAccountId: w.bankAccountId, bankCode: w.bankCode, bankName: w.bankName, accountNumber: maskAccountNumber(w.accountNumber), payeeName: w.payeeName },
    createdAt: w.createdAt.toISOString(), paidAt: iso(w.paidAt), completedAt: iso(w.completedAt),
    receiptStatus: w.receiptStatus, receivedAmount: toSafeNumber(w.receivedAmount), remainingAmount: toSafeNumber(w.amount - w.receivedAmount),
    proofCount: w.proofCount,
    canConfirm: w.status === 'paid' && (w.receiptStatus === null || !finalReceipts.includes(w.receiptStatus)),
    autoReceiptAt: iso(w.autoReceiptAt), autoReceiptMinutes,
  };
}

export async function withdrawalRoutes(app: FastifyInstance, options: WithdrawalRoutesOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { withdrawals, bankAccounts, paymentPasswords, turnover, receipts, money, now } = options;
  const realMember = [app.authenticate, app.requireRealAccount];
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 413: ErrorEnvelope, 422: ErrorEnvelope, 429: ErrorEnvelope };

  /**
   * Checks the payment password against the attempt limit kept in the database: five wrong ones in 15 minutes
   * lock it (429 payment_password_locked with retryAfterSeconds); a right one clears the count.
   */
  async function checkPaymentPassword(merchantId: string, memberId: string, password: string): Promise<WResult<string>> {
    const hash = await paymentPasswords.hash(merchantId, memberId);
    if (hash === null) return wfail('payment_password_not_set');
    const gate = await paymentPasswords.gate(merchantId, memberId);
    if (gate.locked) return wfail('payment_password_locked', { retryAfterSeconds: gate.retryAfterSeconds });
    if (await verifyPassword(hash, password)) {
      await paymentPasswords.clearFailures(merchantId, memberId);
      return wok(hash);
    }
    await paymentPasswords.recordFailure(merchantId, memberId);
    const after = await paymentPasswords.gate(merchantId, memberId);
    return after.locked
      ? wfail('payment_password_locked', { retryAfterSeconds: after.retryAfterSeconds })
      : wfail('wrong_payment_password', { attemptsLeft: after.attemptsLeft });
  }

  const passwordRuleOf = (merchant: MerchantConfig) => paymentPasswordRule(merchant.registerFieldRules.paymentPassword);

  api.get('/wps/withdrawal/info', {
    preHandler: realMember,
    schema: {
      tags: ['withdrawal'],
      summary: 'Withdrawal limits, what the member used today, the auto-receipt minutes and whether a payment password is set (M9-7)',
      response: { 200: Envelope(WithdrawalInfoValue), ...errors },
    },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const m = request.merchant;
    const limits = withdrawalLimitsOf(m);
    if (limits === null) return sendWithdrawalError(reply, { code: 'withdrawal_unavailable' });
    const [used, hash, wallets, remaining] = await Promise.all([
      withdrawals.usedToday(m.code, memberId, timeZoneOf(m)),
      paymentPasswords.hash(m.code, memberId),
      money.memberWallets(m.code, m.currency.code, memberId),
      turnover.remaining(m.code, memberId, limits.turnoverMultiple),
    ]);
    return {
      success: true,
      value: {
        currency: { code: m.currency.code, symbol: m.currency.symbol, minorUnits: m.currency.minorUnits },
        min: toSafeNumber(limits.min), max: toSafeNumber(limits.max), dailyCount: limits.dailyCount,
        dailyAmount: limits.dailyAmount === null ? null : toSafeNumber(limits.dailyAmount),
        usedToday: { count: used.count, amount: toSafeNumber(used.amount) }, autoReceiptMinutes: limits.autoReceiptMinutes,
        maxBankAccounts: limits.maxBankAccounts, paymentPasswordSet: hash !== null, balance: toSafeNumber(wallets.main),
        turnover: { multiple: limits.turnoverMultiple, remaining: toSafeNumber(remaining) },
      },
    };
  });

  // ---------------------------------------------------------------- bank accounts
  api.get('/wps/withdrawal/bank-accounts', {
    preHandler: realMember,
    schema: { tags: ['withdrawal'], summary: "The member's bound bank accounts, oldest first", response: { 200: Envelope(BankAccountsValue), ...errors } },
  }, async (request) => {
    const { memberId } = sessionOf(request);
    const m = request.merchant;
    const [accounts, realName] = await Promise.all([bankAccounts.list(m.code, memberId), bankAccounts.realName(m.code, memberId)]);
    return { success: true, value: bankAccountsValue(m, realName, accounts) };
  });

  api.post('/wps/withdrawal/bank-accounts', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: {
      tags: ['withdrawal'],
      summary: 'Binds a bank account; the payee must be the member\'s real name when one is on record, else it becomes it',
      body: BankAccountBody, response: { 200: Envelope(BankAccountValue), ...errors },
    },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const limits = withdrawalLimitsOf(request.merchant);
    if (limits === null) return sendWithdrawalError(reply, { code: 'withdrawal_unavailable' });
    // Only a bank the merchant offers, stored under the name its configuration gives.
    const bank = offeredBank(withdrawalBanksOf(request.merchant), request.body.bankCode);
    if (bank === null) return sendWithdrawalError(reply, { code: 'invalid_bank_code' });
    const input = { ...request.body, bankCode: bank.code, bankName: bank.name };
    const added = await bankAccounts.add(request.merchant.code, memberId, input, limits.maxBankAccounts);
    return added.ok ? { success: true, value: bankAccountValue(added.value) } : sendWithdrawalError(reply, added.error);
  });

  api.delete('/wps/withdrawal/bank-accounts/:bankAccountId', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['withdrawal'], summary: 'Unbinds a bank account (past withdrawals keep its details)', params: BankAccountParams, response: { 200: Envelope(BankAccountsValue), ...errors } },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const m = request.merchant;
    if (!(await bankAccounts.remove(m.code, memberId, request.params.bankAccountId))) return sendWithdrawalError(reply, { code: 'bank_account_not_found' });
    const [accounts, realName] = await Promise.all([bankAccounts.list(m.code, memberId), bankAccounts.realName(m.code, memberId)]);
    return { success: true, value: bankAccountsValue(m, realName, accounts) };
  });

  // ---------------------------------------------------------------- payment password
  api.get('/wps/withdrawal/payment-password', {
    preHandler: realMember,
    schema: { tags: ['withdrawal'], summary: 'Whether the member has a payment password', response: { 200: Envelope(PaymentPasswordValue), ...errors } },
  }, async (request) => {
    const { memberId } = sessionOf(request);
    return { success: true, value: { isSet: (await paymentPasswords.hash(request.merchant.code, memberId)) !== null } };
  });

  api.post('/wps/withdrawal/payment-password', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['withdrawal'], summary: 'Sets the payment password, once (change it with the old one)', body: SetPaymentPasswordBody, response: { 200: Envelope(PaymentPasswordValue), ...errors } },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const { password, confirmPassword } = request.body;
    if (!checkPaymentPasswordFormat(password, passwordRuleOf(request.merchant))) return sendWithdrawalError(reply, { code: 'invalid_payment_password' });
    if (password !== confirmPassword) return sendWithdrawalError(reply, { code: 'payment_password_mismatch' });
    if (!(await paymentPasswords.setOnce(request.merchant.code, memberId, await hashPassword(password)))) {
      return sendWithdrawalError(reply, { code: 'payment_password_already_set' });
    }
    return { success: true, value: { isSet: true } };
  });

  api.post('/wps/withdrawal/payment-password/change', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['withdrawal'], summary: 'Changes the payment password with the old one (wrong old passwords count toward the lock)', body: ChangePaymentPasswordBody, response: { 200: Envelope(PaymentPasswordValue), ...errors } },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const { oldPassword, newPassword, confirmNewPassword } = request.body;
    if (!checkPaymentPasswordFormat(newPassword, passwordRuleOf(request.merchant))) return sendWithdrawalError(reply, { code: 'invalid_payment_password' });
    if (newPassword !== confirmNewPassword) return sendWithdrawalError(reply, { code: 'payment_password_mismatch' });
    if (newPassword === oldPassword) return sendWithdrawalError(reply, { code: 'payment_password_unchanged' });
    const checked = await checkPaymentPassword(request.merchant.code, memberId, oldPassword);
    if (!checked.ok) return sendWithdrawalError(reply, checked.error);
    if (!(await paymentPasswords.replace(request.merchant.code, memberId, checked.value, await hashPassword(newPassword)))) {
      // Changed by a concurrent request between the check and the write: the old password is no longer the one.
      return sendWithdrawalError(reply, { code: 'wrong_payment_password' });
    }
    return { success: true, value: { isSet: true } };
  });

  // ---------------------------------------------------------------- withdrawals
  api.post('/wps/withdrawal/request', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: {
      tags: ['withdrawal'],
      summary: 'Requests a withdrawal to a bound account: the money leaves the wallet at once (withdrawal_hold); a double submit with one key answers the same withdrawal',
      body: WithdrawalBody, response: { 200: Envelope(WithdrawalValue), ...errors },
    },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const m = request.merchant;
    const limits = withdrawalLimitsOf(m);
    if (limits === null) return sendWithdrawalError(reply, { code: 'withdrawal_unavailable' });
    const amount = BigInt(request.body.amount);
    // The amount limits first: a wrong amount should not cost a password attempt.
    if (amount < limits.min) return sendWithdrawalError(reply, { code: 'amount_below_minimum', value: { min: toSafeNumber(limits.min) } });
    if (amount > limits.max) return sendWithdrawalError(reply, { code: 'amount_above_maximum', value: { max: toSafeNumber(limits.max) } });
    const remaining = await turnover.remaining(m.code, memberId, limits.turnoverMultiple);
    if (remaining > 0n) return sendWithdrawalError(reply, { code: 'turnover_not_met', value: { remaining: toSafeNumber(remaining) } });
    const password = await checkPaymentPassword(m.code, memberId, request.body.paymentPassword);
    if (!password.ok) return sendWithdrawalError(reply, password.error);
    const requested = await money.withdrawHold(withdrawals, ledgerContextOf(m), {
      memberId, bankAccountId: request.body.bankAccountId, amount, requestKey: request.body.idempotencyKey, limits,
      timeZone: timeZoneOf(m), provider: options.payoutProvider, payoutDueAt: new Date(now().getTime() + options.payoutDelaySeconds * 1000),
    });
    if (!requested.ok) return sendWithdrawalError(reply, requested.error);
    return { success: true, value: withdrawalValue(requested.value.withdrawal, limits.autoReceiptMinutes) };
  });

  api.get('/wps/withdrawal/list', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['withdrawal'], summary: "The member's withdrawals, newest first, by state", querystring: WithdrawalListQuery, response: { 200: Envelope(WithdrawalListValue), ...errors } },
  }, async (request) => {
    const { memberId } = sessionOf(request);
    const pageNo = request.query.pageNo ?? 1;
    const pageSize = request.query.pageSize ?? 20;
    const page = await withdrawals.list(request.merchant.code, memberId, { ...(request.query.status ? { status: request.query.status } : {}), pageNo, pageSize });
    const minutes = autoReceiptMinutesOf(request.merchant);
    return { success: true, value: { content: page.items.map((w) => withdrawalValue(w, minutes)), pageNum: pageNo, totalPages: Math.ceil(page.total / pageSize), total: page.total } };
  });

  api.get('/wps/withdrawal/detail/:withdrawalId', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['withdrawal'], summary: 'One withdrawal of the member with its receipt state', params: WithdrawalParams, response: { 200: Envelope(WithdrawalValue), ...errors } },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const w = await withdrawals.get(request.merchant.code, memberId, request.params.withdrawalId);
    return w === null ? sendWithdrawalError(reply, { code: 'withdrawal_not_found' }) : { success: true, value: withdrawalValue(w, autoReceiptMinutesOf(request.merchant)) };
  });

  api.post('/wps/withdrawal/receipt/:withdrawalId', {
    // Checked before the body is read: an anonymous caller never gets a 7 MB body parsed.
    onRequest: realMember,
    ...answersBadInput('ledger'),
    bodyLimit: receiptBodyLimit,
    schema: {
      tags: ['withdrawal'],
      summary: 'Confirms the receipt of a paid withdrawal: received (an amount), not received (with a png or jpg proof, base64, at most 5 MB), all received, or forced received (M3-9)',
      params: WithdrawalParams, body: ReceiptBody, response: { 200: Envelope(WithdrawalValue), ...errors },
    },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    let proof = null;
    if (request.body.proof !== undefined) {
      const read = readProof(request.body.proof);
      if (!read.ok) return sendWithdrawalError(reply, read.error);
      proof = read.value;
    }
    const { choice, receivedAmount } = request.body;
    const done = await receipts.confirm(request.merchant.code, memberId, request.params.withdrawalId, {
      choice, ...(receivedAmount === undefined ? {} : { receivedAmount: BigInt(receivedAmount) }), hasProof: proof !== null,
    }, proof);
    return done.ok ? { success: true, value: withdrawalValue(done.value, autoReceiptMinutesOf(request.merchant)) } : sendWithdrawalError(reply, done.error);
  });

  api.get('/wps/withdrawal/proof/:withdrawalId', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['withdrawal'], summary: 'The newest proof image the member sent for a withdrawal', params: WithdrawalParams },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const proof = await receipts.latestProof(request.merchant.code, memberId, request.params.withdrawalId);
    if (proof === null) return refuse(reply, 404, 'withdrawal_not_found');
    return reply.type(proof.contentType).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(Buffer.from(proof.data));
  });
}
