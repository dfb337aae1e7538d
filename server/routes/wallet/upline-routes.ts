// Transfer to upline (transferUpline, M2-6): a downline member sends money from his main wallet to the main wallet
// of his agent (member.parent_member_id), posted as upline_transfer under the member's idempotency key.
import type { FastifyInstance } from 'fastify';
import { uplineOf } from '../../db/member-repository.js';
import { accountId, mainWallet } from '../../domain/ledger/accounts.js';
import { toSafeNumber } from '../../domain/ledger/amount.js';
import { ledgerContextOf } from '../../domain/ledger/wallets.js';
import type { MoneyService } from '../../services/money/money-service.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { sessionOf } from '../../plugins/app/accounts.js';
import { Envelope, ErrorEnvelope, ledgerRefusal, refuse } from './answers.js';
import { UplineTransferBody, UplineTransferValue, UplineValue } from '../../../src/engine/api/wallet.js';
import { answersBadInput } from '../../plugins/app/bad-input.js';

export interface UplineRoutesOptions {
  /** Balances and the transfer: the money service. */
  money: MoneyService;
}

export async function uplineRoutes(app: FastifyInstance, { money }: UplineRoutesOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const realMember = [app.authenticate, app.requireRealAccount];
  const db = app.db;

  api.get('/wps/member/upline', {
    preHandler: realMember,
    schema: { tags: ['wallet'], summary: "The caller's upline agent (if any) and main wallet, for the transferUpline page (M2-6)", response: { 200: Envelope(UplineValue), 401: ErrorEnvelope, 403: ErrorEnvelope } },
  }, async (request) => {
    const { memberId } = sessionOf(request);
    const m = request.merchant;
    const [upline, wallets] = await Promise.all([uplineOf(db, m.code, memberId), money.memberWallets(m.code, m.currency.code, memberId)]);
    return {
      success: true,
      value: {
        hasUpline: upline !== null, upline: upline === null ? null : { account: upline.account, nickname: upline.nickname },
        balance: toSafeNumber(wallets.main), currency: { code: m.currency.code, symbol: m.currency.symbol, minorUnits: m.currency.minorUnits },
      },
    };
  });

  api.post('/wps/member/upline/transfer', {
    preHandler: realMember,
    ...answersBadInput('ledger'),
    schema: {
      tags: ['wallet'],
      summary: "Moves an amount from the caller's main wallet to his upline agent's (upline_transfer); 409 no_upline without one (M2-6)",
      body: UplineTransferBody,
      response: { 200: Envelope(UplineTransferValue), 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const m = request.merchant;
    const upline = await uplineOf(db, m.code, memberId);
    if (upline === null) return refuse(reply, 409, 'no_upline');
    const ctx = ledgerContextOf(m);
    const out = await money.uplineTransfer(ctx, request.body.idempotencyKey, { memberId, uplineId: upline.member_id, amount: BigInt(request.body.amount) });
    if (!out.ok) return ledgerRefusal(reply, out.error);
    const own = accountId(mainWallet(ctx.currency, memberId));
    const line = out.receipt.postings.find((p) => p.accountId === own);
    return {
      success: true,
      value: {
        transferId: out.receipt.entryId, amount: request.body.amount, balance: toSafeNumber(BigInt(line?.balanceAfter ?? '0')),
        upline: { account: upline.account, nickname: upline.nickname }, createdAt: out.receipt.createdAt,
      },
    };
  });
}
