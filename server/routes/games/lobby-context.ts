// What the lobby routes need from the rest of the server, in one place: the database, the catalogue cache, the
// clock, the merchant of the request and the caller's session. Answers use the envelope of the API contract.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import type { Database } from '../../db/schema.js';
import type { CatalogueCache, LoadedCatalogue, MemberRef, MerchantCatalogue } from '../../db/catalogue-repository.js';

export interface LobbyDeps {
  db: Kysely<Database>;
  cache: CatalogueCache;
  now: () => Date;
}

export interface LobbyRequestContext {
  merchant: MerchantConfig;
  catalogue: LoadedCatalogue;
  view: MerchantCatalogue;
}

export async function lobbyContext(deps: LobbyDeps, request: FastifyRequest): Promise<LobbyRequestContext> {
  const catalogue = await deps.cache.get();
  const merchant = request.merchant;
  return { merchant, catalogue, view: catalogue.forMerchant(merchant) };
}

/** What the lobby reads of the accounts session that `authenticate` puts on the request. */
interface SessionRef {
  merchantId: string;
  memberId: string;
}

/** The caller of a (T) route, after the accounts `authenticate` preHandler has run. */
export function memberOf(request: FastifyRequest): MemberRef {
  // Read structurally: the lobby needs two fields of the accounts session, not its whole type.
  const session = (request as FastifyRequest & { session?: SessionRef | null }).session;
  if (!session) throw new Error(`${request.url} is not behind authenticate`);
  return { merchantId: session.merchantId, memberId: session.memberId };
}

export function fail(reply: FastifyReply, status: number, code: string, value?: unknown, message?: string) {
  return reply.code(status).send({ success: false, code, ...(message ? { message } : {}), ...(value === undefined ? {} : { value }) });
}

