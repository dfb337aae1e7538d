// Betting on the self-run lottery draws in the whole server (buildApp): the open issue and its odds, a bet that
// debits the main wallet and opens a LOTT round in one transaction, idempotent retries, refusals, settlement once
// the draw has passed (on read and by the job, twice = one credit) and a ledger that still balances.
// Runs on PGlite and, with DATABASE_URL, PostgreSQL.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { isWinning } from '../../../server/domain/lottery/rules.js';
import { lotterySettlementJob } from '../../../server/routes/games/lottery-bet-routes.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let clock = new Date('2026-06-01T10:00:30Z');
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await openTestApp({ accounts: { clock: { now: () => clock } } });
  await seedGameCatalogue(t.testDb.db);
}, 60_000);
afterAll(async () => { await t.close(); });

const host = (merchant: string) => `${merchant}.localhost`;
type Json = { success: boolean; code?: string; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Player { memberId: string; merchant: string; authorization: string }

async function player(merchant = 'demo', funds = 0, type = 0): Promise<Player> {
  const account = `lot${process.pid % 1000}x${++counter}`;
  const memberId = (await insertMember(t.testDb.db, { merchantId: merchant, account, type, passwordHash: null, passwordChangedAt: null, createdAt: clock }))!;
  const token = await createSession(t.testDb.db, { now: () => clock }, {
    merchantId: merchant, memberId, memberType: type, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  if (funds > 0) {
    // Test-only funding: a deposit posted straight to the ledger's main wallet.
    const deposit = await t.app.ledger.post(ledgerContextOf(t.config.merchants.get(merchant)!), `deposit:test-${memberId}`,
      { type: 'deposit', memberId, amount: BigInt(funds), provider: 'TEST', reference: memberId });
    expect(deposit.ok).toBe(true);
  }
  return { memberId, merchant, authorization: `Bearer ${token}` };
}

async function call(p: Player | null, method: 'GET' | 'POST', url: string, payload?: object, merchant = p?.merchant ?? 'demo') {
  const res = await t.app.inject({ method, url, headers: { host: host(merchant), ...(p ? { authorization: p.authorization } : {}) }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Json };
}

const issueOf = async (gameCode: string, merchant = 'demo') => (await call(null, 'GET', `/lgw/vn/lottery/issue?gameCode=${gameCode}&language=en`, undefined, merchant)).body.value;
const bet = (p: Player, body: Record<string, unknown>) => call(p, 'POST', '/lgw/vn/lottery/bet', { idempotencyKey: randomUUID(), ...body });
const mainBalance = async (p: Player) => (await t.app.ledger.memberWallets(p.merchant, t.config.merchants.get(p.merchant)!.currency.code, p.memberId)).main;
const entries = async (merchant: string, key: string) =>
  Number((await sql<{ n: string }>`select count(*)::text as n from journal_entry where merchant_id = ${merchant} and idempotency_key = ${key}`.execute(t.testDb.db)).rows[0]!.n);
const round = async (merchant: string, betId: string) =>
  (await sql<{ status: string; vassalage: string; bet_amount: string; win_amount: string; member_id: string }>`
    select status, vassalage, bet_amount::text, win_amount::text, member_id from game_round where merchant_id = ${merchant} and round_id = ${betId}`.execute(t.testDb.db)).rows[0];
const expectAuditClean = async (merchant: string) => {
  const audit = await t.app.ledger.audit(merchant);
  expect(audit.driftedAccounts).toEqual([]);
  expect(audit.unbalancedEntries).toEqual([]);
  expect(audit.negativeMemberAccounts).toEqual([]);
  for (const { total } of audit.totals) expect(total).toBe(0n);
};

describe('GET /lgw/vn/lottery/issue', () => {
  it('[P7.2-15][P7.2-16] answers the open issue, its draw and closing times, the server time and, for LOTT, bet types with odds', async () => {
    const value = await issueOf('CQSSC');
    expect(value).toMatchObject({
      gameCode: 'CQSSC', vassalage: 'LOTT', groupCode: 'SSC', drawSeconds: 1200, closeSeconds: 30, issue: '202606010032',
      drawAt: '2026-06-01T10:20:00.000Z', closeAt: '2026-06-01T10:19:30.000Z', serverTime: clock.toISOString(), bettable: true,
      stake: { min: 100, max: 10_000_000 }, currency: 'USD',
    });
    expect(value.betTypes).toEqual([
      { betType: 'SSC_POSITION', positions: 5, picks: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], odds: 9.8 },
      { betType: 'SSC_BIG_SMALL', positions: null, picks: ['big', 'small'], odds: 1.96 },
    ]);
  });

  it('[P4.6-6] draws the other lottery vendors\' games here too, with their bet types (issue 14), refuses unknown games', async () => {
    expect(await issueOf('TH_GLO')).toMatchObject({ vassalage: 'TCG_SEA', bettable: true, betTypes: [{ betType: 'SEA_FIRST_LAST2', positions: null, odds: 98 }] });
    expect(await issueOf('VN_HN')).toMatchObject({ vassalage: 'TCG_LOTTO_VN', bettable: true, betTypes: [{ betType: 'VN_SPECIAL_LAST2', odds: 98 }] });
    expect(await issueOf('LHC_5M')).toMatchObject({ vassalage: 'ELOTT', bettable: true, betTypes: [{ betType: 'LHC_SPECIAL' }] });
    expect((await call(null, 'GET', '/lgw/vn/lottery/issue?gameCode=NOPE')).status).toBe(404);
    // basic offers no lottery at all.
    expect((await call(null, 'GET', '/lgw/vn/lottery/issue?gameCode=CQSSC', undefined, 'basic')).body.code).toBe('game_not_found');
    expect((await call(null, 'GET', '/lgw/vn/lottery/issue?gameCode=a%20b')).body.code).toBe('invalid_game_code');
  });
});

describe('POST /lgw/vn/lottery/bet', () => {
  it('[P6-2] debits the main wallet under bet:lott:<betId> and opens a LOTT round in the same transaction', async () => {
    const p = await player('demo', 10_000);
    const { issue } = await issueOf('CQSSC');
    const res = await bet(p, { gameCode: 'CQSSC', issue, betType: 'SSC_POSITION', position: 2, pick: '7', amount: 1_000 });
    expect(res.status).toBe(200);
    const placed = res.body.value.bet;
    expect(placed).toMatchObject({ gameCode: 'CQSSC', gameName: 'Chongqing Time Lottery', issue, betType: 'SSC_POSITION', position: 2, pick: '7', odds: 9.8, amount: 1_000, status: 'open', winAmount: 0, numbers: null });
    expect(res.body.value).toMatchObject({ balance: 9_000, replayed: false });
    expect(await mainBalance(p)).toBe(9_000n);
    expect(await entries('demo', `bet:lott:${placed.betId}`)).toBe(1);
    expect(await round('demo', placed.betId)).toMatchObject({ status: 'open', vassalage: 'LOTT', bet_amount: '1000', member_id: p.memberId });
  });

  it('answers a retry with the same key with the first bet and moves nothing; another bet under the key is refused', async () => {
    const p = await player('demo', 5_000);
    const { issue } = await issueOf('BJPK10');
    const body = { gameCode: 'BJPK10', issue, betType: 'PK10_CHAMPION', pick: '3', amount: 500, idempotencyKey: `retry-${randomUUID()}` };
    const first = await call(p, 'POST', '/lgw/vn/lottery/bet', body);
    const again = await call(p, 'POST', '/lgw/vn/lottery/bet', { ...body, pick: '03' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({ replayed: true, balance: 4_500, bet: { betId: first.body.value.bet.betId, pick: '03' } });
    const [a, b] = await Promise.all([call(p, 'POST', '/lgw/vn/lottery/bet', body), call(p, 'POST', '/lgw/vn/lottery/bet', body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await mainBalance(p)).toBe(4_500n);
    const reused = await call(p, 'POST', '/lgw/vn/lottery/bet', { ...body, amount: 600 });
    expect(reused).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
    expect((await call(p, 'GET', '/lgw/vn/lottery/bets')).body.value.total).toBe(1);
  });

  it('refuses a stake above the balance (409 insufficient_balance) and keeps nothing', async () => {
    const p = await player('demo', 300);
    const { issue } = await issueOf('JSK3');
    const res = await bet(p, { gameCode: 'JSK3', issue, betType: 'LF_BIG_SMALL', pick: 'big', amount: 400 });
    expect(res).toMatchObject({ status: 409, body: { code: 'insufficient_balance' } });
    expect(await mainBalance(p)).toBe(300n);
    expect((await call(p, 'GET', '/lgw/vn/lottery/bets')).body.value.total).toBe(0);
  });

  it('closes betting 30 s before the draw (409 betting_closed) and refuses an issue not open yet', async () => {
    const p = await player('demo', 5_000);
    const { issue, closeAt } = await issueOf('XYFT');
    const saved = clock;
    clock = new Date(closeAt);
    try {
      const closed = await bet(p, { gameCode: 'XYFT', issue, betType: 'PK10_CHAMPION_BIG_SMALL', pick: 'small', amount: 100 });
      expect(closed).toMatchObject({ status: 409, body: { code: 'betting_closed' } });
      const next = await issueOf('XYFT');
      expect(next.issue > issue).toBe(true);
      expect((await bet(p, { gameCode: 'XYFT', issue: next.issue, betType: 'PK10_CHAMPION_BIG_SMALL', pick: 'small', amount: 100 })).status).toBe(200);
    } finally {
      clock = saved;
    }
    expect((await bet(p, { gameCode: 'XYFT', issue: '999999999999', betType: 'PK10_CHAMPION', pick: '1', amount: 100 })).body.code).toBe('issue_not_open');
    expect(await mainBalance(p)).toBe(4_900n);
  });

  it('[P8-17][P4.6-6] refuses trial accounts (403 in_need_true_account), visitors (401) and bad input (400 with a key)', async () => {
    const trial = await player('demo', 5_000, 4);
    const { issue } = await issueOf('CQSSC');
    const body = { gameCode: 'CQSSC', issue, betType: 'SSC_BIG_SMALL', pick: 'big', amount: 100 };
    expect(await bet(trial, body)).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
    expect((await call(null, 'POST', '/lgw/vn/lottery/bet', { ...body, idempotencyKey: randomUUID() })).status).toBe(401);
    const p = await player('demo', 5_000);
    expect((await bet(p, { ...body, betType: 'SSC_POSITION' })).body.code).toBe('invalid_position');
    expect((await bet(p, { ...body, pick: 'huge' })).body.code).toBe('invalid_pick');
    expect((await bet(p, { ...body, betType: 'LHC_SPECIAL' })).body.code).toBe('invalid_bet_type');
    expect((await bet(p, { ...body, amount: 99 }))).toMatchObject({ status: 400, body: { code: 'amount_below_minimum', value: { min: 100 } } });
    expect((await bet(p, { ...body, amount: 1.5 })).body.code).toBe('invalid_amount');
    expect((await bet(p, { ...body, idempotencyKey: 'short' })).body.code).toBe('invalid_idempotency_key');
    const { issue: seaIssue } = await issueOf('TH_GLO');
    expect((await bet(p, { ...body, gameCode: 'TH_GLO', issue: seaIssue })).body.code).toBe('invalid_bet_type');
    expect(await mainBalance(p)).toBe(5_000n);
    expect(await mainBalance(trial)).toBe(5_000n);
  });
});

describe('settlement', () => {
  it('settles on read once the draw has passed: winners are credited under win:lott:<betId>, losers settle with nothing', async () => {
    const p = await player('demo', 10_000);
    const open = await issueOf('CQSSC');
    // One bet on every digit at position 1: exactly one wins 9.8 times its stake.
    const ids: string[] = [];
    for (let digit = 0; digit <= 9; digit++) {
      const res = await bet(p, { gameCode: 'CQSSC', issue: open.issue, betType: 'SSC_POSITION', position: 1, pick: String(digit), amount: 100 });
      expect(res.status).toBe(200);
      ids.push(res.body.value.bet.betId);
    }
    expect(await mainBalance(p)).toBe(9_000n);
    expect((await call(p, 'GET', '/lgw/vn/lottery/bets?status=open')).body.value.total).toBe(10);

    const saved = clock;
    clock = new Date(new Date(open.drawAt).getTime() + 1_000);
    try {
      const list = (await call(p, 'GET', '/lgw/vn/lottery/bets?pageSize=100')).body.value;
      expect(list.total).toBe(10);
      const won = list.content.filter((b: { status: string }) => b.status === 'won');
      expect(won).toHaveLength(1);
      expect(won[0]).toMatchObject({ winAmount: 980, numbers: expect.any(Array) });
      expect(won[0].pick).toBe(won[0].numbers[0]);
      expect(isWinning('SSC_POSITION', 1, won[0].pick, won[0].numbers)).toBe(true);
      expect(list.content.filter((b: { status: string }) => b.status === 'lost')).toHaveLength(9);
      // The drawn numbers are the opened numbers of that issue.
      const opened = (await call(null, 'GET', '/lgw/vn/numeros/opened/game?gameCode=CQSSC&size=1')).body.value[0];
      expect(opened).toMatchObject({ issue: open.issue, numbers: won[0].numbers });
      expect(await mainBalance(p)).toBe(9_980n);
      expect(await entries('demo', `win:lott:${won[0].betId}`)).toBe(1);
      expect(await round('demo', won[0].betId)).toMatchObject({ status: 'settled', win_amount: '980' });
      expect((await call(p, 'GET', '/lgw/vn/lottery/bets?status=won')).body.value.total).toBe(1);
      expect((await call(p, 'GET', '/lgw/vn/lottery/bets?status=lost&gameCode=CQSSC')).body.value.total).toBe(9);
    } finally {
      clock = saved;
    }
    await expectAuditClean('demo');
  });

  it('the job settles every merchant\'s due bets; running it twice, or at once, credits one win', async () => {
    const p = await player('lotto', 1_000_000);
    const open = await issueOf('BJPK10', 'lotto');
    for (let car = 1; car <= 10; car++) {
      expect((await bet(p, { gameCode: 'BJPK10', issue: open.issue, betType: 'PK10_CHAMPION', pick: String(car), amount: 10_000 })).status).toBe(200);
    }
    const job = lotterySettlementJob(t.app, () => clock);
    expect(await job.run()).toBe(0); // nothing is due before the draw
    const saved = clock;
    clock = new Date(new Date(open.drawAt).getTime() + 5_000);
    try {
      const [a, b] = await Promise.all([job.run(), job.run()]);
      const c = await job.run();
      expect(a + b + c).toBeGreaterThanOrEqual(10);
      const rows = (await sql<{ status: string; win: string }>`
        select r.status, r.win_amount::text as win from game_round r where r.merchant_id = 'lotto' and r.member_id = ${p.memberId}`.execute(t.testDb.db)).rows;
      expect(rows.every((r) => r.status === 'settled')).toBe(true);
      expect(rows.filter((r) => r.win !== '0')).toEqual([{ status: 'settled', win: '98000' }]);
      expect(await mainBalance(p)).toBe(1_000_000n - 100_000n + 98_000n);
      const wins = Number((await sql<{ n: string }>`select count(*)::text as n from journal_entry
        where merchant_id = 'lotto' and idempotency_key like 'win:lott:%' and member_id = ${p.memberId}`.execute(t.testDb.db)).rows[0]!.n);
      expect(wins).toBe(1);
    } finally {
      clock = saved;
    }
    await expectAuditClean('lotto');
  });
});
