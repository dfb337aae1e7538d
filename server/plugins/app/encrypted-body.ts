// Opens (E) request bodies before validation (docs/api-accounts.md): the route's schema then checks the decrypted
// JSON. A body that is not sealed, or does not open, is 400 bad_request: (E) routes never accept plain text, so a
// password cannot travel unencrypted by mistake.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decryptHybridBody, type SealedBody } from '../../crypto/hybrid-body.js';
import { sendRefusal } from './accounts-reply.js';

function isSealed(body: unknown): body is SealedBody {
  const b = body as Partial<Record<keyof SealedBody, unknown>> | null;
  return typeof b === 'object' && b !== null && typeof b.key === 'string' && typeof b.iv === 'string' && typeof b.data === 'string';
}

/** A preValidation hook replacing request.body by the decrypted JSON. */
export const decryptedBody = (app: FastifyInstance) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (!isSealed(request.body)) return sendRefusal(reply, 400, 'bad_request');
  try {
    request.body = JSON.parse(await decryptHybridBody(request.body, app.serverKey.privateKey));
  } catch {
    return sendRefusal(reply, 400, 'bad_request');
  }
};
