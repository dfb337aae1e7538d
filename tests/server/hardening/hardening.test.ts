// Hostile input and the perimeter (issue "Hardening"): numbers and text that used to reach BigInt and SQL, trusted
// proxies, the region block on the API, HSTS and the Permissions-Policy, through the whole app as the server runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { encryptBody } from '../../../src/lib/crypto/hybrid-encrypt.js';
import { memberSession, openTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let member: Record<string, string>;
beforeAll(async () => {
  t = await openTestApp();
  member = (await memberSession(t.testDb, 'hardening1')).headers;
}, 60_000);
afterAll(() => t.close());

const send = (app: FastifyInstance, method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = member, remoteAddress?: string) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }), ...(remoteAddress ? { remoteAddress } : {}) });

describe('numbers that are not finite decimals', () => {
  it('[M7-6] refuses "Infinity", exponents and padded digits as an amount with 400 invalid_amount, moving nothing', async () => {
    for (const amount of ['Infinity', '-Infinity', '1e400', '1e3', ' 12 ', '0x10', 12.5, 1e21]) {
      for (const url of ['/wps/relay/GCS_walletTransfer', '/wps/payment/deposit']) {
        const body = { from: 'MAIN', to: 'LIVERY', methodId: 'sandbox', amount, idempotencyKey: `hardening-${url.length}-key` };
        const res = await send(t.app, 'POST', url, body);
        expect(res.statusCode, `${url} ${String(amount)}`).toBe(400);
        expect(res.json(), `${url} ${String(amount)}`).toMatchObject({ success: false, code: 'invalid_amount', value: { field: 'amount' } });
      }
    }
    const balance = await send(t.app, 'GET', '/wps/v2/wallets/balance');
    expect(balance.json().value.balance).toBe(0);
  });

  it('[P7.2-1] refuses a page number that is not a safe integer with 400 invalid_page_no, in the query and in the body', async () => {
    for (const pageNo of ['Infinity', '1e400', '9007199254740993', '1.5', '-1']) {
      const query = await send(t.app, 'GET', `/wps/relay/GCSGAME_gameList?pageNo=${encodeURIComponent(pageNo)}`);
      expect(query.statusCode, pageNo).toBe(400);
      expect(query.json(), pageNo).toMatchObject({ code: 'invalid_page_no', value: { field: 'pageNo' } });
      const body = await send(t.app, 'POST', '/wps/relay/GCSGAME_gameList', { pageNo });
      expect(body.statusCode, pageNo).toBe(400);
    }
    expect((await send(t.app, 'GET', '/wps/relay/GCSGAME_gameList?pageNo=2')).statusCode).toBe(200);
  });

  it('refuses non-finite points on the development grant', async () => {
    const res = await send(t.app, 'POST', '/dev/points/grant', { points: 'Infinity', reference: 'hardening-grant-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, value: { field: 'points' } });
  });
});

describe('text with control characters or lone surrogates', () => {
  it('answers 400 bad_request naming the field before the text reaches SQL', async () => {
    const cases: [InjectOptions['method'], string, unknown, string][] = [
      ['GET', '/wps/agent/affiliate?code=%00', undefined, 'code'],
      ['GET', '/wps/agent/affiliate?code=A%01B', undefined, 'code'],
      ['POST', '/wps/member/password/email', { username: 'a\u0000b', email: 'a@example.com' }, 'username'],
      ['POST', '/wps/member/password/email', { username: 'ab\uD800c', email: 'a@example.com' }, 'username'],
      ['GET', `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('x\u007f')}`, undefined, 'gameName'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await send(t.app, method, url, payload, { host: 'demo.localhost' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, code: 'bad_request', value: { field } });
    }
  });

  it('keeps tabs, line breaks and every script a player writes', async () => {
    const res = await send(t.app, 'GET', `/wps/agent/affiliate?code=${encodeURIComponent('ស្វាគមន៍ 欢迎 😀')}`, undefined, { host: 'demo.localhost' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'invalid_invitation_code' });
  });

  it('refuses an object nested deeper than any request of ours', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i++) deep = { a: deep };
    const res = await send(t.app, 'POST', '/wps/member/password/email', { username: 'player1', email: 'a@example.com', extra: deep }, { host: 'demo.localhost' });
    expect(res.statusCode).toBe(400);
  });
});

describe('trusted proxies (TRUST_PROXY)', () => {
  it('takes the visitor from the first untrusted hop, and ignores what an untrusted peer writes', async () => {
    const app = await t.variant({ trustProxy: ['10.0.0.0/8'] });
    const ipOf = async (headers: Record<string, string>, remoteAddress: string) =>
      (await send(app, 'GET', '/wps/system/status', undefined, { host: 'demo.localhost', ...headers }, remoteAddress)).json().value.ip;
    expect(await ipOf({ 'x-forwarded-for': '203.0.113.9, 198.51.100.9' }, '10.0.0.2')).toBe('198.51.100.9');
    expect(await ipOf({ 'x-forwarded-for': '203.0.113.9, 198.51.100.9, 10.0.0.7' }, '10.0.0.2')).toBe('198.51.100.9');
    expect(await ipOf({ 'x-forwarded-for': '203.0.113.9' }, '192.0.2.50')).toBe('192.0.2.50');
  });

  it('[P8-20] counts forged X-Forwarded-For addresses from an untrusted peer as that peer: the per-address SMS limit holds', async () => {
    const app = await t.variant({ trustProxy: ['10.0.0.0/8'] });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await send(app, 'POST', '/wps/verification/sms/noLogin', { mobileNum: `0770001${String(i).padStart(3, '0')}`, countryDialingCode: '+855' },
        { host: 'demo.localhost', 'x-forwarded-for': `203.0.113.${i + 1}` }, '192.0.2.77');
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });
});

describe('the region block on the API', () => {
  const blocked = { host: 'demo.localhost', 'x-forwarded-for': '203.0.113.7' };
  it('[P4.1-1][P2.12-2] answers every member, money and game call 403 region_blocked, and keeps what the region page needs open', async () => {
    const app = await t.variant({ trustProxy: ['loopback'] });
    const sealedLogin = await encryptBody({ type: 'username', username: 'player1', password: 'Player123' }, app.serverKey.publicKeySpki, globalThis.crypto as Crypto);
    const closed: [InjectOptions['method'], string, unknown][] = [
      ['POST', '/wps/session/login', sealedLogin],
      ['POST', '/wps/verification/sms/register', { mobileNum: '012345699', countryDialingCode: '+855' }],
      ['GET', '/wps/relay/GCSGAME_gameList', undefined],
      ['GET', '/wps/game/launchGame?nodeId=1', undefined],
      ['POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'LIVERY', amount: 100, idempotencyKey: 'region-blocked-1' }],
      ['GET', '/wps/v2/wallets/balance', undefined],
      ['GET', '/lgw/games/game_menus', undefined],
    ];
    for (const [method, url, payload] of closed) {
      const res = await send(app, method, url, payload, { ...blocked, authorization: member.authorization! });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ success: false, code: 'region_blocked' });
    }
    for (const url of ['/wps/system/permission', '/wps/system/status', '/wps/system/helpCenter', '/wps/system/whitelabel']) {
      expect((await send(app, 'GET', url, undefined, blocked)).statusCode, url).toBe(200);
    }
    // The same calls from an address the rule admits are served.
    expect((await send(app, 'GET', '/wps/v2/wallets/balance', undefined, { ...member, 'x-forwarded-for': '198.51.100.20' })).statusCode).toBe(200);
  });
});

