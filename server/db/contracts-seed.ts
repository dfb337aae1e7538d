// The demo contract (outside production; docs/agent-contracts.md): on every merchant with all four contract switches
// on, agent2 becomes a downline of agent1 when he has no upline yet, and holds an accepted semimonthly dividend
// contract from agent1 (10% of the team's net loss from $1,000 of team bets and 1 active member, 20% from $10,000
// and 3). Idempotent: nothing is written once the contract or another upline exists.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import type { Database } from './schema.js';

export const demoContractTiers = [
  { minTeamBet: 100_000, minActiveMembers: 1, rate: 1_000 },
  { minTeamBet: 1_000_000, minActiveMembers: 3, rate: 2_000 },
];

export async function seedDemoContracts(db: Kysely<Database>, merchants: Iterable<MerchantConfig>, now: Date): Promise<number> {
  let created = 0;
  for (const m of merchants) {
    const c = m.contract;
    if (!c?.divtypereq || !c.dailysalreqtype || !c.contracthoursalreq || !c.realtimesalreqtype) continue;
    const { rows } = await sql<{ account_key: string; member_id: string; parent_member_id: string | null }>`
      select account_key, member_id, parent_member_id from member where merchant_id = ${m.code} and account_key in ('agent1', 'agent2')`.execute(db);
    const upline = rows.find((r) => r.account_key === 'agent1');
    const downline = rows.find((r) => r.account_key === 'agent2');
    if (!upline || !downline) continue;
    if (downline.parent_member_id === null) {
      await sql`update member set parent_member_id = ${upline.member_id} where merchant_id = ${m.code} and member_id = ${downline.member_id} and parent_member_id is null`.execute(db);
    } else if (downline.parent_member_id !== upline.member_id) continue;
    const inserted = await sql`
      insert into agent_contract (merchant_id, contract_id, kind, upline_member_id, downline_member_id, period_type, active_min_bet, tiers, status, created_at, answered_at)
      select ${m.code}, ${randomUUID()}, 'dividend', ${upline.member_id}, ${downline.member_id}, 'semimonthly', 1000, ${JSON.stringify(demoContractTiers)}::jsonb, 'accepted', ${now}, ${now}
      where not exists (select 1 from agent_contract where merchant_id = ${m.code} and downline_member_id = ${downline.member_id} and kind = 'dividend')
      on conflict do nothing returning contract_id`.execute(db);
    created += inserted.rows.length;
  }
  return created;
}
