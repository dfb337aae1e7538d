// Records pages through the whole server: bet record, account record, profit and loss per local day and bonus
// details, with date ranges, filters, pages, totals over the whole range and CSV exports.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { moneyTestApp, type MoneyTestApp } from '../money/money-test-app.js';
import { expectLedgerBalanced, fund, inject, key, relogin, type Auth } from '../withdrawal/withdrawal-helpers.js';

let t: MoneyTestApp;
let seq = 0;

beforeAll(async () => {
  // The test clock reads 2026-06-01T08:00Z: 15:00 on 1 June in Asia/Phnom_Penh (UTC+7).
  t = await moneyTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Round { at: string; gameType?: string; vendor?: string; bet: number; win: number; status?: string; merchant?: string; currency?: string }

async function seedRounds(memberId: string, rounds: Round[]) {
  await t.testDb.db.insertInto('game_round' as never).values(rounds.map((r) => ({
    merchant_id: r.merchant ?? 'demo', round_id: `round-${process.pid}-${++seq}`, member_id: memberId, node_id: `node-${r.gameType ?? 'RNG'}-1`,
    vassalage: r.vendor ?? 'PNG', game_type: r.gameType ?? 'RNG', currency: r.currency ?? 'USD', bet_amount: r.bet, win_amount: r.win,
    status: r.status ?? 'settled', created_at: new Date(r.at), settled_at: new Date(r.at),
  })) as never).execute();
}

const get = (auth: Auth, url: string) => inject(t, 'GET', url, auth);

describe('[M2-7] bet record', () => {
  it('[M7-18][M2-7] lists the member\'s rounds newest first with filters, pages and totals over the whole range', async () => {
    const m = await t.member('demo');
    const other = await t.member('demo');
    await seedRounds(m.memberId, [
      { at: '2026-05-30T02:00:00Z', gameType: 'RNG', vendor: 'PNG', bet: 1000, win: 0 },
      { at: '2026-05-31T16:30:00Z', gameType: 'RNG', vendor: 'MG', bet: 500, win: 1500 },
      { at: '2026-05-31T17:30:00Z', gameType: 'LIVE', vendor: 'AG', bet: 2000, win: 1000 },
      { at: '2026-06-01T07:00:00Z', gameType: 'RNG', vendor: 'PNG', bet: 300, win: 0, status: 'rolled_back' },
      { at: '2026-05-01T00:00:00Z', gameType: 'RNG', vendor: 'PNG', bet: 9999, win: 0 },
    ]);
    await seedRounds(other.memberId, [{ at: '2026-05-31T10:00:00Z', bet: 7777, win: 0 }]);

    const all = (await get(m.auth, '/wps/records/bets')).json().value;
    expect(all).toMatchObject({ from: '2026-05-26', to: '2026-06-01', timeZone: 'Asia/Phnom_Penh', total: 4, pageNum: 1, totalPages: 1, currency: { code: 'USD', minorUnits: 2 } });
    expect(all.content.map((r: { betAmount: number }) => r.betAmount)).toEqual([300, 2000, 500, 1000]);
    // A rolled-back round is listed but counts for nothing.
    expect(all.totals).toEqual({ betAmount: 3500, winAmount: 2500, net: -1000 });
    expect(all.content[1]).toMatchObject({ gameType: 'LIVE', vendor: 'AG', nodeId: 'node-LIVE-1', gameName: 'node-LIVE-1', status: 'settled', net: -1000 });

    const page2 = (await get(m.auth, '/wps/records/bets?pageSize=3&pageNo=2')).json().value;
    expect(page2).toMatchObject({ total: 4, totalPages: 2, pageNum: 2, totals: { betAmount: 3500 } });
    expect(page2.content).toHaveLength(1);
    expect((await get(m.auth, '/wps/records/bets?gameType=RNG&vendor=PNG')).json().value.content.map((r: { betAmount: number }) => r.betAmount)).toEqual([300, 1000]);
    expect((await get(m.auth, '/wps/records/bets?status=rolled_back')).json().value.total).toBe(1);
    const april = (await get(m.auth, '/wps/records/bets?from=2026-04-15&to=2026-05-01')).json().value;
    expect(april.content.map((r: { betAmount: number }) => r.betAmount)).toEqual([9999]);
  });

  it('refuses bad ranges and pages with 400 and a key', async () => {
    const m = await t.member('demo');
    const code = async (url: string) => { const r = await get(m.auth, url); expect(r.statusCode, url).toBe(400); return r.json().code; };
    expect(await code('/wps/records/bets?from=2026-06-02&to=2026-06-01')).toBe('invalid_date_range');
    expect(await code('/wps/records/bets?from=2026-02-30&to=2026-03-01')).toBe('invalid_date_range');
    expect(await code('/wps/records/bets?from=2026-03-01&to=2026-05-30')).toBe('date_range_too_long');
    expect((await get(m.auth, '/wps/records/bets?from=2026-03-02&to=2026-05-30')).statusCode).toBe(200);
    expect(await code('/wps/records/bets?pageSize=101')).toBe('bad_request');
    expect(await code('/wps/records/transactions?type=nonsense')).toBe('bad_request');
    expect(await code('/wps/records/bets?gameType=a%20b')).toBe('bad_request');
  });

  it('[M2-7][M2-9] filters by game type and vendor as the merchant offers them; others answer 400 unknown_game_type or unknown_vendor', async () => {
    const m = await t.member('demo');
    await seedRounds(m.memberId, [
      { at: '2026-05-31T02:00:00Z', gameType: 'RNG', vendor: 'PNG', bet: 100, win: 0 },
      { at: '2026-05-31T03:00:00Z', gameType: 'LIVE', vendor: 'AG', bet: 200, win: 0 },
      { at: '2026-05-31T04:00:00Z', gameType: 'FISH', vendor: 'AG', bet: 400, win: 0 },
      { at: '2026-05-31T05:00:00Z', gameType: 'ESPORTS', vendor: 'IMES', bet: 800, win: 0 },
    ]);
    const bets = async (query: string) => (await get(m.auth, `/wps/records/bets?${query}`)).json().value.content.map((r: { betAmount: number }) => r.betAmount);
    // A vendor alone takes every game type it serves; with a game type, only that one.
    expect(await bets('vendor=AG')).toEqual([400, 200]);
    expect(await bets('gameType=LIVE&vendor=AG')).toEqual([200]);
    expect(await bets('gameType=FISH')).toEqual([400]);
    // demo lists IMES under SPORTS; the menus show it as e-sports, and so does the filter.
    expect(await bets('gameType=ESPORTS&vendor=IMES')).toEqual([800]);
    expect((await get(m.auth, '/wps/records/profit?gameType=LIVE&vendor=AG')).json().value.totals).toMatchObject({ rounds: 1, betAmount: 200 });

    const refused = async (url: string) => {
      const r = await get(m.auth, url);
      expect(r.statusCode, url).toBe(400);
      return r.json();
    };
    expect(await refused('/wps/records/bets?gameType=CASINO')).toEqual({ success: false, code: 'unknown_game_type', value: { gameType: 'CASINO' } });
    // demo offers no cockfight vendor, so no cockfight filter either.
    expect((await refused('/wps/records/bets?gameType=COCKFIGHT')).code).toBe('unknown_game_type');
    expect(await refused('/wps/records/bets?vendor=NOPE')).toEqual({ success: false, code: 'unknown_vendor', value: { vendor: 'NOPE' } });
    expect((await refused('/wps/records/bets?gameType=RNG&vendor=IBC')).code).toBe('unknown_vendor');
    expect((await refused('/wps/records/profit?gameType=CASINO')).code).toBe('unknown_game_type');
    expect((await refused('/wps/records/profit?vendor=NOPE')).code).toBe('unknown_vendor');
    expect((await refused('/wps/records/bets?vendor=a%20b')).code).toBe('bad_request');
  });

  it('[M2-7][P9-7] names games in the asked language, and in English for a language the catalogue has no names in (vi, ar)', async () => {
    const m = await t.member('demo');
    const game = { node_id: `names-${process.pid}`, name_en: 'Lucky Lantern', name_zh: '幸运灯笼', name_km: 'ចង្កៀងសំណាង' };
    await sql`insert into game (node_id, game_type, vassalage, game_code, game_classify, name_en, name_zh, name_km, is_game, is_hot, is_new, release_date, popularity)
      values (${game.node_id}, 'RNG', 'PNG', 'NAMES', 'SC', ${game.name_en}, ${game.name_zh}, ${game.name_km}, 1, 0, 0, '2026-01-01', 0)`.execute(t.testDb.db as never);
    await t.testDb.db.insertInto('game_round' as never).values({
      merchant_id: 'demo', round_id: `round-${process.pid}-${++seq}`, member_id: m.memberId, node_id: game.node_id, vassalage: 'PNG', game_type: 'RNG',
      currency: 'USD', bet_amount: 100, win_amount: 0, status: 'settled', created_at: new Date('2026-06-01T01:00:00Z'), settled_at: new Date('2026-06-01T01:00:00Z'),
    } as never).execute();
    const nameIn = async (lang: string) => {
      const answer = await get(m.auth, `/wps/records/bets?lang=${lang}`);
      expect(answer.statusCode, lang).toBe(200);
      const round = answer.json().value.content[0];
      const detail = await get(m.auth, `/wps/records/bets/round?roundId=${round.roundId}&lang=${lang}`);
      expect(detail.json().value.gameName, lang).toBe(round.gameName);
      return round.gameName;
    };
    expect(await nameIn('zh')).toBe(game.name_zh);
    expect(await nameIn('vi')).toBe(game.name_en);
    expect(await nameIn('ar')).toBe(game.name_en);
  });

  it('[M6-4] answers 403 in_need_true_account to a trial account', async () => {
    const trial = await t.member('demo', 4);
    for (const path of ['bets', 'transactions', 'profit', 'bonus']) {
      expect((await get(trial.auth, `/wps/records/${path}`)).json().code).toBe('in_need_true_account');
    }
  });
});

describe('[M2-9] profit and loss', () => {
  it('groups by day of the merchant time zone and totals the range', async () => {
    const m = await t.member('demo');
    await seedRounds(m.memberId, [
      { at: '2026-05-31T16:30:00Z', bet: 500, win: 1500 }, // 23:30 on 31 May in Phnom Penh
      { at: '2026-05-31T17:30:00Z', bet: 2000, win: 1000 }, // 00:30 on 1 June
      { at: '2026-06-01T01:00:00Z', gameType: 'LIVE', vendor: 'AG', bet: 1000, win: 0 },
      { at: '2026-06-01T02:00:00Z', bet: 400, win: 0, status: 'rolled_back' },
    ]);
    const value = (await get(m.auth, '/wps/records/profit')).json().value;
    expect(value.content).toEqual([
      { date: '2026-06-01', rounds: 2, betAmount: 3000, winAmount: 1000, net: -2000 },
      { date: '2026-05-31', rounds: 1, betAmount: 500, winAmount: 1500, net: 1000 },
    ]);
    expect(value.totals).toEqual({ rounds: 3, betAmount: 3500, winAmount: 2500, net: -1000 });
    expect(value.total).toBe(2);
    const live = (await get(m.auth, '/wps/records/profit?gameType=LIVE')).json().value;
    expect(live.content).toEqual([{ date: '2026-06-01', rounds: 1, betAmount: 1000, winAmount: 0, net: -1000 }]);
    const paged = (await get(m.auth, '/wps/records/profit?pageSize=1&pageNo=2')).json().value;
    expect(paged).toMatchObject({ total: 2, totalPages: 2, content: [{ date: '2026-05-31' }], totals: { net: -1000 } });
  });
});

describe('[M2-8] [M2-10] account record and bonus details', () => {
  async function memberWithMovements() {
    const agentId = (await insertMember(t.testDb.db, { merchantId: 'demo', account: `recagent${process.pid}x${++seq}`, type: 1, passwordHash: null, passwordChangedAt: null, createdAt: t.clock.now() }))!;
    const memberId = (await insertMember(t.testDb.db, { merchantId: 'demo', account: `recmember${process.pid}x${++seq}`, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: t.clock.now(), parentMemberId: agentId }))!;
    const ctx = ledgerContextOf(t.app.platform.merchants.get('demo')!);
    const post = async (cmd: Parameters<typeof t.app.ledger.post>[2]) => {
      t.clock.advance(1000);
      expect((await t.app.ledger.post(ctx, key('rec'), cmd)).ok).toBe(true);
    };
    await post({ type: 'deposit', memberId, amount: 10_000n, provider: 'sandbox', reference: 'dep-1' });
    await post({ type: 'bet', memberId, wallet: 'MAIN', amount: 2000n, reference: 'round-a' });
    await post({ type: 'win', memberId, wallet: 'MAIN', amount: 3500n, reference: 'round-a' });
    await post({ type: 'bonus', memberId, amount: 800n, reference: '=HYPERLINK("http://evil.example","claim")' });
    await post({ type: 'bonus', memberId, amount: 200n, reference: 'claim-2' });
    await post({ type: 'upline_transfer', memberId, uplineId: agentId, amount: 500n });
    return { memberId, agentId, member: await relogin(t, memberId), agent: await relogin(t, agentId) };
  }

  it('lists every movement with the balance it left, by type and wallet, with totals', async () => {
    const { member, agent } = await memberWithMovements();
    const value = (await get(member, '/wps/records/transactions')).json().value;
    expect(value.content.map((r: { type: string; amount: number; balanceAfter: number }) => [r.type, r.amount, r.balanceAfter])).toEqual([
      ['upline_transfer_out', -500, 12_000], ['bonus', 200, 12_500], ['bonus', 800, 12_300], ['win', 3500, 11_500], ['bet', -2000, 8000], ['deposit', 10_000, 10_000],
    ]);
    expect(value.content[0].wallet).toBe('MAIN');
    expect(value.totals).toEqual({ totalIn: 14_500, totalOut: 2500, net: 12_000 });
    const bets = (await get(member, '/wps/records/transactions?type=bet')).json().value;
    expect(bets).toMatchObject({ total: 1, totals: { totalIn: 0, totalOut: 2000, net: -2000 }, content: [{ reference: 'round-a' }] });
    expect((await get(member, '/wps/records/transactions?wallet=MAIN&pageSize=2')).json().value).toMatchObject({ total: 6, totalPages: 3 });
    expect((await get(member, '/wps/records/transactions?wallet=PG')).json().value.total).toBe(0);
    // The agent sees the same transfer coming in.
    const incoming = (await get(agent, '/wps/records/transactions?type=upline_transfer_in')).json().value;
    expect(incoming.content.map((r: { amount: number; balanceAfter: number }) => [r.amount, r.balanceAfter])).toEqual([[500, 500]]);
  });

  it('lists bonuses with their totals', async () => {
    const { member } = await memberWithMovements();
    const value = (await get(member, '/wps/records/bonus')).json().value;
    expect(value.content.map((r: { amount: number; reference: string }) => [r.amount, r.reference])).toEqual([[200, 'claim-2'], [800, '=HYPERLINK("http://evil.example","claim")']]);
    expect(value.totals).toEqual({ amount: 1000 });
    expect((await get(member, '/wps/records/bonus?from=2026-05-01&to=2026-05-31')).json().value).toMatchObject({ total: 0, totals: { amount: 0 } });
    await expectLedgerBalanced(t);
  });

  it('[M2-10] names each bonus by its source and filters by it', async () => {
    const { member, memberId } = await memberWithMovements();
    const ctx = ledgerContextOf(t.app.platform.merchants.get('demo')!);
    for (const [reference, amount] of [['vip:upgrade:2', 300n], ['mission:daily-bet:2026-06-01', 150n], ['rebate:c1', 40n], ['reward:r9', 500n], ['points:77', 60n], ['vip:monthly:2026-05', 700n]] as const) {
      t.clock.advance(1000);
      expect((await t.app.ledger.post(ctx, key('src'), { type: 'bonus', memberId, amount, reference })).ok).toBe(true);
    }
    const all = (await get(member, '/wps/records/bonus')).json().value;
    expect(all.content.map((r: { source: string; amount: number }) => [r.source, r.amount])).toEqual([
      ['vip_monthly', 700], ['points', 60], ['promotion', 500], ['rebate', 40], ['mission', 150], ['vip_upgrade', 300], ['other', 200], ['other', 800],
    ]);
    const vip = (await get(member, '/wps/records/bonus?source=vip_upgrade')).json().value;
    expect(vip).toMatchObject({ total: 1, totals: { amount: 300 }, content: [{ source: 'vip_upgrade', reference: 'vip:upgrade:2' }] });
    expect((await get(member, '/wps/records/bonus?source=mission')).json().value.totals).toEqual({ amount: 150 });
    const refused = await get(member, '/wps/records/bonus?source=jackpot');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'bad_request', value: { field: 'source' } });
    await expectLedgerBalanced(t);
  });

  it('exports the same query as CSV in major units, safe from spreadsheet formulas', async () => {
    const { member } = await memberWithMovements();
    const res = await get(member, '/wps/records/bonus?format=csv&pageSize=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bonus-details-2026-05-26-2026-06-01.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time,Source,Amount,Balance after,Reference,Entry');
    // Every row of the range, not one page; 2.00 in dollars; the formula is shown as text.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^2026-06-01 15:00:\d\d,other,2\.00,125\.00,claim-2,[0-9a-f-]{36}$/);
    expect(lines[2]).toContain(`,8.00,123.00,"'=HYPERLINK(""http://evil.example"",""claim"")",`);
    const account = (await get(member, '/wps/records/transactions?format=csv&type=bet')).body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(account[1]).toMatch(/,bet,MAIN,-20\.00,80\.00,round-a,/);
  });

  it('writes amounts with the currency\'s decimals (VND has none)', async () => {
    const memberId = (await insertMember(t.testDb.db, { merchantId: 'lotto', account: `recvnd${process.pid}x${++seq}`, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: t.clock.now() }))!;
    await fund(t, memberId, 1_500_000n, 'lotto');
    await seedRounds(memberId, [{ at: t.clock.now().toISOString(), bet: 200_000, win: 50_000, merchant: 'lotto', currency: 'VND' }]);
    const auth = await relogin(t, memberId, 'lotto');
    const csv = (await get(auth, '/wps/records/profit?format=csv')).body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(csv).toEqual(['Date,Rounds,Bets,Wins,Net', '2026-06-01,1,200000,50000,-150000']);
    const deposits = (await get(auth, '/wps/records/transactions?format=csv')).body;
    expect(deposits).toContain(',deposit,MAIN,1500000,1500000,');
  });
});
