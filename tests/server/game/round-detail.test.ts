// The round detail of the bet record through HTTP (docs/vendors.md "Round detail", M2-7): a member opens one of their
// rounds with the vendor's round id, game, time, stake, win and the fair-play data the vendor answers (server seed
// hash, the seed once revealed, client seed, nonce, a verify link); another member's round, a bad id or no session
// are refused with a message key.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameCatalogue } from '../../../server/db/catalogue-seed.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { systemClock } from '../../../server/lib/clock.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let origin = '';
let slotNodeId = '';
let counter = 0;

beforeAll(async () => {
  t = await openTestApp();
  await seedGameCatalogue(t.testDb.db);
  const { rows } = await sql<{ node_id: string }>`select node_id from game where vassalage = 'PT' and game_type = 'RNG' and is_game = 1 order by node_id limit 1`.execute(t.testDb.db);
  slotNodeId = rows[0]!.node_id;
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 240_000);
afterAll(async () => { await t.close(); });

type Json = { success: boolean; code?: string; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function member(funds: number) {
  const memberId = (await insertMember(t.testDb.db, { merchantId: 'basic', account: `round${process.pid % 1000}x${++counter}`, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
  const token = await createSession(t.testDb.db, systemClock, {
    merchantId: 'basic', memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  const ctx = ledgerContextOf(t.config.merchants.get('basic')!);
  if (funds > 0) expect((await t.app.ledger.post(ctx, `deposit:test-${memberId}`, { type: 'deposit', memberId, amount: BigInt(funds), provider: 'TEST', reference: memberId })).ok).toBe(true);
  return { memberId, authorization: `Bearer ${token}` };
}

async function get(path: string, authorization?: string) {
  const res = await fetch(`${origin}${path}${path.includes('?') ? '&' : '?'}merchant=basic`, { headers: authorization ? { authorization } : {} });
  return { status: res.status, body: await res.json() as Json };
}

async function call(token: string, path: string, payload: object) {
  const res = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'x-game-token': token, 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  return { status: res.status, body: await res.json() as Json };
}

describe('round detail', () => {
  it('[M2-7] a member opens a round of the bet record with the vendor\'s fair-play data; the seed shows once revealed', async () => {
    const p = await member(10_000);
    const launched = await get(`/wps/game/launchGame?nodeId=${slotNodeId}&language=en`, p.authorization);
    const token = new URL(launched.body.value.url, origin).searchParams.get('token')!;
    const roundId = randomUUID();
    const spun = await call(token, '/demo-aggregator/api/spin', { roundId, bet: 100 });
    expect(spun.status).toBe(200);
    const fair = spun.body.value.round.fairness;

    const detail = await get(`/wps/records/bets/round?roundId=${roundId}&lang=en`, p.authorization);
    expect(detail.status).toBe(200);
    expect(detail.body.value).toMatchObject({
      roundId, gameType: 'RNG', vendor: 'PT', nodeId: slotNodeId, status: 'settled', betAmount: 100, winAmount: spun.body.value.round.winAmount,
      fairness: { method: 'seeds', serverSeedHash: fair.serverSeedHash, serverSeed: null, clientSeed: fair.clientSeed, nonce: fair.nonce },
    });
    expect(detail.body.value.gameName).not.toBe('');
    const verify = new URL(detail.body.value.fairness.verifyUrl, origin);
    expect(verify.pathname).toBe('/demo-aggregator/verify');
    expect(verify.searchParams.get('nonce')).toBe(String(fair.nonce));

    // After the player rotates the seeds, the round's server seed is revealed and the verify link carries it.
    expect((await call(token, '/demo-aggregator/api/rotate', {})).status).toBe(200);
    const revealed = await get(`/wps/records/bets/round?roundId=${roundId}&lang=en`, p.authorization);
    expect(revealed.body.value.fairness.serverSeed).toMatch(/^[0-9a-f]{16,}$/);
    expect(new URL(revealed.body.value.fairness.verifyUrl, origin).searchParams.get('serverSeed')).toBe(revealed.body.value.fairness.serverSeed);
    const page = await (await fetch(new URL(revealed.body.value.fairness.verifyUrl, origin))).text();
    expect(page).toContain(fair.serverSeedHash);
  }, 60_000);

  it('[M2-7] an in-house round (Lucky Lantern) answers its seeds, revealed after a rotation, with a verify link that replays it', async () => {
    const p = await member(10_000);
    // Lucky Lantern, the platform's own game: the seeds from its own tables, the verify page of the in-house games.
    const lantern = (await sql<{ node_id: string }>`select node_id from game where vassalage = 'LIVERY' and game_code = 'LUCKY_LANTERN'`.execute(t.testDb.db)).rows[0]!.node_id;
    const launchedLantern = await get(`/wps/game/launchGame?nodeId=${lantern}&language=en`, p.authorization);
    const lanternToken = new URL(launchedLantern.body.value.url, origin).searchParams.get('token')!;
    const lanternRound = randomUUID().replaceAll('-', '');
    const spun = await fetch(`${origin}/games/livery/api/spin?merchant=basic`, { method: 'POST', headers: { 'x-game-token': lanternToken, 'content-type': 'application/json' }, body: JSON.stringify({ roundId: lanternRound, bet: 100 }) });
    const fair = ((await spun.json()) as Json).value.round.fairness;
    const inHouse = await get(`/wps/records/bets/round?roundId=${lanternRound}&lang=en`, p.authorization);
    expect(inHouse.body.value.fairness).toMatchObject({ method: 'seeds', serverSeedHash: fair.serverSeedHash, serverSeed: null, clientSeed: fair.clientSeed, nonce: fair.nonce });
    expect(await fetch(`${origin}/games/livery/api/rotate?merchant=basic`, { method: 'POST', headers: { 'x-game-token': lanternToken, 'content-type': 'application/json' }, body: '{}' }).then((r) => r.status)).toBe(200);
    const revealed = (await get(`/wps/records/bets/round?roundId=${lanternRound}&lang=en`, p.authorization)).body.value.fairness;
    expect(revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const replay = await (await fetch(new URL(revealed.verifyUrl, origin))).text();
    expect(replay).toContain(fair.serverSeedHash);
    expect(replay).toContain('Reel stops');

  }, 60_000);

  it('refuses a bad id, an unknown round, another member\'s round and a visitor with a message key', async () => {
    const owner = await member(10_000);
    const launched = await get(`/wps/game/launchGame?nodeId=${slotNodeId}&language=en`, owner.authorization);
    const token = new URL(launched.body.value.url, origin).searchParams.get('token')!;
    const roundId = randomUUID();
    expect((await call(token, '/demo-aggregator/api/spin', { roundId, bet: 100 })).status).toBe(200);
    const other = await member(0);
    expect(await get('/wps/records/bets/round?roundId=x', other.authorization)).toMatchObject({ status: 400, body: { success: false, code: 'invalid_round_id' } });
    expect(await get('/wps/records/bets/round', other.authorization)).toMatchObject({ status: 400, body: { code: 'invalid_round_id' } });
    expect(await get(`/wps/records/bets/round?roundId=${randomUUID()}`, other.authorization)).toMatchObject({ status: 404, body: { code: 'round_not_found' } });
    expect(await get(`/wps/records/bets/round?roundId=${roundId}`, other.authorization)).toMatchObject({ status: 404, body: { code: 'round_not_found' } });
    expect((await get(`/wps/records/bets/round?roundId=${roundId}`)).status).toBe(401);
  }, 60_000);
});