describe('transport headers', () => {
  it('sends HSTS over HTTPS from a trusted proxy only, never over plain HTTP or on an untrusted peer\'s word', async () => {
    const app = await t.variant({ trustProxy: ['loopback'] });
    const hsts = async (target: FastifyInstance, headers: Record<string, string>) =>
      (await send(target, 'GET', '/wps/system/status', undefined, { host: 'demo.localhost', ...headers })).headers['strict-transport-security'];
    expect(await hsts(app, { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(app, {})).toBeUndefined();
    expect(await hsts(app, { 'x-forwarded-proto': 'http' })).toBeUndefined();
    expect(await hsts(t.app, { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });

  it('denies the browser features the site does not use with a Permissions-Policy', async () => {
    const res = await send(t.app, 'GET', '/wps/system/status', undefined, { host: 'demo.localhost' });
    const policy = String(res.headers['permissions-policy']);
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(denied);
    expect(policy).toContain('fullscreen=(self)');
  });

  it('sends the security headers on every answer, a refusal included, and no X-Powered-By', async () => {
    for (const [method, url] of [['GET', '/wps/system/status'], ['GET', '/wps/v2/wallets/balance'], ['GET', '/no-such-route']] as const) {
      const res = await send(t.app, method, url, undefined, { host: 'demo.localhost' });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(String(res.headers['content-security-policy']), url).toContain("object-src 'none'");
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
