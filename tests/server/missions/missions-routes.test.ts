// Missions through the whole server: progress from real game rounds and deposits of the merchant's day and week,
// claiming (points and a bonus posted once through the ledger), the header badge, the leaderboard with masked
// names, resets at local midnight, trial accounts refused. Runs on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngagementApp, type EngagementTestApp, type Member } from '../messages/engagement-test-app.js';

let e: EngagementTestApp;
// 12:00 in Phnom Penh (UTC+7) on Wednesday 3 June 2026.
beforeAll(async () => { e = await openEngagementApp('2026-06-03T05:00:00Z'); }, 60_000);
afterAll(async () => { await e.close(); });

async function playRounds(who: Member, n: number, opts: { bet?: number; at?: Date; status?: string } = {}) {
  const at = opts.at ?? e.clock.now();
  for (let i = 0; i < n; i++) {
    await sql`insert into game_round (merchant_id, round_id, member_id, node_id, vassalage, game_type, currency, bet_amount, win_amount, status, created_at)
      values (${who.merchant}, ${randomUUID()}, ${who.memberId}, '1', 'LIVERY', 'RNG', 'USD', ${opts.bet ?? 100}, 0, ${opts.status ?? 'settled'}, ${at})`.execute(e.t.testDb.db);
  }
}

async function depositOnce(who: Member, status = 'succeeded') {
  const at = e.clock.now();
  await sql`insert into payment_deposit (merchant_id, deposit_id, member_id, method_id, method_type, provider, amount, currency, status, request_key, fingerprint, created_at, updated_at, expires_at, completed_at)
    values (${who.merchant}, ${randomUUID()}::uuid, ${who.memberId}, 'bank', 'BANK_TRANSFER', 'SANDBOX', 1000, 'USD', ${status}, ${randomUUID()}, 'f', ${at}, ${at}, ${at}, ${status === 'succeeded' ? at : null})`.execute(e.t.testDb.db);
}

type MissionDto = { missionId: string; status: string; state: number; progress: number; target: number; reward: number; points: number; period: { type: string; key: string; endsAt: string } };
const missions = async (who: Member) => {
  const res = await e.call(who, 'GET', '/wps/missions/summary');
  expect(res.status).toBe(200);
  return res.body.value as { missions: MissionDto[]; claimable: number; currency: string };
};
const mission = async (who: Member, id: string) => (await missions(who)).missions.find((m) => m.missionId === id)!;

describe('GET /wps/missions/summary', () => {
  it('[M3-14][M7-16][M2-13] lists the day\'s and week\'s missions with progress from real rounds and deposits', async () => {
    const me = await e.member('demo');
    const fresh = await missions(me);
    expect(fresh.claimable).toBe(0);
    expect(fresh.missions.map((m) => [m.missionId, m.status, m.state, m.progress])).toEqual([
      ['daily_rounds', 'in_progress', 0, 0],
      ['daily_turnover', 'in_progress', 0, 0],
      ['daily_deposit', 'in_progress', 0, 0],
      ['weekly_rounds', 'in_progress', 0, 0],
    ]);
    // The day and week of Phnom Penh: the week starts on Monday 1 June.
    expect(fresh.missions[0]!.period).toMatchObject({ type: 'daily', key: '2026-06-03', endsAt: '2026-06-03T17:00:00.000Z' });
    expect(fresh.missions[3]!.period).toMatchObject({ type: 'weekly', key: '2026-06-01', endsAt: '2026-06-07T17:00:00.000Z' });

    await playRounds(me, 4, { bet: 250 });
    await playRounds(me, 3, { status: 'rolled_back' });
    // Yesterday's rounds count for the week, not the day.
    await playRounds(me, 2, { at: new Date('2026-06-02T10:00:00Z') });
    await depositOnce(me, 'failed');
    let now = await missions(me);
    expect(now.missions.find((m) => m.missionId === 'daily_rounds')).toMatchObject({ progress: 4, target: 10, status: 'in_progress' });
    expect(now.missions.find((m) => m.missionId === 'daily_turnover')).toMatchObject({ progress: 1000, target: 5000 });
    expect(now.missions.find((m) => m.missionId === 'weekly_rounds')).toMatchObject({ progress: 6 });
    expect(now.missions.find((m) => m.missionId === 'daily_deposit')).toMatchObject({ progress: 0 });

    await playRounds(me, 8);
    await depositOnce(me);
    now = await missions(me);
    expect(now.missions.find((m) => m.missionId === 'daily_rounds')).toMatchObject({ progress: 10, status: 'claimable', state: 1 });
    expect(now.missions.find((m) => m.missionId === 'daily_deposit')).toMatchObject({ progress: 1, status: 'claimable' });
    expect(now.claimable).toBe(2);
    expect((await e.call(me, 'GET', '/wps/member/badges')).body.value).toMatchObject({ missions: 2 });
  });

  it('[M3-14] scales targets and rewards to the merchant currency', async () => {
    const lotto = await missions(await e.member('lotto'));
    expect(lotto.currency).toBe('VND');
    expect(lotto.missions.find((m) => m.missionId === 'daily_rounds')!.reward).toBe(25_000);
  });
});

