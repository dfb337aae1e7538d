// The agent centre's team area as one plugin (docs/agent-centre.md): registered after the accounts and money parts,
// whose session hook and ledger tables it reads.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { agentTeamRoutes } from './agent-team-routes.js';

export interface AgentTeamOptions {
  /** The clock of date ranges and "new today"; defaults to the accounts area's clock. */
  now?: () => Date;
}

async function agentTeamArea(app: FastifyInstance, options: AgentTeamOptions) {
  await app.register(agentTeamRoutes, { now: options.now ?? (() => app.accounts.clock.now()) });
}

export default fp<AgentTeamOptions>(agentTeamArea, { name: 'agent-team', dependencies: ['database', 'platform', 'accounts'] });
