// The affiliate (invitation) code check of the registration form (spec 4.4, 7.1): does the code belong to an agent
// of this merchant.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isAgentType } from '../../domain/auth/account-types.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { accountsResponses, noValue, sendOutcome, sendRefusal } from '../../plugins/app/accounts-reply.js';
import { findAgentByAffiliateCode } from '../../db/member-repository.js';
import { accept } from '../../services/auth/outcome.js';

const AffiliateQuery = Type.Object({
  code: Type.String({ maxLength: 64 }),
  domain: Type.Optional(Type.String({ maxLength: 253, description: 'The page address the code came with; the merchant is found from the Host' })),
});

export default async function affiliateRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/wps/agent/affiliate',
    { attachValidation: true, schema: { tags: ['accounts'], summary: 'Check an affiliate (invitation) code', response: accountsResponses(noValue), querystring: AffiliateQuery } },
    // A missing or malformed code is an invalid invitation code, the one message the form shows (spec 7.3).
    async (request, reply) => {
      const code = request.validationError ? '' : request.query.code.trim();
      const agent = code === '' ? undefined : await findAgentByAffiliateCode(app.accounts.db, request.merchant.code, code);
      if (!agent || !isAgentType(agent.type)) return sendRefusal(reply, 404, 'invalid_invitation_code');
      return sendOutcome(reply, accept(null));
    },
  );
}