describe('POST /wps/missions/:missionId/claim', () => {
  it('[M3-14][M2-18] claims a completed mission once: points recorded, bonus credited under bonus:mission:<id>:<member>:<period>', async () => {
    const me = await e.member('demo');
    await playRounds(me, 10);
    const claimed = await e.call(me, 'POST', '/wps/missions/daily_rounds/claim');
    expect(claimed).toMatchObject({ status: 200, body: { success: true, value: { missionId: 'daily_rounds', periodKey: '2026-06-03', points: 10, reward: 100, balance: 100 } } });
    expect(await mission(me, 'daily_rounds')).toMatchObject({ status: 'claimed', state: 2 });
    expect((await e.call(me, 'GET', '/wps/member/badges')).body.value.missions).toBe(0);
    const balance = await e.call(me, 'GET', '/wps/v2/wallets/balance');
    expect(balance.body.value.balance).toBe(100);

    expect(await e.call(me, 'POST', '/wps/missions/daily_rounds/claim')).toMatchObject({ status: 409, body: { code: 'mission_already_claimed' } });
    const key = `bonus:mission:daily_rounds:${me.memberId}:2026-06-03`;
    const entries = await sql<{ n: number }>`select count(*)::int as n from journal_entry where merchant_id = 'demo' and idempotency_key = ${key}`.execute(e.t.testDb.db);
    expect(entries.rows[0]!.n).toBe(1);
    expect((await e.t.app.ledger.audit('demo')).driftedAccounts).toEqual([]);
  });

  it('[M3-14] two claims at once credit once', async () => {
    const me = await e.member('demo');
    await playRounds(me, 10);
    const answers = await Promise.all([1, 2, 3].map(() => e.call(me, 'POST', '/wps/missions/daily_rounds/claim')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await e.call(me, 'GET', '/wps/v2/wallets/balance')).body.value.balance).toBe(100);
  });

  it('[M3-14] refuses a mission in progress (409 mission_not_completed) and an unknown one (404 mission_not_found)', async () => {
    const me = await e.member('demo');
    await playRounds(me, 9);
    expect(await e.call(me, 'POST', '/wps/missions/daily_rounds/claim')).toMatchObject({ status: 409, body: { code: 'mission_not_completed' } });
    expect(await e.call(me, 'POST', '/wps/missions/no_such/claim')).toMatchObject({ status: 404, body: { code: 'mission_not_found' } });
    expect(await e.call(me, 'POST', '/wps/missions/BAD-ID!/claim')).toMatchObject({ status: 400, body: { code: 'invalid_mission_id' } });
  });

  it('[M3-14] the day\'s missions start again at local midnight; the week\'s progress stays', async () => {
    e.clock.set('2026-06-04T16:30:00Z'); // 23:30 on Thursday in Phnom Penh
    const me = await e.member('demo');
    await playRounds(me, 10);
    expect((await e.call(me, 'POST', '/wps/missions/daily_rounds/claim')).status).toBe(200);
    e.clock.set('2026-06-04T17:30:00Z'); // 00:30 on Friday
    expect(await mission(me, 'daily_rounds')).toMatchObject({ status: 'in_progress', progress: 0, period: { key: '2026-06-05' } });
    expect(await mission(me, 'weekly_rounds')).toMatchObject({ progress: 10, period: { key: '2026-06-01' } });
    e.clock.set('2026-06-03T05:00:00Z');
  });

  it.each([
    ['GET', '/wps/missions/summary'],
    ['GET', '/wps/missions/leaderboard'],
    ['POST', '/wps/missions/daily_rounds/claim'],
  ] as const)('[M3-14] %s %s: 401 without a session, 403 in_need_true_account for a trial account', async (method, url) => {
    expect(await e.call({ merchant: 'demo' }, method, url)).toMatchObject({ status: 401, body: { code: 'not_logged_in' } });
    expect(await e.call(await e.member('demo', { type: 4 }), method, url)).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
  });
});

describe('GET /wps/missions/leaderboard', () => {
  it('[M3-14][M7-16] ranks this week\'s members by mission points, names masked, and says where I stand', async () => {
    const a = await e.member('basic', { account: 'alice1234' });
    const b = await e.member('basic', { account: 'bob987' });
    const me = await e.member('basic', { account: 'carol55' });
    await playRounds(a, 10, { bet: 600 });
    await playRounds(b, 10);
    for (const id of ['daily_rounds', 'daily_turnover']) await e.call(a, 'POST', `/wps/missions/${id}/claim`);
    await e.call(b, 'POST', '/wps/missions/daily_rounds/claim');

    const mine = await e.call(me, 'GET', '/wps/missions/leaderboard');
    expect(mine.status).toBe(200);
    expect(mine.body.value.period).toMatchObject({ type: 'weekly', key: '2026-06-01' });
    expect(mine.body.value.list).toEqual([
      { rank: 1, account: 'al***4', points: 30, completed: 2, isMe: false },
      { rank: 2, account: 'bo***7', points: 10, completed: 1, isMe: false },
    ]);
    expect(mine.body.value.me).toEqual({ rank: null, points: 0, completed: 0 });
    const bob = await e.call(b, 'GET', '/wps/missions/leaderboard');
    expect(bob.body.value.list[1]).toMatchObject({ isMe: true });
    expect(bob.body.value.me).toEqual({ rank: 2, points: 10, completed: 1 });
    // Nothing of the account names in the clear.
    expect(JSON.stringify(mine.body)).not.toMatch(/alice1234|bob987/);
  });
});
