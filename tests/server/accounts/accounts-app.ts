// The server for the accounts tests: a fresh database (tests/helpers/test-db.ts), the demo merchants with the
// demo accounts seeded, a clock the test moves by hand, and helpers that speak the contract of docs/api-accounts.md
// the way the browser does (sealed (E) bodies with WebCrypto, slider and captcha answers read from /dev).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app.js';
import { loadPlatformConfig, type PlatformConfig } from '../../../server/config/load-config.js';
import type { AccountsPluginOptions } from '../../../server/plugins/app/accounts.js';
import { seedDemoAccounts } from '../../../server/db/demo-accounts-seed.js';
import type { MerchantConfig, WhitelabelNode } from '../../../src/engine/config-types.js';
import { encryptBody } from '../../../src/lib/crypto/hybrid-encrypt.js';
import { openTestDb, type TestDb } from '../../helpers/test-db.js';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ManualClock {
  now(): Date;
  advance(ms: number): void;
}

export function manualClock(start = new Date('2026-11-22T04:00:00Z')): ManualClock {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}

export interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  code?: string;
  message?: string;
  value?: T;
}

export interface AccountsTestApp {
  app: FastifyInstance;
  db: TestDb;
  clock: ManualClock;
  config: PlatformConfig;
  close(): Promise<void>;
}

export interface StartOptions extends Omit<AccountsPluginOptions, 'clock'> {
  nodeEnv?: 'development' | 'production' | 'test';
  /** Changes the loaded configuration before the server starts (turn a feature on, say). */
  configure?: (config: PlatformConfig) => void;
  /** Routes a test adds, as another area would (behind app.authenticate, say). */
  routes?: (app: FastifyInstance) => void;
}

export async function startAccountsApp(options: StartOptions = {}): Promise<AccountsTestApp> {
  const { nodeEnv = 'test', configure, routes, ...accounts } = options;
  const loaded = await loadPlatformConfig(rootDir);
  if (!loaded.ok) throw new Error(`merchant configuration: ${JSON.stringify(loaded.problems)}`);
  configure?.(loaded.config);
  const db = await openTestDb();
  const clock = manualClock();
  await seedDemoAccounts(db.db, clock, loaded.config.merchants.values());
  const app = await buildApp({ config: loaded.config, db: db.db, nodeEnv, logger: false, accounts: { housekeeping: false, ...accounts, clock } });
  if (routes) await app.register(async (area) => routes(area));
  await app.ready();
  return {
    app,
    db,
    clock,
    config: loaded.config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** Sets a whitelabel feature of a merchant in the loaded configuration (the tree is searched at any depth). */
export function setFeature(config: PlatformConfig, merchantCode: string, modId: string, enabled: boolean): void {
  const visit = (nodes: WhitelabelNode[]): boolean =>
    nodes.some((node) => (node.modId === modId ? ((node.enabled = enabled), true) : visit(node.childrenNodes ?? [])));
  const merchant = config.merchants.get(merchantCode) as MerchantConfig;
  if (!visit(merchant.whitelabel)) throw new Error(`${merchantCode} has no ${modId}`);
}

/**
 * An address lotto admits: its region rule allows only VN, KH and CN and blocks 198.51.100.0/24, where the other
 * calls come from, and a blocked visitor's API calls answer 403 region_blocked. A private address has no country.
 */
export const lottoVisitor = '10.20.30.40';

export interface CallOptions {
  token?: string;
  ip?: string;
  host?: string;
  headers?: Record<string, string>;
}

export async function call<T = Record<string, unknown>>(
  t: AccountsTestApp,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<{ status: number; body: Envelope<T>; response: LightMyRequestResponse }> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.host) headers.host = options.host;
  const response = await t.app.inject({
    method,
    url,
    headers,
    remoteAddress: options.ip ?? '198.51.100.10',
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  const body = response.headers['content-type']?.toString().includes('json') ? (response.json() as Envelope<T>) : ({ success: false } as Envelope<T>);
  return { status: response.statusCode, body, response };
}

/** Seals a body as the browser does: AES-256-GCM under a fresh key wrapped with the server's RSA-OAEP public key. */
export const sealed = (t: AccountsTestApp, body: unknown) => encryptBody(body, t.app.serverKey.publicKeySpki, globalThis.crypto as Crypto);

export const callSealed = async <T = Record<string, unknown>>(t: AccountsTestApp, method: InjectOptions['method'], url: string, body: unknown, options: CallOptions = {}) =>
  call<T>(t, method, url, await sealed(t, body), options);

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
  captchaRequired: boolean;
  verificationRequired?: boolean;
  verificationId?: string;
  methods?: string[];
  retryAfterSeconds?: number;
  reason?: string;
}

export const login = (t: AccountsTestApp, body: Record<string, unknown>, options: CallOptions = {}) =>
  callSealed<LoginValue>(t, 'POST', '/wps/session/login', { type: 'username', ...body }, options);

/** A challengeToken from a solved slider, the gap read from /dev/challenge. */
export async function challengeToken(t: AccountsTestApp, options: CallOptions = {}): Promise<string> {
  const challenge = await call<{ challengeId: string }>(t, 'GET', '/wps/verification/challenge', undefined, options);
  const gap = await call<{ x: number }>(t, 'GET', `/dev/challenge/${challenge.body.value!.challengeId}`, undefined, options);
  const x = gap.body.value!.x;
  const answer = await call<{ challengeToken: string }>(t, 'POST', '/wps/verification/challenge', { challengeId: challenge.body.value!.challengeId, x, trail: [0, x / 2, x] }, options);
  return answer.body.value!.challengeToken;
}

/** A fresh captcha and its text, read from /dev/captcha. */
export async function solvedCaptcha(t: AccountsTestApp, options: CallOptions = {}): Promise<{ captchaId: string; captcha: string }> {
  const image = await call<{ captchaId: string }>(t, 'GET', '/wps/captcha', undefined, options);
  const captchaId = image.body.value!.captchaId;
  const text = await call<{ text: string }>(t, 'GET', `/dev/captcha/${captchaId}`, undefined, options);
  return { captchaId, captcha: text.body.value!.text };
}

/** The code of the latest message to a recipient, from /dev/outbox. */
export async function outboxCode(t: AccountsTestApp, to: string, options: CallOptions & { countryDialingCode?: string } = {}): Promise<string> {
  const query = new URLSearchParams({ to, ...(options.countryDialingCode ? { countryDialingCode: options.countryDialingCode } : {}) });
  const outbox = await call<{ code: string | null }[]>(t, 'GET', `/dev/outbox?${query}`, undefined, options);
  const code = outbox.body.value?.[0]?.code;
  if (!code) throw new Error(`no message to ${to}`);
  return code;
}
