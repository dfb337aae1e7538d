import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractsTestApp, type Person } from './contracts-test-app.js';

type T = Awaited<ReturnType<typeof contractsTestApp>>;
let t: T;
let upline: Person;
let agent: Person;
let member: Person;
let other: Person;

const tiers = [
  { minTeamBet: 10_000, minActiveMembers: 1, rate: 100 },
  { minTeamBet: 50_000, minActiveMembers: 2, rate: 200 },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
type Json = { success: boolean; code?: string; value?: any };

async function call(p: Person, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: await p.headers(), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Json };
}
const offer = (p: Person, body: object) => call(p, 'POST', '/wps/relay/ACS_contractOffer', body);
const act = (p: Person, action: 'Accept' | 'Reject' | 'Terminate', contractId: string) => call(p, 'POST', `/wps/relay/ACS_contract${action}`, { contractId });
const mainWallet = async (p: Person) => (await t.app.ledger.memberWallets('demo', 'USD', p.memberId)).main;

beforeAll(async () => {
  t = await contractsTestApp();
  upline = await t.person(1);
  agent = await t.person(2, upline);
  member = await t.person(0, agent);
  other = await t.person(1);
});
afterAll(async () => t?.close());

describe('agent contract relay endpoints', () => {
  it('[M7-14][M4-4] an upline offers, the downline sees the offer (request new) and accepts it (accepted, success)', async () => {
    const downlines = await call(upline, 'GET', '/wps/relay/ACS_contractDownlines');
    expect(downlines.body.value.agents).toEqual([{ account: agent.account, nickname: null }]);

    const made = await offer(upline, { kind: 'daily', downline: agent.account, activeMinBet: 1_000, tiers });
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({ kind: 'daily', role: 'upline', periodType: 'daily', status: 'offer', requestState: 'new', actions: [] });
    const id = made.body.value.contractId as string;

    const seen = await call(agent, 'GET', '/wps/relay/ACS_contracts?kind=daily');
    expect(seen.body.value.contracts).toHaveLength(1);
    expect(seen.body.value.contracts[0]).toMatchObject({ contractId: id, role: 'downline', upline: { account: upline.account }, tiers, actions: ['accept', 'reject'] });
    expect(seen.body.value.kinds).toEqual(['dividend', 'daily', 'hourly', 'realtime']);

    expect(await act(upline, 'Accept', id)).toMatchObject({ status: 403, body: { code: 'contract_action_not_allowed' } });
    expect(await act(other, 'Accept', id)).toMatchObject({ status: 404, body: { code: 'contract_not_found' } });
    const accepted = await act(agent, 'Accept', id);
    expect(accepted.body.value).toMatchObject({ status: 'accepted', requestState: 'success', actions: ['terminate'] });
    expect(await act(agent, 'Reject', id)).toMatchObject({ status: 409, body: { code: 'contract_not_open' } });
    // One live contract of a kind per downline.
    expect(await offer(upline, { kind: 'daily', downline: agent.account, activeMinBet: 1_000, tiers })).toMatchObject({ status: 409, body: { code: 'contract_exists' } });
  });

  it('[M7-14][M3-8] refuses with message keys: non-agents, other teams, bad tiers, a switched-off kind', async () => {
    expect(await call(member, 'GET', '/wps/relay/ACS_contracts')).toMatchObject({ status: 403, body: { code: 'non_agent_cannot_login' } });
    expect(await offer(other, { kind: 'hourly', downline: agent.account, activeMinBet: 1, tiers })).toMatchObject({ status: 404, body: { code: 'downline_not_found' } });
    expect(await offer(upline, { kind: 'hourly', downline: agent.account, activeMinBet: 1, tiers: [tiers[1], tiers[0]] }))
      .toMatchObject({ status: 400, body: { code: 'tiers_not_ascending', value: { tier: 1, field: 'rate' } } });
    expect(await offer(upline, { kind: 'hourly', downline: agent.account, activeMinBet: 1, periodType: 'monthly', tiers }))
      .toMatchObject({ status: 400, body: { code: 'invalid_period_type' } });
    expect(await offer(upline, { kind: 'hourly', downline: agent.account, activeMinBet: 1, tiers: [{ minTeamBet: -1, minActiveMembers: 0, rate: 5 }] }))
      .toMatchObject({ status: 400, body: { code: 'bad_request' } });
    expect(await offer(upline, { kind: 'weekly', downline: agent.account, activeMinBet: 1, tiers })).toMatchObject({ status: 400 });
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/ACS_contracts' })).statusCode).toBe(401);
    // basic switches every contract kind off.
    const basicAgent = await t.person(1, undefined, 'basic');
    expect(await call(basicAgent, 'GET', '/wps/relay/ACS_contracts?kind=dividend')).toMatchObject({ status: 403, body: { code: 'contract_kind_disabled' } });
  });

  it('[M3-8][M9-10] a daily salary pays the highest tier met on the team valid bet once the day has closed, exactly once', async () => {
    // The agent and his member bet today (Phnom Penh): team bet 60,000 with 2 active members -> tier 2, 2%.
    await t.round(agent, 20_000, 5_000);
    await t.round(member, 40_000, 0);
    await t.round(member, 500, 0); // counts in the bet, not for activity on its own
    const before = await mainWallet(agent);
    expect(await t.app.contractJobs.run()).toBe(0); // the day has not ended
    t.clock.advance(24 * 3_600_000);
    expect(await t.app.contractJobs.run()).toBe(1);
    expect(await t.app.contractJobs.run()).toBe(0);
    expect(await mainWallet(agent) - before).toBe(1_210n); // 2% of 60,500

    const records = await call(agent, 'GET', '/wps/relay/ACS_dailySalaryRecords');
    expect(records.body.value).toMatchObject({ total: 1, totalAmount: 1_210, timeZone: 'Asia/Phnom_Penh' });
    expect(records.body.value.content[0]).toMatchObject({
      role: 'downline', periodType: 'daily', periodStart: '2026-05-31T17:00:00.000Z', periodEnd: '2026-06-01T17:00:00.000Z',
      teamBet: 60_500, teamNet: -55_500, activeMembers: 2, tier: 1, rate: 200, amount: 1_210, paid: true,
    });
    // The upline sees his downline's record too, and is paid nothing.
    const upl = await call(upline, 'GET', '/wps/relay/ACS_dailySalaryRecords');
    expect(upl.body.value).toMatchObject({ total: 1, totalAmount: 0 });
    expect(upl.body.value.content[0].role).toBe('upline');
    const audit = await t.app.ledger.audit('demo');
    expect(audit.driftedAccounts).toEqual([]);
    expect(audit.unbalancedEntries).toEqual([]);
  });

  it('[M4-5][M9-6][M7-14] a real-time salary settles every 5 minutes, its records by POST', async () => {
    const made = await offer(upline, { kind: 'realtime', downline: agent.account, activeMinBet: 1, tiers: [{ minTeamBet: 1, minActiveMembers: 1, rate: 50 }] });
    expect(made.body.value.periodType).toBe('fiveMinutes');
    await act(agent, 'Accept', made.body.value.contractId);
    t.clock.advance(60_000);
    await t.round(member, 10_000, 0);
    t.clock.advance(5 * 60_000);
    await t.round(member, 30_000, 0);
    t.clock.advance(5 * 60_000);
    expect(await t.app.contractJobs.run()).toBe(2);
    const records = await call(agent, 'POST', '/wps/relay/ACS_realtimeSalaryRecords', { pageNo: 1, pageSize: 10 });
    expect(records.body.value.content.map((r: { amount: number; periodEnd: string; periodStart: string }) => [r.amount, Date.parse(r.periodEnd) - Date.parse(r.periodStart)]))
      .toEqual([[150, 300_000], [50, 300_000]]);
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/ACS_realtimeSalaryRecords', headers: await agent.headers() })).statusCode).toBe(404);
    // 5-minute periods without a team bet leave no record.
    t.clock.advance(30 * 60_000);
    expect(await t.app.contractJobs.run()).toBe(0);
    expect((await call(agent, 'POST', '/wps/relay/ACS_realtimeSalaryRecords', {})).body.value.total).toBe(2);
  });

  it('[M4-4][M3-8] a dividend shares the team net loss; termination asked by one side, agreed by the other; the last period stops at it', async () => {
    const made = await offer(upline, { kind: 'dividend', downline: agent.account, periodType: 'weekly', activeMinBet: 1_000, tiers: [{ minTeamBet: 1_000, minActiveMembers: 1, rate: 1_000 }] });
    const id = made.body.value.contractId as string;
    await act(agent, 'Accept', id);
    await t.round(member, 100_000, 20_000); // the team lost 80,000
    const asked = await act(agent, 'Terminate', id);
    expect(asked.body.value).toMatchObject({ status: 'accepted', requestState: 'termination', terminationBy: 'downline', actions: [] });
    expect(await act(agent, 'Terminate', id)).toMatchObject({ status: 409, body: { code: 'termination_already_requested' } });
    const seenByUpline = await call(upline, 'GET', '/wps/relay/ACS_contracts?kind=dividend');
    expect(seenByUpline.body.value.contracts[0]).toMatchObject({ requestState: 'termination', actions: ['terminate'] });
    t.clock.advance(60_000);
    const done = await act(upline, 'Terminate', id);
    expect(done.body.value).toMatchObject({ status: 'terminated', requestState: 'success' });
    t.clock.advance(60_000);
    await t.round(member, 500_000, 0); // after the end: not counted
    t.clock.advance(8 * 24 * 3_600_000);
    await t.app.contractJobs.run();
    const records = await call(agent, 'GET', '/wps/relay/ACS_dividendRecords');
    expect(records.body.value.content).toHaveLength(1);
    expect(records.body.value.content[0]).toMatchObject({ teamNet: -80_000, amount: 8_000, tier: 0, paid: true });
    expect(records.body.value.totalAmount).toBe(8_000);
    // A new offer is possible once the old contract ended.
    expect((await offer(upline, { kind: 'dividend', downline: agent.account, activeMinBet: 1_000, tiers })).status).toBe(200);
  });

  it('[M3-8] a downline is never offered a better rate than his upline earns on his own contract of the kind', async () => {
    const sub = await t.person(2, agent);
    // agent holds an accepted daily contract with a best rate of 200 (first test).
    expect(await offer(agent, { kind: 'daily', downline: sub.account, activeMinBet: 1, tiers: [{ minTeamBet: 0, minActiveMembers: 0, rate: 201 }] }))
      .toMatchObject({ status: 400, body: { code: 'rate_above_upline', value: { tier: 0, field: 'rate' } } });
    expect((await offer(agent, { kind: 'daily', downline: sub.account, activeMinBet: 1, tiers: [{ minTeamBet: 0, minActiveMembers: 0, rate: 200 }] })).status).toBe(200);
  });

  it('[M7-14] the development route settles the running period now, and the job does not pay it again', async () => {
    const made = await offer(upline, { kind: 'hourly', downline: agent.account, activeMinBet: 1, tiers: [{ minTeamBet: 0, minActiveMembers: 1, rate: 100 }] });
    await act(agent, 'Accept', made.body.value.contractId);
    await t.round(agent, 10_000, 0);
    const settled = await call(agent, 'POST', '/dev/contracts/settle', { contractId: made.body.value.contractId });
    expect(settled.body.value).toEqual({ settled: 1 });
    const records = await call(agent, 'POST', '/wps/relay/ACS_hourSalaryRecords', {});
    expect(records.body.value.content[0]).toMatchObject({ amount: 100, periodType: 'hourly' });
    t.clock.advance(3_600_000);
    await t.app.contractJobs.run();
    expect((await call(agent, 'POST', '/wps/relay/ACS_hourSalaryRecords', {})).body.value.total).toBe(1);
    expect(await call(member, 'POST', '/dev/contracts/settle', {})).toMatchObject({ status: 403, body: { code: 'non_agent_cannot_login' } });
  });
});
