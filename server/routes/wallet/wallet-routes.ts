// Wallet routes: balance for the header, consolidated funds, the merchant wallet model and transfers between the
// main wallet and vendor wallets (spec member centre 7, player site 2.5).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isModuleEnabled } from '../../../src/engine/feature-flags.js';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { parseAccountId } from '../../domain/ledger/accounts.js';
import { toSafeNumber } from '../../domain/ledger/amount.js';
import { ledgerContextOf, mainWalletName } from '../../domain/ledger/wallets.js';
import type { MoneyService, PostingReceipt, WalletTransfer } from '../../services/money/money-service.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { bearerToken, refusedSession, sessionOf } from '../../plugins/app/accounts.js';
import { readSessionWallets } from '../../db/session-wallets.js';
import { acceptSession } from '../../db/session-store.js';
import { tokenDigest } from '../../crypto/tokens.js';
import { Envelope, ErrorEnvelope, ledgerRefusal, refuse } from './answers.js';
import {
  BalanceValue, ConsolidatedValue, MerchantWalletValue, TransferAllInBody, TransferAllOutBody, TransferBody, TransferValue,
} from '../../../src/engine/api/wallet.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

export interface WalletRoutesOptions {
  /** Balances and transfers: the money service. */
  money: MoneyService;
}

function currencyOf(merchant: MerchantConfig) {
  return { code: merchant.currency.code, symbol: merchant.currency.symbol, minorUnits: merchant.currency.minorUnits };
}

/** The wallets a transfer touched, with the balances it left, read from its receipt so a replay answers the same. */
export function transferValue(receipt: PostingReceipt) {
  const wallets: { wallet: string; balance: number }[] = [];
  let amount = 0n;
  for (const p of receipt.postings) {
    const ref = parseAccountId(p.accountId);
    if (ref?.kind !== 'member_main' && ref?.kind !== 'member_vendor') continue;
    wallets.push({ wallet: ref.kind === 'member_main' ? mainWalletName : ref.vendor, balance: toSafeNumber(BigInt(p.balanceAfter)) });
    if (BigInt(p.amount) > 0n) amount += BigInt(p.amount);
  }
  return { transferId: receipt.entryId, amount: toSafeNumber(amount), wallets };
}

export async function walletRoutes(app: FastifyInstance, deps: WalletRoutesOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const member = [app.authenticate];
  const realMember = [app.authenticate, app.requireRealAccount];

  async function vendorBalances(merchant: MerchantConfig, memberId: string) {
    const ctx = ledgerContextOf(merchant);
    const wallets = await deps.money.memberWallets(ctx.merchantId, ctx.currency, memberId);
    const vendors = ctx.wallet.vendors.map((vendor) => ({ vendor, balance: toSafeNumber(wallets.vendors.get(vendor) ?? 0n) }));
    return { main: wallets.main, vendors, isSingle: ctx.wallet.isSingle };
  }

  // The header polls this all the time: the session and the wallets come in one statement (readSessionWallets), then
  // the same rules as app.authenticate (acceptSession, refusedSession) decide before anything is shown.
  api.get('/wps/v2/wallets/balance', {
    schema: {
      tags: ['wallet'],
      summary: 'Balance of the main wallet, and of every vendor wallet when the wallet is not single (M7-5, P2.5-1)',
      response: { 200: Envelope(BalanceValue), 401: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const merchant = request.merchant;
    const ctx = ledgerContextOf(merchant);
    const token = bearerToken(request.headers.authorization);
    const tokenHash = token === null ? null : tokenDigest(token);
    const read = tokenHash === null ? undefined : await readSessionWallets(app.db, ctx.merchantId, tokenHash, ctx.currency);
    const session = read && tokenHash !== null ? await acceptSession(app.db, app.accounts.clock, ctx.merchantId, tokenHash, read.session) : null;
    if (refusedSession(request, reply, session) || !read) return reply;
    const value = { balance: toSafeNumber(read.wallets.main), currency: currencyOf(merchant) };
    if (ctx.wallet.isSingle) return { success: true, value };
    const wallets = ctx.wallet.vendors.map((vendor) => ({ vendor, balance: toSafeNumber(read.wallets.vendors.get(vendor) ?? 0n) }));
    return { success: true, value: { ...value, wallets } };
  });

  api.get('/wps/member/info/funds/consolidated', {
    preHandler: member,
    schema: {
      tags: ['wallet'],
      summary: 'Main and vendor wallets summed, when AGENTPOLICY3 is on and the caller is not trial (M4-7, M7-7)',
      response: { 200: Envelope(ConsolidatedValue), 401: ErrorEnvelope, 403: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const caller = sessionOf(request);
    if (!isModuleEnabled(request.merchant.whitelabel, 'AGENTPOLICY3')) return refuse(reply, 403, 'feature_disabled');
    if (caller.isTrial) return refuse(reply, 403, 'in_need_true_account');
    const b = await vendorBalances(request.merchant, caller.memberId);
    const total = b.vendors.reduce((sum, v) => sum + BigInt(v.balance), b.main);
    return {
      success: true,
      value: { total: toSafeNumber(total), main: toSafeNumber(b.main), currency: currencyOf(request.merchant), wallets: b.isSingle ? [] : b.vendors },
    };
  });

  api.get('/wps/member/wallet', {
    schema: { tags: ['wallet'], summary: 'The merchant wallet model (M3-6, M7-8)', response: { 200: Envelope(MerchantWalletValue) } },
  }, async (request) => ({ success: true, value: { isSingle: request.merchant.wallet.isSingle } }));

  async function transfer(request: FastifyRequest, idempotencyKey: string, cmd: WalletTransfer) {
    const outcome = await deps.money.transfer(ledgerContextOf(request.merchant), idempotencyKey, cmd);
    return outcome.ok ? { ok: true as const, value: transferValue(outcome.receipt) } : outcome;
  }

  const transferResponses = { 200: Envelope(TransferValue), 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope };

  api.post('/wps/relay/GCS_walletTransfer', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: {
      tags: ['wallet'],
      summary: 'Moves an amount between the main wallet and a vendor wallet; 400 wallet_is_single on a single wallet (M7-6)',
      body: TransferBody,
      response: transferResponses,
    },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const { from, to, amount, idempotencyKey } = request.body;
    const out = await transfer(request, idempotencyKey, { type: 'wallet_transfer', memberId, from, to, amount: BigInt(amount) });
    return out.ok ? { success: true, value: out.value } : ledgerRefusal(reply, out.error);
  });

  api.post('/wps/relay/GCS_walletTransferAllIn', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['wallet'], summary: 'Moves the whole main wallet into one vendor wallet', body: TransferAllInBody, response: transferResponses },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const out = await transfer(request, request.body.idempotencyKey, { type: 'wallet_transfer_all_in', memberId, to: request.body.to });
    return out.ok ? { success: true, value: out.value } : ledgerRefusal(reply, out.error);
  });

  api.post('/wps/relay/GCS_walletTransferAllOut', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: { tags: ['wallet'], summary: 'Moves every vendor wallet back into the main wallet', body: TransferAllOutBody, response: transferResponses },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const out = await transfer(request, request.body.idempotencyKey, { type: 'wallet_transfer_all_out', memberId });
    return out.ok ? { success: true, value: out.value } : ledgerRefusal(reply, out.error);
  });
}
