import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, openLobbyTestApp, type LobbyTestApp } from './lobby-test-app.js';

let t: LobbyTestApp;
const now = new Date('2026-06-01T10:00:30Z');
beforeAll(async () => { t = await openLobbyTestApp({ now: () => now }); });
afterAll(async () => { await t.close(); });

const get = async (url: string, merchant = 'demo', authorization?: string) => {
  const res = await t.app.inject({ url, headers: { host: hostOf(merchant), ...(authorization ? { authorization } : {}) } });
  return { status: res.statusCode, body: res.json() as { success: boolean; code?: string; value: never } };
};

interface Winner { customerName: string; iconUrl: string; winAmount: number; nodeId: string; gameName: string }
const rankList = async (query = 'gameCategory=ALL&language=en&limitNum=20', merchant = 'demo') =>
  (await get(`/wps/relay/GCSGAME_getRankList?${query}`, merchant)).body.value as { list: Winner[] };

describe('GET /wps/relay/GCSGAME_getRankList', () => {
  it('[P7.2-12] answers an empty board while nobody has won', async () => {
    expect((await rankList()).list).toEqual([]);
  });

  it('[P2.2-5][P3-11][P9-1] lists real settled wins, largest first, names masked, within the merchant', async () => {
    const alice = await t.login('demo', { account: 'alice2026' });
    const bob = await t.login('demo', { account: 'bobby99' });
    const other = await t.login('basic', { account: 'carol77' });
    const games = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=2')).body.value as { games: { nodeId: string; gameName: string }[] };
    const live = (await get('/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=2')).body.value as { games: { nodeId: string }[] };
    const round = (merchant: string, memberId: string, id: string, nodeId: string, gameType: string, win: number, status = 'settled', settledAt = now) => ({
      merchant_id: merchant, round_id: id, member_id: memberId, node_id: nodeId, vassalage: 'PT', game_type: gameType, currency: 'USD',
      bet_amount: 100, win_amount: win, status, created_at: settledAt, settled_at: settledAt,
    });
    await t.db.insertInto('game_round').values([
      round('demo', alice.memberId, 'r1', games.games[0]!.nodeId, 'RNG', 5_000),
      round('demo', bob.memberId, 'r2', games.games[1]!.nodeId, 'RNG', 120_000),
      round('demo', alice.memberId, 'r3', live.games[0]!.nodeId, 'LIVE', 40_000),
      round('demo', bob.memberId, 'r4', games.games[0]!.nodeId, 'RNG', 0),
      round('demo', bob.memberId, 'r5', games.games[0]!.nodeId, 'RNG', 999_999, 'rolled_back'),
      round('demo', bob.memberId, 'r6', games.games[0]!.nodeId, 'RNG', 888_888, 'settled', new Date('2026-03-01T00:00:00Z')),
      round('basic', other.memberId, 'r7', games.games[0]!.nodeId, 'RNG', 777_777),
    ]).execute();

    const { list } = await rankList();
    expect(list.map((w) => [w.customerName, w.winAmount])).toEqual([['bo***9', 120_000], ['al***6', 40_000], ['al***6', 5_000]]);
    expect(list[0]).toMatchObject({ nodeId: games.games[1]!.nodeId, gameName: games.games[1]!.gameName });
    expect(list[0]!.iconUrl).toMatch(/^\/game-art\/\d+\.svg/);
    expect((await rankList('gameCategory=LIVE')).list.map((w) => w.winAmount)).toEqual([40_000]);
    expect((await rankList('limitNum=1')).list).toHaveLength(1);
    expect((await get('/wps/relay/GCSGAME_getRankList?limitNum=0')).status).toBe(400);
  });
});

