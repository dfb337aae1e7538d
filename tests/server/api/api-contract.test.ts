// The API as callers see it: the spec shows few methods and answers (M7-1) and no finer permissions (M6-7), so the
// server documents every call in its OpenAPI document and applies one role matrix (docs/decisions.md, "Roles").
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../../server/lib/project-root.js';
import { createSession } from '../../../server/db/session-store.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

interface Operation { summary?: string; tags?: string[]; responses?: Record<string, unknown>; requestBody?: unknown }
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let host: string;
beforeAll(async () => {
  t = await openTestApp();
  host = t.config.merchants.get('demo')!.domains[0]!;
});
afterAll(() => t.close());

let counter = 0;
/** A fresh account of the given type with a live session; answers the headers that carry it. */
async function caller(type: number): Promise<Record<string, string>> {
  const account = `api${process.pid}x${++counter}`;
  const memberId = await insertMember(t.testDb.db, { merchantId: 'demo', account, type, passwordHash: null, passwordChangedAt: null, createdAt: new Date() });
  const token = await createSession(t.testDb.db, { now: () => new Date() }, {
    merchantId: 'demo', memberId: memberId!, memberType: type, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  return { host, authorization: `Bearer ${token}` };
}

describe('the documented API [M7-1]', () => {
  it('[M7-1] documents every call: a summary, a tag and the success answer', () => {
    const doc = t.app.swagger() as unknown as Doc;
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThan(150);
    const undocumented = operations.filter(({ op }) => !op.summary || !op.tags?.length || !Object.keys(op.responses ?? {}).some((code) => /^[23]/.test(code)));
    expect(undocumented.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('[M7-1] docs/openapi.json is the document the server serves in production (regenerate it with npm run docs:openapi)', async () => {
    // As scripts/generate-openapi.ts builds it: production, so without the development routes (/dev/...).
    const production = await t.variant({ nodeEnv: 'production' });
    const written = JSON.parse(readFileSync(projectPath('docs', 'openapi.json'), 'utf8')) as unknown;
    expect(written, 'docs/openapi.json is stale: run npm run docs:openapi').toEqual(JSON.parse(JSON.stringify(production.swagger())));
  });

  it('[M7-1] serves the spec table\'s calls with the methods it names', () => {
    const doc = t.app.swagger() as unknown as Doc;
    const table: [string, string][] = [
      ['get', '/wps/member/info'], ['post', '/wps/member/password'], ['get', '/wps/member/info/icon'], ['get', '/wps/v2/wallets/balance'],
      ['post', '/wps/relay/GCS_walletTransfer'], ['get', '/wps/member/info/funds/consolidated'], ['get', '/wps/member/wallet'],
      ['get', '/wps/relay/CSP_unreadCount'], ['put', '/wps/feedback'], ['post', '/wps/relay/ACS_hourSalaryRecords'], ['post', '/wps/relay/ACS_realtimeSalaryRecords'],
    ];
    for (const [method, path] of table) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('[M7-1] a token call without a session answers 401 with a message key, never a page or a stack', async () => {
    const calls: [string, string][] = [
      ['GET', '/wps/member/info'], ['GET', '/wps/member/info/icon'], ['GET', '/wps/v2/wallets/balance'], ['POST', '/wps/relay/GCS_walletTransfer'],
      ['GET', '/wps/records/bets'], ['GET', '/wps/agent/team/overview'], ['GET', '/wps/relay/ACS_contracts'],
    ];
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: { host }, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      const body = res.json() as { success: boolean; code: string; stack?: string };
      expect(body.success, url).toBe(false);
      expect(body.code, url).toMatch(/^[a-z_]+$/);
      expect(body.stack).toBeUndefined();
    }
  });
});

describe('one role matrix for every area [M6-7]', () => {
  // Member area (real money), agent area: what each role gets.
  const memberCalls = ['/wps/v2/wallets/balance', '/wps/records/bets'];
  const realMoneyCalls = ['/wps/records/bets'];
  const agentCalls = ['/wps/agent/team/overview', '/wps/relay/ACS_contracts'];

  it('[M6-7][M6-3][M6-4] visitors get 401; trial accounts get in_need_true_account on real-money pages; members are refused the agent area; agents get both', async () => {
    const [trial, member, agent] = await Promise.all([caller(4), caller(0), caller(1)]);
    const status = async (url: string, headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      return res.statusCode === 200 ? 200 : `${res.statusCode} ${(res.json() as { code: string }).code}`;
    };
    for (const url of [...memberCalls, ...agentCalls]) expect(await status(url, { host }), url).toMatch(/^401 /);
    for (const url of realMoneyCalls) expect(await status(url, trial), url).toBe('403 in_need_true_account');
    for (const url of memberCalls) expect(await status(url, member), url).toBe(200);
    for (const url of agentCalls) expect(await status(url, member), url).toBe('403 non_agent_cannot_login');
    for (const url of [...memberCalls, ...agentCalls]) expect(await status(url, agent), url).toBe(200);
  });
});

describe('every area of the overview is served [M1-1]', () => {
  const member: [string, string][] = [
    ['deposit', '/wps/payment/methods'], ['withdraw', '/wps/withdrawal/info'], ['bet records', '/wps/records/bets'],
    ['account records', '/wps/records/transactions'], ['profit and loss', '/wps/records/profit'], ['promotions', '/wps/promotions'],
    ['rewards', '/wps/rewards'], ['points mall', '/wps/points/rewards'], ['missions', '/wps/missions/summary'], ['messages', '/wps/member/messages'],
    ['invite friends', '/wps/referral'], ['VIP rank', '/wps/vip'], ['manual rebate', '/wps/rebate'], ['feedback', '/wps/feedback'],
  ];
  const agent: [string, string, 'GET' | 'POST'][] = [
    ['team overview', '/wps/agent/team/overview', 'GET'], ['downline management', '/wps/agent/team/downlines', 'GET'],
    ['team betting', '/wps/agent/team/bets', 'GET'], ['profit and loss', '/wps/agent/team/profit', 'GET'], ['income', '/wps/agent/team/revenue', 'GET'],
    ['transaction details', '/wps/agent/team/transactions', 'GET'], ['dividend', '/wps/relay/ACS_dividendRecords', 'GET'],
    ['daily salary', '/wps/relay/ACS_dailySalaryRecords', 'GET'], ['hourly salary', '/wps/relay/ACS_hourSalaryRecords', 'POST'],
    ['real-time salary', '/wps/relay/ACS_realtimeSalaryRecords', 'POST'],
  ];

  it('[M1-1] a member reaches every member area; an agent every agent area, each contract kind included', async () => {
    const [memberHeaders, agentHeaders] = await Promise.all([caller(0), caller(1)]);
    for (const [area, url] of member) {
      const res = await t.app.inject({ method: 'GET', url, headers: memberHeaders });
      expect(res.statusCode, `${area}: ${url} ${res.body.slice(0, 200)}`).toBe(200);
      expect((res.json() as { success: boolean }).success, area).toBe(true);
    }
    for (const [area, url, method] of agent) {
      const res = await t.app.inject({ method, url, headers: agentHeaders, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${area}: ${url} ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('[M1-1][M6-4] a trial account is told a real account is needed on the money, record and account pages', async () => {
    const trial = await caller(4);
    for (const url of ['/wps/payment/methods', '/wps/withdrawal/info', '/wps/records/bets', '/wps/records/transactions', '/wps/referral', '/wps/vip', '/wps/rebate']) {
      const res = await t.app.inject({ method: 'GET', url, headers: trial });
      expect(`${res.statusCode} ${(res.json() as { code?: string }).code}`, url).toBe('403 in_need_true_account');
    }
  });
});

