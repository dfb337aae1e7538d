// The agent centre's team calls (docs/agent-centre.md) through the money server plus the agent-team plugin: agents
// only, each agent only its own team, and what each page reads from members, rounds and the ledger.
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../../../server/config/load-config.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import accountsPlugin from '../../../server/plugins/app/accounts.js';
import badInputPlugin from '../../../server/plugins/app/bad-input.js';
import databasePlugin from '../../../server/plugins/app/database.js';
import platformPlugin from '../../../server/plugins/app/platform.js';
import agentTeamArea from '../../../server/routes/agent-team/index.js';
import moneyPlugin from '../../../server/routes/wallet/money-plugin.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { openTestDb, type TestDb } from '../../helpers/test-db.js';

type Auth = { authorization: string; host: string };
interface Person { memberId: string; account: string; auth: Auth }

let app: FastifyInstance;
let testDb: TestDb;
let at = Date.parse('2026-06-01T08:00:00Z'); // 15:00 on 1 June in Asia/Phnom_Penh
const clock = { now: () => new Date(at) };
let seq = 0;
let host = 'localhost';

beforeAll(async () => {
  testDb = await openTestDb();
  const loaded = await loadPlatformConfig(process.cwd());
  if (!loaded.ok) throw new Error('config');
  host = loaded.config.merchants.get('demo')!.domains[0] ?? 'localhost';
  app = Fastify({ logger: false });
  await app.register(badInputPlugin);
  await app.register(databasePlugin, { db: testDb.db });
  await app.register(platformPlugin, { config: loaded.config, allowPreview: false });
  await app.register(accountsPlugin, { clock, housekeeping: false });
  await app.register(moneyPlugin, { now: clock.now, sandboxEnabled: false });
  await app.register(agentTeamArea, { now: clock.now });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

async function person(type: number, parent?: Person, createdAt = clock.now()): Promise<Person> {
  const account = `t${process.pid % 1000}a${++seq}`;
  const memberId = await insertMember(testDb.db, {
    merchantId: 'demo', account, type, passwordHash: null, passwordChangedAt: null, createdAt, parentMemberId: parent?.memberId ?? null,
  });
  if (memberId === null) throw new Error('member');
  const token = await createSession(testDb.db, clock, {
    merchantId: 'demo', memberId, memberType: type, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  return { memberId, account, auth: { authorization: `Bearer ${token}`, host } };
}

const get = (who: Person, url: string) => app.inject({ method: 'GET', url, headers: who.auth });
const post = (who: Person, url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, headers: who.auth, payload });

async function deposit(memberId: string, amount: bigint) {
  at += 1_000; // one second apart, so newest-first lists have one order
  const m = app.platform.merchants.get('demo')!;
  const out = await app.ledger.post(ledgerContextOf(m), `dep-${process.pid}-${++seq}`, { type: 'deposit', memberId, amount, provider: 'sandbox', reference: `r${seq}` });
  expect(out.ok).toBe(true);
}

async function round(memberId: string, when: string, bet: number, win: number, status = 'settled') {
  await testDb.db.insertInto('game_round' as never).values({
    merchant_id: 'demo', round_id: `team-${process.pid}-${++seq}`, member_id: memberId, node_id: 'node-SLOT-1', vassalage: 'PG', game_type: 'SLOT',
    currency: 'USD', bet_amount: bet, win_amount: win, status, created_at: new Date(when), settled_at: new Date(when),
  } as never).execute();
}

/** An income entry as the salary or contract pages post it: the bonus account pays the agent's main wallet. */
async function income(memberId: string, kind: string, amount: number, when: string) {
  const m = app.platform.merchants.get('demo')!;
  await deposit(memberId, 0n + 1n); // makes sure the main wallet account exists
  const entryId = crypto.randomUUID();
  const wallet = `USD/member/${memberId}/main`;
  const db = testDb.db;
  await sql`insert into account_balance (merchant_id, account_id, currency, kind, member_id, vendor, balance, allow_negative, created_at, updated_at)
    values (${m.code}, 'USD/bonus', 'USD', 'bonus', null, null, 0, true, ${new Date(when)}, ${new Date(when)}) on conflict do nothing`.execute(db);
  const balance = await sql<{ balance: string }>`update account_balance set balance = balance + ${amount} where merchant_id = ${m.code} and account_id = ${wallet} returning balance::text as balance`.execute(db);
  const bonus = await sql<{ balance: string }>`update account_balance set balance = balance - ${amount} where merchant_id = ${m.code} and account_id = 'USD/bonus' returning balance::text as balance`.execute(db);
  await sql`insert into journal_entry (merchant_id, entry_id, kind, currency, member_id, reference, idempotency_key, created_at)
    values (${m.code}, ${entryId}::uuid, ${kind}, 'USD', ${memberId}, 'period-1', ${`inc-${entryId}`}, ${new Date(when)})`.execute(db);
  await sql`insert into ledger_posting (merchant_id, entry_id, line_no, account_id, currency, amount, balance_after, created_at) values
    (${m.code}, ${entryId}::uuid, 1, 'USD/bonus', 'USD', ${-amount}, ${bonus.rows[0]!.balance}, ${new Date(when)}),
    (${m.code}, ${entryId}::uuid, 2, ${wallet}, 'USD', ${amount}, ${balance.rows[0]!.balance}, ${new Date(when)})`.execute(db);
}

describe('agent team: who may call', () => {
  it('[M2-19][P6-5][M8-2] refuses a member with 403 non_agent_cannot_login and no session with 401', async () => {
    const member = await person(0);
    for (const path of ['overview', 'downlines', 'bets', 'profit', 'transactions', 'revenue']) {
      const res = await get(member, `/wps/agent/team/${path}`);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'non_agent_cannot_login' });
    }
    expect((await post(member, '/wps/agent/team/downlines', { username: 'abcdef1', password: 'Secret123', confirmPassword: 'Secret123' })).json().code).toBe('non_agent_cannot_login');
    const anonymous = await app.inject({ method: 'GET', url: '/wps/agent/team/overview', headers: { host } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('[M2-19][M2-23] every agent type is served; agent1 cannot read agent2\'s downlines (404 downline_not_found)', async () => {
    for (const type of [1, 2, 41, 42]) expect((await get(await person(type), '/wps/agent/team/overview')).statusCode, String(type)).toBe(200);
    const agentA = await person(1);
    const agentB = await person(2);
    const underB = await person(1, agentB);
    await person(0, underB);
    const res = await get(agentA, `/wps/agent/team/downlines?parentId=${underB.memberId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('downline_not_found');
    expect((await get(agentA, '/wps/agent/team/downlines')).json().value.total).toBe(0);
    // The owner drills down.
    const own = (await get(agentB, `/wps/agent/team/downlines?parentId=${underB.memberId}`)).json().value;
    expect(own.parent).toEqual({ memberId: underB.memberId, account: underB.account });
    expect(own.total).toBe(1);
  });

  it('refuses bad queries and bodies with 400 and a key', async () => {
    const agent = await person(1);
    const code = async (res: Awaited<ReturnType<typeof get>>) => { expect(res.statusCode, res.body).toBe(400); return res.json().code; };
    expect(await code(await get(agent, '/wps/agent/team/downlines?level=0'))).toBe('bad_request');
    expect(await code(await get(agent, '/wps/agent/team/downlines?pageSize=500'))).toBe('bad_request');
    expect(await code(await get(agent, '/wps/agent/team/downlines?parentId=a%20b'))).toBe('bad_request');
    expect(await code(await get(agent, '/wps/agent/team/bets?status=nonsense'))).toBe('bad_request');
    expect(await code(await get(agent, '/wps/agent/team/transactions?type=bet'))).toBe('bad_request');
    expect(await code(await get(agent, '/wps/agent/team/profit?from=2026-06-02&to=2026-06-01'))).toBe('invalid_date_range');
    expect(await code(await get(agent, '/wps/agent/team/overview?from=2026-01-01&to=2026-06-01'))).toBe('date_range_too_long');
    expect(await code(await post(agent, '/wps/agent/team/downlines', { username: 'abcdefg' }))).toBe('bad_request');
    expect(await code(await post(agent, '/wps/agent/team/downlines', { username: 'abcdefg', password: { a: 1 }, confirmPassword: 'x' }))).toBe('bad_request');
    expect(await code(await post(agent, '/wps/agent/team/downlines', { username: 'a'.repeat(65), password: 'x', confirmPassword: 'x' }))).toBe('bad_request');
  });
});

describe('[M2-22] downline registration', () => {
  it('[M2-22] registers a member whose upline is the agent; errors per field under the merchant\'s rules', async () => {
    const agent = await person(41);
    const bad = await post(agent, '/wps/agent/team/downlines', { username: '1abc', password: 'abc', confirmPassword: 'abd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      value: { fields: { username: { key: 'pattern.LETTER_FIRST.range' }, password: { key: expect.stringMatching(/^pattern\./) }, confirmPassword: { key: 'confirmPasswordMismatch' } } },
    });
    const empty = await post(agent, '/wps/agent/team/downlines', { username: '', password: '', confirmPassword: '' });
    expect(empty.json().value.fields).toEqual({ username: { key: 'required', values: {} }, password: { key: 'required', values: {} }, confirmPassword: { key: 'required', values: {} } });

    const username = `dl${process.pid % 10000}x${++seq}`;
    const ok = await post(agent, '/wps/agent/team/downlines', { username, password: 'Secret123', confirmPassword: 'Secret123' });
    expect(ok.statusCode, ok.body).toBe(200);
    const row = await testDb.db.selectFrom('member').select(['parent_member_id', 'type', 'password_hash']).where('member_id', '=', ok.json().value.memberId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_member_id: agent.memberId, type: 0 });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const again = await post(agent, '/wps/agent/team/downlines', { username: username.toUpperCase(), password: 'Secret123', confirmPassword: 'Secret123' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'username_taken', value: { fields: { username: { key: 'usernameTaken' } } } });

    const list = (await get(agent, `/wps/agent/team/downlines?username=${username.slice(0, 6).toUpperCase()}`)).json().value;
    expect(list.content.map((r: { account: string }) => r.account)).toEqual([username]);
  });
});

describe('team data', () => {
  it('[M2-21][M2-23] overview and downline list count the whole team by level, new, active members, money and balances', async () => {
    const agent = await person(1);
    const direct1 = await person(0, agent, new Date('2026-06-01T02:00:00Z')); // today, local
    const subAgent = await person(2, agent, new Date('2026-05-10T02:00:00Z')); // last month
    const deep = await person(0, subAgent, new Date('2026-05-31T18:00:00Z')); // 1 June 01:00 local: today
    const outsider = await person(0);
    await deposit(agent.memberId, 5_000n);
    await deposit(direct1.memberId, 10_000n);
    await deposit(deep.memberId, 2_500n);
    await deposit(outsider.memberId, 99_999n);
    await round(direct1.memberId, '2026-05-31T10:00:00Z', 1_000, 300);
    await round(deep.memberId, '2026-06-01T01:00:00Z', 500, 2_000);
    await round(deep.memberId, '2026-06-01T01:30:00Z', 700, 0, 'rolled_back');
    await round(outsider.memberId, '2026-06-01T01:00:00Z', 9_000, 0);

    const o = (await get(agent, '/wps/agent/team/overview')).json().value;
    expect(o).toMatchObject({
      directMembers: 2, teamMembers: 3, newToday: 2, newThisMonth: 2, activeMembers: 2,
      deposits: 12_500, withdrawals: 0, betAmount: 1_500, winAmount: 2_300, profitAndLoss: 800,
      teamBalance: 12_500, agentBalance: 5_000,
      from: '2026-05-26', to: '2026-06-01', timeZone: 'Asia/Phnom_Penh', currency: { code: 'USD' },
    });

    const all = (await get(agent, '/wps/agent/team/downlines')).json().value;
    expect(all.total).toBe(3);
    expect(all.content.map((r: { account: string; level: number }) => [r.account, r.level])).toEqual([
      [direct1.account, 1], [subAgent.account, 1], [deep.account, 2],
    ]);
    expect(all.content[0]).toMatchObject({ balance: 10_000, status: 'online', isAgent: false, downlineCount: 0, parentAccount: agent.account });
    expect(all.content[1]).toMatchObject({ isAgent: true, downlineCount: 1 });
    expect((await get(agent, '/wps/agent/team/downlines?level=2')).json().value.content.map((r: { account: string }) => r.account)).toEqual([deep.account]);
    const paged = (await get(agent, '/wps/agent/team/downlines?pageSize=2&pageNo=2')).json().value;
    expect(paged).toMatchObject({ total: 3, totalPages: 2, pageNum: 2 });
    expect(paged.content).toHaveLength(1);
  });

  it('[M2-24][M2-25][M2-27] team bets, profit per local day and downline transactions cover the team only', async () => {
    const agent = await person(1);
    const a = await person(0, agent);
    const sub = await person(1, agent);
    const b = await person(0, sub);
    const outsider = await person(0);
    await round(a.memberId, '2026-05-30T02:00:00Z', 1_000, 0);
    await round(b.memberId, '2026-05-31T16:30:00Z', 500, 1_500); // 31 May 23:30 local
    await round(b.memberId, '2026-05-31T17:30:00Z', 2_000, 1_000); // 1 June 00:30 local
    await round(outsider.memberId, '2026-05-31T10:00:00Z', 7_777, 0);
    await deposit(a.memberId, 4_000n);
    await deposit(b.memberId, 6_000n);
    await deposit(outsider.memberId, 1_000n);

    const bets = (await get(agent, '/wps/agent/team/bets')).json().value;
    expect(bets.total).toBe(3);
    expect(bets.content.map((r: { account: string; betAmount: number }) => [r.account, r.betAmount])).toEqual([[b.account, 2_000], [b.account, 500], [a.account, 1_000]]);
    expect(bets.totals).toEqual({ betAmount: 3_500, winAmount: 2_500, net: -1_000 });
    expect((await get(agent, `/wps/agent/team/bets?username=${a.account}`)).json().value.total).toBe(1);
    // Any interface language may ask for the bets: game names fall back to English outside km, en and zh.
    expect((await get(agent, '/wps/agent/team/bets?lang=vi')).json().value.content.map((r: { gameName: string }) => r.gameName)).toEqual(bets.content.map((r: { gameName: string }) => r.gameName));

    const profit = (await get(agent, '/wps/agent/team/profit')).json().value;
    expect(profit.content).toEqual([
      { date: '2026-06-01', activeMembers: 1, rounds: 1, betAmount: 2_000, winAmount: 1_000, net: -1_000 },
      { date: '2026-05-31', activeMembers: 1, rounds: 1, betAmount: 500, winAmount: 1_500, net: 1_000 },
      { date: '2026-05-30', activeMembers: 1, rounds: 1, betAmount: 1_000, winAmount: 0, net: -1_000 },
    ]);
    expect(profit.totals).toEqual({ activeMembers: 2, betAmount: 3_500, winAmount: 2_500, net: -1_000 });

    const tx = (await get(agent, '/wps/agent/team/transactions')).json().value;
    expect(tx.content.map((r: { account: string; type: string; amount: number }) => [r.account, r.type, r.amount])).toEqual([[b.account, 'deposit', 6_000], [a.account, 'deposit', 4_000]]);
    expect(tx.totals).toEqual({ totalIn: 10_000, totalOut: 0, net: 10_000 });
    expect((await get(agent, '/wps/agent/team/transactions?type=withdrawal')).json().value.total).toBe(0);

    // The sub-agent sees its own branch only.
    expect((await get(sub, '/wps/agent/team/bets')).json().value.total).toBe(2);
  });

  it('[M2-26] income lists the commissions, salaries and dividends credited to the agent, not its deposits', async () => {
    const agent = await person(1);
    const other = await person(1);
    await deposit(agent.memberId, 3_000n);
    await income(agent.memberId, 'daily_wage', 1_200, '2026-05-31T05:00:00Z');
    await income(agent.memberId, 'dividend', 800, '2026-06-01T05:00:00Z');
    await income(other.memberId, 'daily_wage', 5_000, '2026-06-01T05:00:00Z');
    const value = (await get(agent, '/wps/agent/team/revenue')).json().value;
    expect(value.content.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([['dividend', 800], ['daily_wage', 1_200]]);
    expect(value.totals).toEqual({ amount: 2_000, byKind: { daily_wage: 1_200, dividend: 800 } });
  });
});
