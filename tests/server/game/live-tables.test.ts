// The demo aggregator's shared live tables through HTTP (docs/vendors.md, "Live tables"): two players at one
// baccarat table see the same round and result; each bet reaches the platform's wallet as a bet callback when
// placed, the result as a win callback that closes the round; a late, unknown, oversized or unfunded bet is refused
// with a key and moves nothing; the round is verifiable from its revealed seed; the table chat is moderated and
// rate limited; the host list's chat link opens the table at its chat. The clock is the test's, moved by hand.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { liveTableOf, roundReturn, spotsOf } from '../../../server/domain/game/live/live-games.js';
import { bigRoadColumns, derivedRoads } from '../../../server/domain/game/live/roads.js';
import { formatMoney } from '../../../src/engine/money.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { createGameSession } from '../../../server/db/game-session-repository.js';
import { demoAggregatorId, signRequest, vendorKeyOf } from '../../../server/providers/game/vendor-contract/signing.js';
import { systemClock } from '../../../server/lib/clock.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let origin = '';
let shift = 0;
const now = () => new Date(Date.now() + shift);
let table: { nodeId: string; gameCode: string };
let counter = 0;

beforeAll(async () => {
  t = await openTestApp({ accounts: { clock: { now } } });
  await seedGameCatalogue(t.testDb.db);
  const { rows } = await sql<{ node_id: string; game_code: string }>`select node_id, game_code from game
    where game_type = 'LIVE' and vassalage = 'AG' and is_game = 1 and game_code like '%BACCARAT%' and game_code not like '%SPEED%' order by node_id limit 1`.execute(t.testDb.db);
  table = { nodeId: rows[0]!.node_id, gameCode: rows[0]!.game_code };
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => { await t.close(); });

type Json = { success: boolean; code?: string; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Player { memberId: string; account: string; authorization: string; token: string; url: string }

async function player(funds: number): Promise<Player> {
  const account = `live${process.pid % 1000}x${++counter}`;
  const memberId = (await insertMember(t.testDb.db, { merchantId: 'basic', account, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
  const session = await createSession(t.testDb.db, systemClock, {
    merchantId: 'basic', memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  if (funds > 0) {
    const ctx = ledgerContextOf(t.config.merchants.get('basic')!);
    expect((await t.app.ledger.post(ctx, `deposit:live-${memberId}`, { type: 'deposit', memberId, amount: BigInt(funds), provider: 'TEST', reference: memberId })).ok).toBe(true);
  }
  const authorization = `Bearer ${session}`;
  const launched = await fetch(`${origin}/wps/game/launchGame?nodeId=${table.nodeId}&language=en&merchant=basic`, { headers: { authorization } });
  const url = (await launched.json() as Json).value.url as string;
  return { memberId, account, authorization, url, token: new URL(url, origin).searchParams.get('token')! };
}

async function api(p: Player, method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await fetch(`${origin}/demo-aggregator/live/api${path}`, {
    method, headers: { 'x-game-token': p.token, ...(payload ? { 'content-type': 'application/json' } : {}) }, body: payload ? JSON.stringify(payload) : undefined,
  });
  return { status: res.status, body: await res.json() as Json };
}

const balanceOf = async (p: Player) => Number((await t.app.ledger.memberWallets('basic', 'USD', p.memberId)).main);
const ledgerSum = async () => Number((await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from ledger_posting where merchant_id = 'basic'`.execute(t.testDb.db)).rows[0]!.s);
const roundRow = async (roundId: string) => (await sql<{ status: string; bet_amount: string; win_amount: string; aggregator: string; game_type: string }>`
  select status, bet_amount, win_amount, aggregator, game_type from game_round where merchant_id = 'basic' and round_id = ${roundId}`.execute(t.testDb.db)).rows[0];

/** Moves the clock to an instant of the table's clock (ms). */
const moveTo = (atMs: number) => { shift += atMs - now().getTime(); };
const bet = (p: Player, round: number, bets: { spot: string; amount: number }[]) => api(p, 'POST', '/bet', { round, betId: `bet${++counter}x${round}`, bets });

describe('a shared live baccarat table', () => {
  it('[P7.2-13][P4.6-1] deals one round to two players, takes their bets in the window, refuses a late one and pays both', async () => {
    const ann = await player(10_000);
    const ben = await player(10_000);
    const html = await (await fetch(`${origin}${ann.url}`)).text();
    expect(html).toContain('id="countdown"');
    expect(html).toContain('role="log"');
    const first = await api(ann, 'GET', '/state');
    expect(first.status).toBe(200);
    expect(first.body.value.table.kind).toBe('baccarat');
    // One second into the next round's betting window.
    moveTo(first.body.value.round.endsAt + 1000);
    const open = (await api(ann, 'GET', '/state')).body.value;
    const round = open.round.no as number;
    expect(open.round.phase).toBe('betting');
    expect((await api(ben, 'GET', '/state')).body.value.round).toMatchObject({ no: round, phase: 'betting', commitment: open.round.commitment });

    // Bets reach the wallet when placed; several spots, several confirms.
    const annBet = await bet(ann, round, [{ spot: 'PLAYER', amount: 100 }, { spot: 'TIE', amount: 10 }]);
    expect(annBet.status).toBe(200);
    expect(annBet.body.value.balance).toBe(10_000 - 110);
    expect(await balanceOf(ann)).toBe(10_000 - 110);
    expect((await bet(ann, round, [{ spot: 'PLAYER_PAIR', amount: 20 }])).status).toBe(200);
    expect((await bet(ben, round, [{ spot: 'BANKER', amount: 200 }])).status).toBe(200);
    expect(await balanceOf(ben)).toBe(10_000 - 200);
    const roundId = annBet.body.value.roundId as string;
    expect(await roundRow(roundId)).toMatchObject({ status: 'open', aggregator: 'DEMOAGG', game_type: 'LIVE' });

    // Bad bets: a key each, nothing moves.
    expect((await bet(ann, round, [{ spot: 'DRAGON', amount: 100 }])).body.code).toBe('invalid_spot');
    expect((await bet(ann, round, [{ spot: 'PLAYER', amount: 15 }])).body.code).toBe('invalid_bet_amount');
    const above = await bet(ann, round, [{ spot: 'BANKER', amount: 5010 }]);
    expect([above.status, above.body.code]).toEqual([400, 'above_table_limit']);
    const poor = await player(50);
    const unfunded = await bet(poor, round, [{ spot: 'PLAYER', amount: 100 }]);
    expect([unfunded.status, unfunded.body.code]).toEqual([409, 'insufficient_balance']);
    expect(await balanceOf(poor)).toBe(50);
    expect(await balanceOf(ann)).toBe(10_000 - 130);

    // No more bets: the window closed.
    moveTo(open.round.closesAt + 10);
    const late = await bet(ben, round, [{ spot: 'PLAYER', amount: 100 }]);
    expect([late.status, late.body.code]).toEqual([409, 'betting_closed']);
    expect((await bet(ben, round + 1, [{ spot: 'PLAYER', amount: 100 }])).body.code).toBe('betting_closed');
    expect(await balanceOf(ben)).toBe(10_000 - 200);

    // The result: the same for both; Ann's poll pays everyone's seats at once (Ben is paid before he looks).
    moveTo(open.round.resultAt + 10);
    const annResult = (await api(ann, 'GET', '/state')).body.value;
    expect(annResult.round.phase).toBe('result');
    const tbl = liveTableOf({ vendor: 'AG', gameCode: table.gameCode, gameType: 'LIVE' })!;
    const outcome = { kind: 'baccarat' as const, drawn: annResult.result.drawn, winners: annResult.result.winners, push: annResult.result.winners.includes('TIE') ? ['PLAYER', 'BANKER'] : [], halfBack: [] };
    const annWin = roundReturn(spotsOf(tbl, round), outcome, [{ spot: 'PLAYER', amount: 100 }, { spot: 'TIE', amount: 10 }, { spot: 'PLAYER_PAIR', amount: 20 }]);
    const benWin = roundReturn(spotsOf(tbl, round), outcome, [{ spot: 'BANKER', amount: 200 }]);
    expect(await balanceOf(ben)).toBe(10_000 - 200 + benWin);
    expect(await balanceOf(ann)).toBe(10_000 - 130 + annWin);
    expect(annResult.balance).toBe(10_000 - 130 + annWin);
    expect(annResult.mine[0]).toMatchObject({ round, roundId, status: 'closed', bet: 130, win: annWin });
    const benResult = (await api(ben, 'GET', '/state')).body.value;
    expect(benResult.result).toEqual(annResult.result);
    expect(benResult.history.recent[0].round).toBe(round);
    expect(benResult.history.bead.length).toBeGreaterThan(0);
    expect(await roundRow(roundId)).toMatchObject({ status: 'settled' });
    expect(Number((await roundRow(roundId))!.bet_amount)).toBe(130);
    expect(Number((await roundRow(roundId))!.win_amount)).toBe(annWin);

    // The verify page replays the round from its revealed seed; a round still to come keeps its seed.
    const verify = await (await fetch(`${origin}/demo-aggregator/live/verify?lang=en&vendor=AG&type=LIVE&game=${table.gameCode}&round=${round}`)).text();
    expect(verify).toContain(annResult.result.seed);
    expect(verify).toContain('gives the anchor');
    const future = await (await fetch(`${origin}/demo-aggregator/live/verify?lang=en&vendor=AG&type=LIVE&game=${table.gameCode}&round=${round + 5}`)).text();
    expect(future).toContain('not out yet');
    expect(await ledgerSum()).toBe(0);
  }, 60_000);

  it('[P7.2-13] shows the bead plate, the big road and its three derived roads from the shared history, with their counts for the summary', async () => {
    const ann = await player(10_000);
    const html = await (await fetch(`${origin}${ann.url}`)).text();
    for (const caption of ['Bead plate', 'Big road', 'Big eye boy', 'Small road', 'Cockroach pig']) expect(html).toContain(`<caption>${caption}</caption>`);
    expect(html).toContain('id="derived-summary"');
    const { history } = (await api(ann, 'GET', '/state')).body.value;
    const codes = history.codes as string[];
    expect(history.derived.map((r: { name: string }) => r.name)).toEqual(['bigEyeBoy', 'smallRoad', 'cockroachPig']);
    expect(history.derived).toEqual(derivedRoads(codes));
    // Each road's marks are red or blue, one per big-road cell from its starting cell on.
    const columns = bigRoadColumns(codes);
    const bigEye = history.derived[0];
    expect(bigEye.red + bigEye.blue).toBe(Math.max(0, columns.slice(1).reduce((a: number, b: number) => a + b, 0) - 1));
  });

  it('[P4.6-1] formats the amounts of the table in the one money format, the sums of chips laid in the page too', async () => {
    const ann = await player(123_456);
    const state = (await api(ann, 'GET', '/state')).body.value;
    expect(state.balanceText).toBe('$1,234.56');
    expect(state.chips[0].text).toBe(formatMoney(state.chips[0].amount, { code: 'USD', symbol: '$', minorUnits: 2 } as never));
    const sums = await api(ann, 'GET', '/money?amounts=150,100000');
    expect(sums.body.value.amounts).toEqual([{ amount: 150, text: '$1.50' }, { amount: 100000, text: '$1,000.00' }]);
    expect((await api(ann, 'GET', '/money?amounts=1.5')).status).toBe(400);
    expect((await api(ann, 'GET', '/money?amounts=-3')).body.code).toBe('invalid_bet_amount');
    const stranger = await fetch(`${origin}/demo-aggregator/live/api/money?amounts=1`, { headers: { 'x-game-token': 'nobody' } });
    expect(stranger.status).toBe(401);
  });

  it('[P7.2-13] pays a seat nobody watches through the aggregator\'s sweep, long before the platform\'s 10-minute reconciliation', async () => {
    const cat = await player(1_000);
    const state = (await api(cat, 'GET', '/state')).body.value;
    moveTo(state.round.endsAt + 500);
    const round = state.round.no + 1;
    const placed = await bet(cat, round, [{ spot: 'BANKER', amount: 100 }]);
    expect(placed.status).toBe(200);
    const times = (await api(cat, 'GET', '/state')).body.value.round;
    moveTo(times.resultAt + 1000);
    expect(await t.app.demoAggregatorRecover!(new Date(now().getTime() - 120_000))).toBeGreaterThanOrEqual(1);
    expect(await roundRow(placed.body.value.roundId)).toMatchObject({ status: 'settled' });
    expect(await ledgerSum()).toBe(0);
  }, 30_000);
});

describe('scheduled cockfights', () => {
  it('[P4.6-1] shows the fights ahead with their odds, takes meron, wala and draw bets until the fight and pays the result', async () => {
    // The catalogue lists no cockfight vendor (spec P9-8): an operator that adds one launches its fights like this.
    const gus = await player(5_000);
    const { token } = await createGameSession(t.testDb.db, { merchantId: 'basic', memberId: gus.memberId, nodeId: '7010001', vassalage: 'SV', gameType: 'COCKFIGHT', language: 'en' }, now());
    const body = JSON.stringify({
      operator: 'basic', user: gus.memberId, token, vendor: 'SV', game_code: 'SV_ARENA_1', game_type: 'COCKFIGHT', game_name: 'Arena 1', vendor_name: 'SV',
      currency: 'USD', currency_symbol: '$', minor_units: 2, lang: 'en', callback_url: `${origin}/vendor-wallet/basic`, lobby_url: '/',
    });
    const path = '/demo-aggregator/operator/game/url';
    const timestamp = Math.floor(now().getTime() / 1000);
    const key = vendorKeyOf({ NODE_ENV: 'test' }, demoAggregatorId)!;
    const launched = await (await fetch(`${origin}${path}`, {
      method: 'POST', body,
      headers: { 'content-type': 'application/json', 'x-vendor-id': demoAggregatorId, 'x-vendor-timestamp': String(timestamp), 'x-vendor-signature': signRequest(key, timestamp, path, body) },
    })).json() as { status: string; url: string };
    expect(launched.status).toBe('RS_OK');
    const fan = { ...gus, url: launched.url, token: new URL(launched.url, origin).searchParams.get('token')! };
    expect(await (await fetch(`${origin}${launched.url}`)).text()).toContain('id="schedule"');
    const first = (await api(fan, 'GET', '/state')).body.value;
    moveTo(first.round.endsAt + 1000);
    const state = (await api(fan, 'GET', '/state')).body.value;
    expect(state.table.kind).toBe('cockfight');
    expect(state.fights).toHaveLength(5);
    expect(state.fights[1].closesAt - state.fights[0].closesAt).toBe(180_000);
    expect(state.spots.map((p: { spot: string }) => p.spot)).toEqual(['MERON', 'WALA', 'DRAW']);
    const fight = state.round.no as number;
    expect((await bet(fan, fight, [{ spot: 'MERON', amount: 500 }, { spot: 'DRAW', amount: 100 }])).status).toBe(200);
    moveTo(state.round.closesAt + 1);
    expect((await bet(fan, fight, [{ spot: 'WALA', amount: 100 }])).body.code).toBe('betting_closed');
    moveTo(state.round.resultAt + 1);
    const result = (await api(fan, 'GET', '/state')).body.value;
    const tbl = liveTableOf({ vendor: 'SV', gameCode: 'SV_ARENA_1', gameType: 'COCKFIGHT' })!;
    const winner = result.result.drawn.winner as string;
    const outcome = { kind: 'cockfight' as const, drawn: result.result.drawn, winners: [winner], push: winner === 'DRAW' ? ['MERON', 'WALA'] : [], halfBack: [] };
    const win = roundReturn(spotsOf(tbl, fight), outcome, [{ spot: 'MERON', amount: 500 }, { spot: 'DRAW', amount: 100 }]);
    expect(result.mine[0]).toMatchObject({ round: fight, status: 'closed', bet: 600, win });
    expect(await balanceOf(gus)).toBe(5_000 - 600 + win);
    expect(await ledgerSum()).toBe(0);
  });
});

describe('the table chat', () => {
  it('[P7.2-13] keeps messages per table with masked names, masks refused words, refuses links, limits the pace', async () => {
    const dee = await player(0);
    const eve = await player(0);
    const hello = await api(dee, 'POST', '/chat', { text: 'Good luck everyone' });
    expect(hello.status).toBe(200);
    const seen = (await api(eve, 'GET', '/chat')).body.value.messages as { id: number; name: string; body: string; own: boolean }[];
    const mine = seen.find((m) => m.id === hello.body.value.id)!;
    expect(mine).toMatchObject({ body: 'Good luck everyone', own: false });
    // The operator sends the account masked (live12x3 shows as li***3); the aggregator never sees it in full.
    expect(mine.name).toBe(`${dee.account.slice(0, 2)}***${dee.account.slice(-1)}`);
    expect((await api(dee, 'POST', '/chat', { text: 'again' })).body.code).toBe('chat_rate_limited');
    shift += 3000;
    expect((await api(dee, 'POST', '/chat', { text: 'this shit table' })).body.value).toMatchObject({ body: 'this **** table', masked: true });
    shift += 3000;
    const link = await api(dee, 'POST', '/chat', { text: 'join www.example.com' });
    expect([link.status, link.body.code]).toEqual([400, 'chat_link_refused']);
    expect((await api(eve, 'POST', '/chat', { text: '   ' })).body.code).toBe('chat_empty');
    const after = (await api(eve, 'GET', `/chat?after=${hello.body.value.id}`)).body.value.messages as { body: string; own: boolean }[];
    expect(after.map((m) => m.body)).toEqual(['this **** table']);
  });

  it('[P7.2-13] opens the chat from the host list: the table\'s page at its chat, with the host seated there', async () => {
    const fan = await player(0);
    const models = (await (await fetch(`${origin}/wps/relay/LIVE_modelList?vassalage=AG&onlineOnly=1&pageSize=100&merchant=basic`)).json() as Json).value.list as { modelId: string; nodeId: string; name: string }[];
    const host = models[0]!;
    const chat = await (await fetch(`${origin}/wps/relay/LIVE_launchChat?modelId=${host.modelId}&language=en&merchant=basic`, { headers: { authorization: fan.authorization } })).json() as Json;
    expect(chat.value.chatUrl).toMatch(/^\/demo-aggregator\/play\?token=.+&view=chat&host=[01]$/);
    const html = await (await fetch(`${origin}${chat.value.chatUrl}`)).text();
    expect(html).toContain('data-view="chat"');
    const seat = chat.value.chatUrl.slice(-1);
    const token = new URL(chat.value.chatUrl, origin).searchParams.get('token')!;
    const state = await (await fetch(`${origin}/demo-aggregator/live/api/state?host=${seat}`, { headers: { 'x-game-token': token } })).json() as Json;
    expect(state.value.host.name).toBe(host.name);
  });
});
