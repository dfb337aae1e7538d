// The server's environment, validated by a TypeBox schema at boot so a typo in PORT or TRUST_PROXY stops the start
// with a message instead of surfacing later as a strange listen or proxy behaviour.
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import ipaddr from 'ipaddr.js';

export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  TRUST_PROXY: Type.Optional(Type.String({ description: 'The proxies in front of the server: a hop count, or a comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal; the visitor is the first address X-Forwarded-For names that is not one of them' })),
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], { default: 'development' }),
  PREVIEW_STAFF: Type.Optional(Type.String({ description: 'Preview console staff, user:argon2-hash separated by ";" (docs/preview.md); unset disables the console' })),
  SITE_DIR: Type.String({ minLength: 1, default: 'dist/site', description: 'The built site to serve, relative to the working directory; built there on start when missing' }),
  RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 1200, description: 'Requests per minute per client IP before 429 too_many_requests (a flood guard, not a business rule)' }),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://', description: 'Redis for the flood guard\'s counters, shared by every server process; unset keeps them in each process\'s memory' })),
  UNKNOWN_HOSTS: Type.Optional(Type.Union([Type.Literal('default'), Type.Literal('refuse')], { description: 'A Host no merchant lists: default serves the default merchant, refuse answers the API with 404 invalid_domain; refuse in production unless set' })),
  CONFIG_WATCH: Type.Optional(Type.Union([Type.Literal('on'), Type.Literal('off')], { description: 'Live reload of merchants/ and themes/: on outside production, off in production unless set to on' })),
  PAYOUT_DELAY_SECONDS: Type.Integer({ minimum: 0, maximum: 86_400, default: 30, description: 'Seconds from a withdrawal request until the sandbox payout pays it (docs/money.md)' }),
  LOG_LEVEL: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)), { default: 'info' }),
});

export type ServerEnv = Static<typeof EnvSchema>;

/**
 * Which hops fastify's trustProxy believes: false ignores X-Forwarded-For (request.ip is the socket peer); a number
 * trusts that many hops nearest the server; a list trusts exactly those proxies. Never `true`, which would believe
 * whatever address a client writes first in the header.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for ranges of proxies. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  try {
    if (entry.includes('/')) ipaddr.parseCIDR(entry);
    else ipaddr.parse(entry);
    return true;
  } catch {
    return false;
  }
}

/** Why TRUST_PROXY cannot be used, or null. */
function trustProxyProblem(value: string | undefined): string | null {
  const v = (value ?? '').trim().toLowerCase();
  if (v === 'true') {
    return 'true would believe any X-Forwarded-For a client sends; give the proxies\' addresses (for example loopback or 10.0.0.0/8) or their hop count';
  }
  if (v === '' || v === 'false' || /^\d+$/.test(v)) return null;
  const wrong = v.split(',').map((s) => s.trim()).filter((s) => s !== '' && !isProxyAddress(s));
  return wrong.length > 0 ? `not an address, a CIDR range or loopback/linklocal/uniquelocal: ${wrong.join(', ')}` : null;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid environment: ${problems.join('; ')}`);
  }
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  // Empty strings count as unset, so `DATABASE_URL= npm start` behaves like leaving it out.
  const picked: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const v = source[key];
    if (v !== undefined && v !== '') picked[key] = v;
  }
  const candidate = Value.Convert(EnvSchema, Value.Default(EnvSchema, picked));
  const problems = [...Value.Errors(EnvSchema, candidate)].map((e) => `${e.path.slice(1) || 'env'}: ${e.message}`);
  const trustProblem = trustProxyProblem(picked.TRUST_PROXY);
  if (trustProblem) problems.push(`TRUST_PROXY: ${trustProblem}`);
  if (problems.length > 0) throw new EnvError(problems);
  return candidate as ServerEnv;
}

/** Live reload of merchants/ and themes/: CONFIG_WATCH when set, else on outside production only. */
export function configWatchOn(env: Pick<ServerEnv, 'CONFIG_WATCH' | 'NODE_ENV'>): boolean {
  return (env.CONFIG_WATCH ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
}

/** TRUST_PROXY as fastify's trustProxy; throws EnvError for a value parseEnv would refuse. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const problem = trustProxyProblem(value);
  if (problem) throw new EnvError([`TRUST_PROXY: ${problem}`]);
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}