describe('lottery menus and draws', () => {
  interface Group { groupCode: string; groupName: string; games: { nodeId: string; gameCode: string; vassalage: string }[] }

  it('[P7.2-15][P4.6-5] lists a prize mode’s lottery games grouped by lottery type', async () => {
    const lott = (await get('/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB')).body.value as Group[];
    expect(lott.map((g) => g.groupCode)).toEqual(['SSC', '11X5', 'PK10', 'LF', 'LHC']);
    expect(lott.flatMap((g) => g.games).every((g) => g.vassalage === 'LOTT')).toBe(true);
    const elott = (await get('/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB')).body.value as Group[];
    expect(new Set(elott.flatMap((g) => g.games.map((x) => x.vassalage)))).toEqual(new Set(['ELOTT', 'TCG_LOTTO_VN']));
    const sea = (await get('/lgw/vn/games/game_menu?prizeMode=SEA&language=zh')).body.value as Group[];
    expect(sea).toMatchObject([{ groupCode: 'SEA', groupName: '4D彩票' }]);
    expect((await get('/lgw/vn/games/game_menu?prizeMode=SEA', 'basic')).body.value).toEqual([]);
    expect((await get('/lgw/vn/games/game_menu?prizeMode=XX')).body).toMatchObject({ code: 'invalid_prize_mode' });
  });

  it('[P7.2-15] lists the member’s recent lottery games and needs login', async () => {
    expect((await get('/lgw/vn/games/game_menu/recent?prizeMode=ELOTT')).status).toBe(401);
    const { authorization } = await t.login('demo');
    const elott = (await get('/lgw/vn/games/game_menu?prizeMode=ELOTT')).body.value as Group[];
    const vn = elott.find((g) => g.groupCode === 'VN')!.games[0]!;
    await t.app.inject({ url: `/wps/game/launchGame?nodeId=${vn.nodeId}`, headers: { host: hostOf('demo'), authorization } });
    const recent = (await get('/lgw/vn/games/game_menu/recent?prizeMode=ELOTT&device=WEB', 'demo', authorization)).body.value as { gameCode: string }[];
    expect(recent.map((g) => g.gameCode)).toEqual([vn.gameCode]);
    expect((await get('/lgw/vn/games/game_menu/recent?prizeMode=LOTT', 'demo', authorization)).body.value).toEqual([]);
  });

  it('[P7.2-16] answers opened numbers: the latest of each game, or the history of one', async () => {
    const latest = (await get('/lgw/vn/numeros/opened/game?prizeMode=LOTT')).body.value as { gameCode: string; issue: string; numbers: string[] }[];
    expect(latest.length).toBe(16);
    expect(latest.find((d) => d.gameCode === 'CQSSC')!.numbers).toHaveLength(5);
    const history = (await get('/lgw/vn/numeros/opened/game?gameCode=SSC_1M&size=3')).body.value as { issue: string; openedAt: string }[];
    expect(history.map((d) => d.openedAt)).toEqual(['2026-06-01T10:00:00.000Z', '2026-06-01T09:59:00.000Z', '2026-06-01T09:58:00.000Z']);
    expect((await get('/lgw/vn/numeros/opened/game?gameCode=SSC_1M', 'basic')).status).toBe(404);
  });
});

describe('GET /wps/relay/GLS2_roomList', () => {
  it('[P7.2-11] lists four stake levels per card game, in the merchant’s currency', async () => {
    const pvp = (await get('/wps/relay/GCSGAME_gameList?gameType=PVP&vassalage=KY&pageSize=100')).body.value as { games: { nodeId: string; isGame: number }[] };
    const game = pvp.games.find((g) => g.isGame === 1)!;
    const rooms = (await get(`/wps/relay/GLS2_roomList?nodeId=${game.nodeId}`)).body.value as { list: { level: string; minBet: number; currency: string }[]; total: number };
    expect(rooms.total).toBe(4);
    expect(rooms.list.map((r) => r.level)).toEqual(['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'VIP']);
    expect(rooms.list[0]).toMatchObject({ minBet: 100, currency: 'USD' });
    const all = (await get('/wps/relay/GLS2_roomList?vassalage=KY&pageSize=100')).body.value as { list: { vassalage: string }[]; total: number };
    expect(all.list.every((r) => r.vassalage === 'KY')).toBe(true);
    expect((await get('/wps/relay/GLS2_roomList', 'basic')).body.value).toMatchObject({ total: 0 });
  });
});
