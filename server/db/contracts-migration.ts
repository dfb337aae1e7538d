// Agent contracts (docs/agent-contracts.md, spec M3-8, M4-4): the contract an upline agent offers a downline agent,
// with its terms and state, and one settlement row per contract and period (the ledger entry that paid it, if any).
import { sql, type Kysely, type Migration } from 'kysely';

export const contractsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table agent_contract (
        merchant_id text not null,
        contract_id text not null,
        kind text not null check (kind in ('dividend', 'daily', 'hourly', 'realtime')),
        upline_member_id text not null,
        downline_member_id text not null,
        period_type text not null check (period_type in ('daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'fiveMinutes')),
        active_min_bet bigint not null check (active_min_bet > 0),
        tiers jsonb not null,
        status text not null check (status in ('offer', 'accepted', 'rejected', 'terminated')),
        termination_by text check (termination_by in ('upline', 'downline')),
        created_at timestamptz not null,
        answered_at timestamptz,
        termination_requested_at timestamptz,
        terminated_at timestamptz,
        settled_until timestamptz,
        primary key (merchant_id, contract_id)
      )`.execute(db);
    // One live (offered or accepted) contract of a kind per downline agent.
    await sql`create unique index agent_contract_live on agent_contract (merchant_id, downline_member_id, kind) where status in ('offer', 'accepted')`.execute(db);
    await sql`create index agent_contract_upline on agent_contract (merchant_id, upline_member_id, kind)`.execute(db);
    await sql`create index agent_contract_due on agent_contract (merchant_id, status) where status in ('accepted', 'terminated')`.execute(db);
    await sql`
      create table agent_contract_settlement (
        merchant_id text not null,
        contract_id text not null,
        period_start timestamptz not null,
        period_end timestamptz not null,
        kind text not null,
        downline_member_id text not null,
        upline_member_id text not null,
        currency text not null,
        team_bet bigint not null,
        team_net bigint not null,
        active_members integer not null,
        tier integer,
        rate integer not null,
        amount bigint not null check (amount >= 0),
        entry_id text,
        created_at timestamptz not null,
        primary key (merchant_id, contract_id, period_start)
      )`.execute(db);
    await sql`create index agent_contract_settlement_member on agent_contract_settlement (merchant_id, downline_member_id, kind, period_start desc)`.execute(db);
    await sql`create index agent_contract_settlement_upline on agent_contract_settlement (merchant_id, upline_member_id, kind, period_start desc)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table agent_contract_settlement`.execute(db);
    await sql`drop table agent_contract`.execute(db);
  },
};
