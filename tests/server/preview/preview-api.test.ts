// The preview console's server side (issue 4, docs/preview.md): off unless PREVIEW_STAFF is set; a staff login with
// an httpOnly, SameSite=Strict cookie; the API and the page refuse anonymous callers and players; a stored preview
// changes the permission data and the status only for requests with a valid preview id and the staff session
// that made it, until it expires.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isModuleEnabled } from '../../../src/engine/feature-flags.js';
import type { PermissionData } from '../../../src/engine/permission-data.js';
import type { CreatedPreview, PreviewMerchant, PreviewView } from '../../../src/engine/preview-view.js';
import { AccountType } from '../../../server/domain/auth/account-types.js';
import { PREVIEW_TTL_MS, STAFF_SESSION_MS } from '../../../server/domain/preview/preview-policy.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { hashPassword } from '../../../server/crypto/password-hashing.js';
import { createSession } from '../../../server/db/session-store.js';
import { openTestApp, valueOf, type TestApp } from '../../helpers/test-app.js';

const PASSWORD = 'Staff-Secret-9';
const PLAYER_PASSWORD = 'Player123';

/**
 * A clock the expiry tests move forward (only their app reads it). That app has a database of its own: a login
 * clears the sessions that have expired by its clock, and eight hours ahead that was every session the other apps
 * had made in the file's first second (the shared staff cookie among them).
 */
const clock = { at: new Date(), now() { return new Date(this.at); } };

const view = (over: Partial<PreviewView> = {}): PreviewView => ({
  merchant: 'demo',
  language: 'en',
  palette: 'dark',
  status: 'normal',
  login: 'visitor',
  flags: {},
  fields: {},
  path: '/',
  ...over,
});

const cookieOf = (response: LightMyRequestResponse) => String(response.headers['set-cookie']).split(';')[0]!;

