// The agent contracts area as one registration for app.ts, after the money plugin (docs/agent-contracts.md):
// decorates app.contracts and app.contractJobs (the settlement main.ts runs every minute: closed daily, weekly,
// semimonthly, monthly, hourly and 5-minute periods, each paid once through the ledger), registers the relay
// endpoints and the development settle-now route (the demo contract is seeded by main.ts, server/db/contracts-seed.ts).
import { Type } from '@sinclair/typebox';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createContractsRepository } from '../../db/contracts-repository.js';
import { ledgerContextOf } from '../../domain/ledger/wallets.js';
import { timeZoneOf } from '../../domain/local-day.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { sessionOf } from '../../plugins/app/accounts.js';
import { Envelope, ErrorEnvelope, refuse } from '../wallet/answers.js';
import { contractRoutes, kindsOn } from './contract-routes.js';
import { DevSettleBody } from '../../../src/engine/api/agent-contracts.js';


export interface AgentContractsOptions {
  now?: () => Date;
  /** The /dev/contracts/settle route; on outside production. */
  devRoutes?: boolean;
}

async function agentContractsArea(app: FastifyInstance, options: AgentContractsOptions) {
  const now = options.now ?? (() => app.accounts.clock.now());
  const contracts = createContractsRepository(app.db);
  app.decorate('contracts', contracts);
  app.decorate('contractJobs', {
    async run() {
      let settled = 0;
      for (const m of app.platform.merchants.values()) {
        if (kindsOn(m).length === 0) continue;
        settled += await app.money.payContracts(contracts, { ctx: ledgerContextOf(m), timeZone: timeZoneOf(m), now: now() });
      }
      return settled;
    },
  });
  await app.register(contractRoutes, { contracts, now });

  const dev = options.devRoutes ?? process.env.NODE_ENV !== 'production';
  if (!dev) return;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post('/dev/contracts/settle', {
    preHandler: [app.authenticate],
    schema: {
      tags: ['development'],
      summary: "Settles the caller's contracts now: every closed period, and the running one as if it had ended (it is not settled again later)",
      body: Type.Optional(DevSettleBody), response: { 200: Envelope(Type.Object({ settled: Type.Integer() })), 403: ErrorEnvelope, 404: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const m = request.merchant;
    const { memberId, isAgent } = sessionOf(request);
    if (!isAgent) return refuse(reply, 403, 'non_agent_cannot_login');
    const mine = (await contracts.list(m.code, memberId)).filter((c) => request.body?.contractId === undefined || c.contractId === request.body.contractId);
    if (request.body?.contractId !== undefined && mine.length === 0) return refuse(reply, 404, 'contract_not_found');
    let settled = 0;
    for (const c of mine) settled += await app.money.payContracts(contracts, { ctx: ledgerContextOf(m), timeZone: timeZoneOf(m), now: now(), contractId: c.contractId, closeCurrent: true });
    return { success: true, value: { settled } };
  });
}

export default fp<AgentContractsOptions>(agentContractsArea, { name: 'agent-contracts', dependencies: ['database', 'platform', 'accounts', 'money'] });
