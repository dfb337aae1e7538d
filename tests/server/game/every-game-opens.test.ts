// Issue 14's "done when": any catalogue game, chosen at random in any category of any demo merchant, opens a playable
// game. For each merchant that lists games (demo, basic, lotto), each category of its game menu and a seeded random
// sample of the games its game list shows there, a funded member launches the game as the lobby does and the test
// follows the URL: the game's page answers with its scripts and stylesheets, and the game's own state call answers
// with the player's balance (a lottery game: its open issue with bet types). Where a round is one press (slots, table
// games, Lucky Lantern, Lantern Dice, Plinko) one round is played. EVERY_GAME=1 checks every listed game instead of a
// sample (slow: a few thousand launches); SAMPLE_SEED picks another sample.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { createPrng } from '../../../server/domain/catalogue/prng.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { systemClock } from '../../../server/lib/clock.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let origin = '';
let counter = 0;
const merchants = ['demo', 'basic', 'lotto'] as const;
const perCategory = 3;
const everyGame = process.env.EVERY_GAME === '1';
const seed = process.env.SAMPLE_SEED ?? 'issue-14-every-game';

beforeAll(async () => {
  // Every request of the run comes from one address: the per-IP flood guard is not what this test checks.
  t = await openTestApp({ rateLimitMax: 1_000_000 });
  await seedGameCatalogue(t.testDb.db);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => { await t.close(); });

type Json = { success: boolean; code?: string; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface ListedGame { nodeId: string; gameCode: string; gameName: string; gameType: string; vassalage: string }

async function getJson(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${origin}${path}`, { headers });
  return { status: res.status, body: await res.json() as Json };
}

/** A member with money in every wallet a game of the merchant may play from (main, and each vendor's on demo). */
async function fundedMember(merchant: string): Promise<{ memberId: string; authorization: string }> {
  const account = `every${process.pid % 1000}x${++counter}`;
  const memberId = (await insertMember(t.testDb.db, { merchantId: merchant, account, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
  const token = await createSession(t.testDb.db, systemClock, {
    merchantId: merchant, memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  const config = t.config.merchants.get(merchant)!;
  const ctx = ledgerContextOf(config);
  const unit = 10 ** config.currency.minorUnits;
  const vendors = [...new Set(Object.values(config.vendors as Record<string, readonly string[]>).flat())];
  expect((await t.app.ledger.post(ctx, `deposit:every-${memberId}`, { type: 'deposit', memberId, amount: BigInt((vendors.length + 1) * 1000 * unit), provider: 'TEST', reference: memberId })).ok).toBe(true);
  if (!ctx.wallet.isSingle) {
    for (const vendor of vendors) {
      const moved = await t.app.ledger.post(ctx, `transfer:every-${memberId}-${vendor}`, { type: 'wallet_transfer', memberId, from: 'MAIN', to: vendor, amount: BigInt(1000 * unit) });
      expect(moved.ok).toBe(true);
    }
  }
  return { memberId, authorization: `Bearer ${token}` };
}

/** Every game the merchant's game list shows in a category, all pages. */
async function listedGames(merchant: string, gameType: string): Promise<ListedGame[]> {
  const games: ListedGame[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const { body } = await getJson(`/wps/relay/GCSGAME_gameList?merchant=${merchant}&gameType=${gameType}&language=en&pageSize=100&pageNo=${pageNo}`);
    expect(body.success).toBe(true);
    games.push(...(body.value.games as ListedGame[]));
    if (pageNo >= body.value.totalPages) return games;
  }
}

/** The state call each game page's script makes first, by the script it loads. */
const stateCalls: { script: RegExp; state: string }[] = [
  { script: /\/sportsbook\.js"/, state: '/demo-aggregator/api/sportsbook/state' },
  { script: /\/live\.js"/, state: '/demo-aggregator/live/api/state' },
  { script: /\/fish\.js"/, state: '/demo-aggregator/api/fish/state' },
  { script: /\/hall\.js"/, state: '/demo-aggregator/api/cards/hall' },
  { script: /\/(reels|table)\.js"/, state: '/demo-aggregator/api/state' },
  { script: /\/(mines|hilo|crash|plinko)\.js"/, state: '/games/livery/api/minis/state' },
  { script: /\/(slot|dice)\.js"/, state: '/games/livery/api/state' },
];

/** Where a game's one-press round is played, by its state call, and the body of one round. */
function oneRound(state: string, value: Json['value']): { path: string; body: Record<string, unknown> } | undefined {
  const bet = value.betSizes?.[0]?.amount as number | undefined;
  if (bet === undefined) return undefined;
  if (state === '/demo-aggregator/api/state') return { path: '/demo-aggregator/api/spin', body: { roundId: randomUUID(), bet, pick: value.picks?.[0]?.pick } };
  if (state === '/games/livery/api/state') return { path: '/games/livery/api/spin', body: { roundId: randomUUID().replaceAll('-', ''), bet, pick: 'BIG' } };
  if (state === '/games/livery/api/minis/state' && value.game === 'PLINKO') return { path: '/games/livery/api/minis/spin', body: { roundId: randomUUID().replaceAll('-', ''), bet, rows: 8, risk: 'LOW' } };
  return undefined;
}

/** Launches a game as the lobby does and follows its URL; answers what failed, or null when it opened and played. */
async function opensAPlayableGame(merchant: string, authorization: string, game: ListedGame): Promise<string | null> {
  const launched = await getJson(`/wps/game/launchGame?nodeId=${game.nodeId}&language=en&merchant=${merchant}`, { authorization });
  if (launched.status !== 200 || typeof launched.body.value?.url !== 'string') return `launch answered ${launched.status} ${launched.body.code ?? ''}`;
  const url = new URL(launched.body.value.url as string, origin);
  if (url.pathname === '/lottery' || url.pathname === '/vnLottery' || url.pathname === '/seaLottery') {
    // The site's lottery lobby (a page of the app) with the game selected: its open issue takes bets.
    const code = url.searchParams.get('gameCode');
    if (!code) return `lottery launch without a game: ${url.pathname}${url.search}`;
    const issue = await getJson(`/lgw/vn/lottery/issue?gameCode=${encodeURIComponent(code)}&merchant=${merchant}&language=en`);
    if (issue.status !== 200 || !(issue.body.value?.betTypes?.length > 0)) return `lottery issue answered ${issue.status} ${issue.body.code ?? ''}`;
    return null;
  }
  // The platform's own pages tell the merchant by the host; this test server reads it from the query instead.
  url.searchParams.set('merchant', merchant);
  const pageRes = await fetch(url);
  const html = await pageRes.text();
  if (pageRes.status !== 200) return `page ${url.pathname} answered ${pageRes.status}`;
  for (const [, asset] of html.matchAll(/(?:<script src|<link rel="stylesheet" href)="([^"]+)"/g)) {
    const res = await fetch(new URL(asset!, url));
    await res.arrayBuffer();
    if (res.status !== 200) return `asset ${asset} answered ${res.status}`;
  }
  const call = stateCalls.find((c) => c.script.test(html));
  if (!call) return `page ${url.pathname} loads no game script`;
  const token = url.searchParams.get('token')!;
  const state = await getJson(`${call.state}?merchant=${merchant}`, { 'x-game-token': token });
  if (state.status !== 200 || !state.body.success) return `state ${call.state} answered ${state.status} ${state.body.code ?? ''}`;
  const round = oneRound(call.state, state.body.value);
  if (round) {
    const res = await fetch(`${origin}${round.path}?merchant=${merchant}`, { method: 'POST', headers: { 'x-game-token': token, 'content-type': 'application/json' }, body: JSON.stringify(round.body) });
    const played = await res.json() as Json;
    if (res.status !== 200 || played.value?.round?.roundId !== round.body.roundId) return `round ${round.path} answered ${res.status} ${played.code ?? ''}`;
  }
  return null;
}

describe('every listed game opens a playable game', () => {
  for (const merchant of merchants) {
    it(`[P4.6-1] [P4.6-6] ${merchant}: a seeded random sample of each category's games launches into a page whose game answers`, async () => {
      const { authorization } = await fundedMember(merchant);
      const menus = await getJson(`/lgw/games/game_menus?merchant=${merchant}`);
      const categories = (menus.body.value as { gameType: string }[]).map((m) => m.gameType);
      expect(categories.length).toBeGreaterThan(0);
      const random = createPrng(`${seed}:${merchant}`);
      const failures: string[] = [];
      let opened = 0;
      for (const gameType of categories) {
        const listed = await listedGames(merchant, gameType);
        expect(listed.length, `${merchant} ${gameType} lists games`).toBeGreaterThan(0);
        const pool = [...listed];
        const chosen = everyGame ? pool : Array.from({ length: Math.min(perCategory, pool.length) }, () => pool.splice(Math.floor(random.next() * pool.length), 1)[0]!);
        for (const game of chosen) {
          const failed = await opensAPlayableGame(merchant, authorization, game);
          if (failed) failures.push(`${gameType} ${game.vassalage} ${game.gameCode} "${game.gameName}" (${game.nodeId}): ${failed}`);
          else opened += 1;
        }
      }
      expect(failures).toEqual([]);
      expect(opened).toBeGreaterThanOrEqual(categories.length);
    }, everyGame ? 3_600_000 : 120_000);
  }
});
