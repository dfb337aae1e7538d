// The wallet callbacks an outside aggregator makes (docs/vendors.md), Hub88-style: POST /vendor-wallet/<merchant>/
// balance | bet | win | rollback, JSON bodies in snake_case, amounts in the merchant currency's minor units, every
// request signed (signing.ts). The body is checked against its signature as received, so this plugin keeps the raw
// text of JSON bodies; it is encapsulated, and that parser stays inside it. Signed server-to-server calls are not
// counted by the per-IP flood guard (one aggregator is one IP and makes every player's calls).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { CallbackStatus } from '../../domain/game/vendor-transactions.js';
import { vendorIdPattern } from '../../domain/game/vendor-transactions.js';
import { checkSignature, signatureHeader, timestampHeader, vendorIdHeader } from '../../providers/game/vendor-contract/signing.js';
import type { CallbackAnswer, VendorWallet } from '../../providers/game/vendor-contract/vendor-wallet.js';

const Id = Type.String({ pattern: vendorIdPattern });
const Amount = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const base = { request_uuid: Type.String({ maxLength: 100 }), user: Type.Optional(Type.String({ maxLength: 100 })), game_code: Type.Optional(Type.String({ maxLength: 100 })) };

const bodies = {
  balance: Type.Object({ ...base, token: Type.String({ minLength: 20, maxLength: 100 }) }),
  bet: Type.Object({
    ...base, token: Type.String({ minLength: 20, maxLength: 100 }), transaction_uuid: Id, round: Id,
    amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), currency: Type.String({ maxLength: 8 }), round_closed: Type.Optional(Type.Boolean()),
    /** Unix seconds when the round is expected to settle (a sports bet); the reconciliation waits for it, capped. */
    round_expires_at: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 40 })),
  }),
  win: Type.Object({
    ...base, token: Type.Optional(Type.String({ maxLength: 100 })), transaction_uuid: Id, reference_transaction_uuid: Id, round: Id,
    amount: Amount, currency: Type.String({ maxLength: 8 }), round_closed: Type.Optional(Type.Boolean()),
  }),
  rollback: Type.Object({
    ...base, token: Type.Optional(Type.String({ maxLength: 100 })), transaction_uuid: Id, reference_transaction_uuid: Id, round: Id,
  }),
};
type Action = keyof typeof bodies;
const checkers = Object.fromEntries(Object.entries(bodies).map(([k, s]) => [k, TypeCompiler.Compile(s)])) as { [A in Action]: ReturnType<typeof TypeCompiler.Compile<(typeof bodies)[A]>> };

/** HTTP status of a refusal: the contract answers its status in the body; bad calls also say so in the HTTP status. */
const httpStatus: Partial<Record<CallbackStatus, number>> = {
  RS_ERROR_INVALID_SIGNATURE: 401,
  RS_ERROR_WRONG_SYNTAX: 400,
  RS_ERROR_INVALID_TOKEN: 401,
  RS_ERROR_UNKNOWN: 400,
};

function send(reply: FastifyReply, requestUuid: string | undefined, answer: CallbackAnswer & { user?: string }) {
  return reply.code(httpStatus[answer.status] ?? 200).send({ ...answer, request_uuid: requestUuid ?? null });
}

export interface VendorWalletRouteDeps {
  wallet: VendorWallet;
  keyOf: (vendorId: string) => string | undefined;
  now: () => Date;
}

export async function vendorWalletRoutes(app: FastifyInstance, { wallet, keyOf, now }: VendorWalletRouteDeps) {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

  for (const action of Object.keys(bodies) as Action[]) {
    app.post(`/vendor-wallet/:merchant/${action}`, {
      config: { rateLimit: false },
      schema: {
        tags: ['vendors'],
        summary: `Vendor contract: ${action} (signed callback, docs/vendors.md)`,
        params: Type.Object({ merchant: Type.String({ maxLength: 40 }) }),
        body: bodies[action],
        hide: false,
      },
      // The schema documents the body; it is checked after the signature, on the raw text this context keeps.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
    }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = (name: string) => { const v = request.headers[name]; return typeof v === 'string' ? v : undefined; };
      const path = request.url.split('?')[0]!;
      const signed = checkSignature({ vendorId: header(vendorIdHeader), timestamp: header(timestampHeader), signature: header(signatureHeader), path, body: raw }, keyOf, now());
      if (!signed.ok) return send(reply, undefined, { status: 'RS_ERROR_INVALID_SIGNATURE' });
      const aggregator = header(vendorIdHeader)!;
      const merchant = app.platform.merchants.get((request.params as { merchant: string }).merchant);
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return send(reply, undefined, { status: 'RS_ERROR_WRONG_SYNTAX' });
      }
      if (!merchant) return send(reply, undefined, { status: 'RS_ERROR_UNKNOWN' });
      if (!checkers[action].Check(parsed)) return send(reply, undefined, { status: 'RS_ERROR_WRONG_SYNTAX' });
      const body = parsed as Static<(typeof bodies)['win']> & Static<(typeof bodies)['bet']>;
      const uuid = body.request_uuid;
      switch (action) {
        case 'balance': {
          const { memberId, ...answer } = await wallet.balance(merchant, body.token);
          return send(reply, uuid, { ...answer, ...(memberId ? { user: memberId } : {}) });
        }
        case 'bet':
          return send(reply, uuid, await wallet.bet(merchant, aggregator, {
            token: body.token, transactionId: body.transaction_uuid, roundId: body.round, amount: BigInt(body.amount), currency: body.currency, roundClosed: body.round_closed ?? false,
            ...(body.round_expires_at === undefined ? {} : { roundExpiresAt: new Date(body.round_expires_at * 1000) }),
          }));
        case 'win':
          return send(reply, uuid, await wallet.win(merchant, aggregator, {
            transactionId: body.transaction_uuid, referenceTransactionId: body.reference_transaction_uuid, roundId: body.round,
            amount: BigInt(body.amount), currency: body.currency, roundClosed: body.round_closed ?? false,
          }));
        case 'rollback':
          return send(reply, uuid, await wallet.rollback(merchant, aggregator, {
            transactionId: body.transaction_uuid, referenceTransactionId: body.reference_transaction_uuid, roundId: body.round,
          }));
      }
    });
  }
}