describe('the preview console', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let off: FastifyInstance;
  let timed: FastifyInstance;
  let timedApp: TestApp;
  let siteDir: string;
  let playerToken: string;
  // Staff logins are limited to 10 a minute per address, so the tests share one session per staff member.
  const cookies = new Map<string, string>();
  let staff: { username: string; passwordHash: string }[];

  beforeAll(async () => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'livery-preview-site-'));
    writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><html lang="km"><title>site</title><div id="root"></div></html>');
    const hash = await hashPassword(PASSWORD);
    staff = [{ username: 'support', passwordHash: hash }, { username: 'lead', passwordHash: hash }];
    t = await openTestApp({ siteDir, preview: { staff } });
    app = t.app;
    off = await t.variant({ siteDir });
    timedApp = await openTestApp({ siteDir, preview: { staff, clock } });
    timed = timedApp.app;
    // A player of demo with a live session: their token and their password must open nothing here.
    const db = t.testDb.db;
    const now = new Date();
    const memberId = await insertMember(db as never, {
      merchantId: 'demo', account: 'player1', type: AccountType.member, passwordHash: await hashPassword(PLAYER_PASSWORD), passwordChangedAt: now, createdAt: now,
    });
    playerToken = await createSession(db as never, { now: () => new Date() }, {
      merchantId: 'demo', memberId: memberId!, memberType: AccountType.member, loginType: 'username', ip: '127.0.0.1',
      mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
    });
  });

  afterAll(async () => {
    await Promise.all([t?.close(), timedApp?.close()]);
    rmSync(siteDir, { recursive: true, force: true });
  });

  const login = async (username = 'support', password = PASSWORD, on = app) =>
    on.inject({ method: 'POST', url: '/wps/preview/login', payload: { username, password } });
  const staffCookie = async (username = 'support', on = app) => {
    const key = `${username}:${on === app ? 'app' : 'timed'}`;
    if (!cookies.has(key)) cookies.set(key, cookieOf(await login(username, PASSWORD, on)));
    return cookies.get(key)!;
  };
  const createPreview = async (cookie: string, v: PreviewView, on = app) =>
    on.inject({ method: 'POST', url: '/wps/preview/views', headers: { cookie }, payload: v });
  const permission = async (query: string, headers: Record<string, string> = {}, on = app) => {
    const response = await on.inject({ method: 'GET', url: `/wps/system/permission${query}`, headers });
    expect(response.statusCode).toBe(200);
    return valueOf<PermissionData>(response);
  };

  describe('when PREVIEW_STAFF is not set', () => {
    it('answers 404 for the API and the page', async () => {
      for (const [method, url] of [['GET', '/wps/preview/session'], ['GET', '/wps/preview/merchants'], ['POST', '/wps/preview/login'], ['POST', '/wps/preview/views']] as const) {
        const response = await off.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(response.statusCode, url).toBe(404);
      }
      const page = await off.inject({ method: 'GET', url: '/preview', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      expect(page.headers['cache-control']).toBe('no-store');
    });

    it('ignores preview ids', async () => {
      const response = await off.inject({ method: 'GET', url: '/wps/system/permission?merchant=demo&preview=whatever' });
      expect(valueOf<PermissionData>(response).status).toBe(0);
    });
  });

  describe('who may use it', () => {
    it('refuses the API to anonymous callers with 403 staff_only', async () => {
      for (const [method, url] of [['GET', '/wps/preview/session'], ['GET', '/wps/preview/merchants'], ['POST', '/wps/preview/views']] as const) {
        const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: view() } : {}) });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ success: false, code: 'staff_only' });
      }
      // Checked before the body: an anonymous caller learns nothing of the view's schema.
      const junk = await app.inject({ method: 'POST', url: '/wps/preview/views', payload: { nonsense: true } });
      expect(junk.statusCode).toBe(403);
    });

    it('refuses a player: their bearer token opens nothing and their password is not a staff login', async () => {
      const headers = { authorization: `Bearer ${playerToken}` };
      expect((await app.inject({ method: 'GET', url: '/wps/member/info', headers })).statusCode).toBe(200);
      for (const [method, url] of [['GET', '/wps/preview/session'], ['GET', '/wps/preview/merchants'], ['POST', '/wps/preview/views']] as const) {
        const response = await app.inject({ method, url, headers, ...(method === 'POST' ? { payload: view() } : {}) });
        expect(response.statusCode, url).toBe(403);
      }
      const asStaff = await login('player1', PLAYER_PASSWORD);
      expect(asStaff.statusCode).toBe(401);
      expect(asStaff.json()).toEqual({ success: false, code: 'wrong_account_or_password' });
      expect(asStaff.headers['set-cookie']).toBeUndefined();
      // A player's token in the cookie's place is no staff session either.
      const forged = await app.inject({ method: 'GET', url: '/wps/preview/session', headers: { cookie: `livery_staff=${playerToken}` } });
      expect(forged.statusCode).toBe(403);
    });

    it('serves the page with 403 (the staff login) without a staff session and 200 with one, never cached', async () => {
      const anonymous = await app.inject({ method: 'GET', url: '/preview', headers: { accept: 'text/html', authorization: `Bearer ${playerToken}` } });
      expect(anonymous.statusCode).toBe(403);
      expect(anonymous.body).toContain('<div id="root">');
      expect(anonymous.headers['cache-control']).toBe('no-store');
      const staff = await app.inject({ method: 'GET', url: '/preview', headers: { accept: 'text/html', cookie: await staffCookie() } });
      expect(staff.statusCode).toBe(200);
    });

    it('logs staff in with an httpOnly, SameSite=Strict cookie for a working day, and refuses a wrong password', async () => {
      expect((await login('support', 'wrong')).statusCode).toBe(401);
      expect((await login('nobody', PASSWORD)).statusCode).toBe(401);
      const response = await login();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, value: { username: 'support' } });
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^livery_staff=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=28800$/);
      const session = await app.inject({ method: 'GET', url: '/wps/preview/session', headers: { cookie: cookieOf(response) } });
      expect(session.json()).toEqual({ success: true, value: { username: 'support' } });
    });

    it('ends the staff session at logout and after eight hours', async () => {
      const cookie = cookieOf(await login());
      const logout = await app.inject({ method: 'POST', url: '/wps/preview/logout', headers: { cookie }, payload: {} });
      expect(String(logout.headers['set-cookie'])).toContain('Max-Age=0');
      expect((await app.inject({ method: 'GET', url: '/wps/preview/session', headers: { cookie } })).statusCode).toBe(403);

      const later = cookieOf(await login('support', PASSWORD, timed));
      const session = () => timed.inject({ method: 'GET', url: '/wps/preview/session', headers: { cookie: later } });
      clock.at = new Date(clock.at.getTime() + STAFF_SESSION_MS - 1000);
      expect((await session()).statusCode).toBe(200);
      clock.at = new Date(clock.at.getTime() + 2000);
      expect((await session()).statusCode).toBe(403);
    });

    it('allows ten staff login attempts a minute per address', async () => {
      const limited = await t.variant({ siteDir, preview: { staff } });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await login('support', 'wrong', limited)).statusCode);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    });
  });

  describe('the staff API', () => {
    it('lists every merchant with what the console can change', async () => {
      const response = await app.inject({ method: 'GET', url: '/wps/preview/merchants', headers: { cookie: await staffCookie() } });
      const merchants = valueOf<PreviewMerchant[]>(response);
      expect(merchants.map((m) => m.code).sort()).toEqual([...t.config.merchants.keys()].sort());
      const demo = merchants.find((m) => m.code === 'demo')!;
      expect(demo.whitelabel).toEqual(t.config.merchants.get('demo')!.whitelabel);
      expect(demo.theme.palettes.dark.primary).toMatch(/^#/);
      expect(JSON.stringify(merchants)).not.toContain('wellKnownDefault');
    });

    it('refuses a view of an unknown merchant, of a language it does not offer, or of the wrong shape', async () => {
      const cookie = await staffCookie();
      expect((await createPreview(cookie, view({ merchant: 'nope' }))).json()).toMatchObject({ code: 'unknown_merchant' });
      const basicLanguages: string[] = t.config.merchants.get('basic')!.languages;
      const missing = ['km', 'en', 'zh'].find((l) => !basicLanguages.includes(l));
      if (missing) expect((await createPreview(cookie, view({ merchant: 'basic', language: missing }))).json()).toMatchObject({ code: 'unsupported_language' });
      const bad = await app.inject({ method: 'POST', url: '/wps/preview/views', headers: { cookie }, payload: { ...view(), status: 'closed' } });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('applying a preview', () => {
    it('shows maintenance and a flag turned off only to requests with the preview id and the staff session', async () => {
      const cookie = await staffCookie();
      const created = await createPreview(cookie, view({ status: 'maintenance', flags: { VIP: false } }));
      expect(created.statusCode).toBe(200);
      const { id, token } = valueOf<CreatedPreview>(created);
      expect(token).toBeNull();
      const query = `?merchant=demo&preview=${id}`;

      const previewed = await permission(query, { cookie });
      expect(previewed.status).toBe(1);
      expect(isModuleEnabled(previewed.whitelabel, 'VIP')).toBe(false);
      const status = await app.inject({ method: 'GET', url: `/wps/system/status${query}`, headers: { cookie } });
      expect(valueOf<{ status: number }>(status).status).toBe(1);

      // The stored files are untouched: everyone else still gets the merchant as configured.
      for (const [q, headers] of [
        [query, {}],
        [query, { authorization: `Bearer ${playerToken}` }],
        [`?merchant=demo&preview=${id}x`, { cookie }],
        ['?merchant=demo', { cookie }],
        [`?merchant=basic&preview=${id}`, { cookie }],
        [query, { cookie: await staffCookie('lead') }],
      ] as [string, Record<string, string>][]) {
        const plain = await permission(q, headers);
        expect(plain.status, `${q} ${JSON.stringify(headers)}`).toBe(0);
        if (plain.merchant.code === 'demo') expect(isModuleEnabled(plain.whitelabel, 'VIP')).toBe(true);
      }
    });

    it('blocks every address for region-blocked, and field rules and language follow the view', async () => {
      const cookie = await staffCookie();
      const { id } = valueOf<CreatedPreview>(await createPreview(cookie, view({ status: 'region', language: 'zh', fields: { email: { enabled: false, required: false } } })));
      const previewed = await permission(`?merchant=demo&preview=${id}`, { cookie });
      expect(previewed.status).toBe(2);
      expect(previewed.registerFieldRules.email).toMatchObject({ enabled: false, required: false });
      expect(previewed.merchant.defaultLanguage).toBe('zh');
    });

    it('stops applying when the preview expires', async () => {
      const cookie = await staffCookie('support', timed);
      const { id, expiresAt } = valueOf<CreatedPreview>(await createPreview(cookie, view({ status: 'maintenance' }), timed));
      expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(PREVIEW_TTL_MS);
      clock.at = new Date(clock.at.getTime() + PREVIEW_TTL_MS - 1000);
      expect((await permission(`?merchant=demo&preview=${id}`, { cookie }, timed)).status).toBe(1);
      clock.at = new Date(clock.at.getTime() + 2000);
      expect((await permission(`?merchant=demo&preview=${id}`, { cookie }, timed)).status).toBe(0);
    });

    it('gives a logged-in state the session of the merchant\'s preview account of that kind, never a player\'s', async () => {
      const cookie = await staffCookie();
      const infoOf = async (login: PreviewView['login']) => {
        const created = await createPreview(cookie, view({ login }));
        expect(created.statusCode, created.body).toBe(200);
        const { token } = valueOf<CreatedPreview>(created);
        expect(token).toEqual(expect.any(String));
        const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } });
        expect(info.statusCode).toBe(200);
        return valueOf<{ account: string; type: number }>(info);
      };
      const member = await infoOf('member');
      expect(member).toMatchObject({ type: AccountType.member });
      expect(member.account).toMatch(/^preview-member/);
      expect((await infoOf('member')).account).toBe(member.account);
      expect(await infoOf('trial')).toMatchObject({ type: AccountType.trial });
      expect(await infoOf('agent')).toMatchObject({ type: AccountType.agent1 });
      const { token } = valueOf<CreatedPreview>(await createPreview(cookie, view({ merchant: 'basic', language: 'en', login: 'member' })));
      const basic = await app.inject({ method: 'GET', url: '/wps/member/info?merchant=basic', headers: { authorization: `Bearer ${token}` } });
      expect(valueOf<{ account: string }>(basic).account).toMatch(/^preview-member/);
    });
  });
});
