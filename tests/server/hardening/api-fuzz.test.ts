// Every operation of the API, from its own OpenAPI description, sent hostile variants as a visitor and as a member
// with money: wrong types, non-finite and exponent numbers, huge and negative amounts, 100 kB strings, control
// characters and lone surrogates, prototype keys, broken JSON and wrong content types, sealed (E) bodies included.
// No answer may be a 5xx, and no balance of the merchant's ledger may move. FUZZ_RUNS and FUZZ_SEED vary the run.
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerContextOf } from '../../../server/domain/ledger/wallets.js';
import { encryptBody } from '../../../src/lib/crypto/hybrid-encrypt.js';
import { memberSession, openTestApp, type TestApp } from '../../helpers/test-app.js';

const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 40);
const seed = Number(process.env.FUZZ_SEED ?? 20261126);

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

interface Operation {
  method: string;
  path: string;
  sealed: boolean;
  query: Record<string, JsonSchema>;
  pathParams: string[];
  body: JsonSchema | null;
}

/**
 * A value the schema accepts: requests that pass validation but for one hostile field reach the handlers, where
 * the faults hide (a valid idempotency key and wallet names with an amount of "Infinity", say).
 */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant('x');
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf && schema.anyOf.length > 0) return fc.oneof(...schema.anyOf.map((s) => plausible(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? 1, -1e9), max: Math.min(schema.maximum ?? 1_000_000, 1e12) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(props.map(([name, s]) => [name, plausible(s, depth + 1)])), { requiredKeys: props.map(([n]) => n).filter((n) => schema.required?.includes(n)) });
    }
    case 'null':
      return fc.constant(null);
    default: {
      if (schema.format === 'date-time') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      const max = Math.min(schema.maxLength ?? 16, 32);
      const min = Math.min(schema.minLength ?? 0, max);
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((v) => v.length >= min && v.length <= (schema.maxLength ?? Infinity));
      return fc.string({ minLength: min, maxLength: max });
    }
  }
}

/** A plausible object with exactly one property (declared or not) made hostile. */
function oneHostileField(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema.properties ?? {});
  return fc.record({
    base: plausible({ ...schema, type: 'object' }),
    target: names.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'unknownField', 'a\u0000b') }) : fc.constantFrom('__proto__', 'unknownField'),
    value: hostileScalar,
  }).map(({ base, target, value }) => {
    const out = { ...(base as Record<string, unknown>) };
    Object.defineProperty(out, target, { value, enumerable: true, configurable: true, writable: true });
    return out;
  });
}

const hugeText = 'A'.repeat(100_000);
const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('Infinity', '-Infinity', 'NaN', '1e400', '1e3', '-1e3', ' 12 ', '0x10', '0b1', '9007199254740993', '99999999999999999999999', '-1', '0', '1.005'),
  fc.constantFrom(-1, 0, 0.5, 1.5, -1e21, 1e21, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, -(2 ** 63), true, false, null),
  fc.constantFrom('\u0000', 'a\u0000b', '\u0007bell', 'x\u001b[31m', '\uD800', 'a\uDC00', '\u202Eevil', '%00', '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>', '{{7*7}}', '__proto__', hugeText, ''),
  fc.string({ maxLength: 24, unit: 'binary' }),
  fc.array(fc.constantFrom('x', 1, null), { maxLength: 3 }),
  fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
);

/** A hostile object for a body schema: some declared properties hostile, sometimes extra keys. */
const hostileObject = (properties: string[]) =>
  fc.record({
    picked: fc.subarray(properties),
    values: fc.array(hostileScalar, { minLength: properties.length, maxLength: properties.length }),
    extra: fc.option(fc.constantFrom('__proto__', 'constructor', 'unknownField', 'a\u0000b'), { nil: undefined }),
    extraValue: hostileScalar,
  }).map(({ picked, values, extra, extraValue }) => {
    const body: Record<string, unknown> = {};
    picked.forEach((name, i) => { body[name] = values[i]; });
    if (extra) Object.defineProperty(body, extra, { value: extraValue, enumerable: true, configurable: true, writable: true });
    return body;
  });

type Variant =
  | { kind: 'json'; body: unknown; seal: boolean }
  | { kind: 'raw'; payload: string; contentType: string }
  | { kind: 'none' };

const rawBodies = fc.record({
  payload: fc.constantFrom('{bad', '{"a":', '[', '"\u0000"', '{"amount":Infinity}', '{"amount":1e999}', '\uFEFF{}', 'null', 'a=1&b=2', hugeText, '{"a":"\\ud800"}', '{"__proto__":{"x":1}}'),
  contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-7'),
}).map((r): Variant => ({ kind: 'raw', ...r }));

function variantsOf(op: Operation): fc.Arbitrary<{ query: Record<string, unknown>; pathValues: unknown[]; variant: Variant }> {
  const body: fc.Arbitrary<Variant> = op.body === null
    ? fc.oneof(fc.constant<Variant>({ kind: 'none' }), rawBodies)
    : fc.oneof(
      { weight: 4, arbitrary: fc.tuple(op.body.properties ? oneHostileField(op.body) : hostileScalar, fc.boolean()).map(([b, seal]): Variant => ({ kind: 'json', body: b, seal: op.sealed && seal })) },
      { weight: 1, arbitrary: fc.tuple(hostileObject(Object.keys(op.body.properties ?? {})), fc.boolean()).map(([b, seal]): Variant => ({ kind: 'json', body: b, seal: op.sealed && seal })) },
      { weight: 1, arbitrary: hostileScalar.map((b): Variant => ({ kind: 'json', body: b, seal: op.sealed })) },
      { weight: 1, arbitrary: rawBodies },
    );
  const querySchema: JsonSchema = { type: 'object', properties: op.query };
  const query = Object.keys(op.query).length === 0
    ? fc.constant({})
    : fc.oneof(oneHostileField(querySchema), plausible(querySchema) as fc.Arbitrary<Record<string, unknown>>);
  return fc.record({
    query,
    pathValues: fc.array(fc.oneof(hostileScalar, fc.string({ maxLength: 12 })), { minLength: op.pathParams.length, maxLength: op.pathParams.length }),
    variant: body,
  });
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** encodeURIComponent, with a lone surrogate sent as the invalid UTF-8 bytes a forged request would carry. */
const encodePathValue = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.split('').map((c) => (/[\uD800-\uDFFF]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
};

let t: TestApp;
let app: FastifyInstance;
let memberHeaders: Record<string, string>;
const operations: Operation[] = [];

/** Every balance that is not zero (an account opened at zero, as a bonus account on first look, moves nothing). */
async function balancesSnapshot(): Promise<string> {
  const rows = await sql<{ merchant_id: string; account_id: string; balance: string }>`
    select merchant_id, account_id, balance::text as balance from account_balance where balance <> 0 order by merchant_id, account_id`.execute(t.testDb.db);
  return JSON.stringify(rows.rows);
}

beforeAll(async () => {
  t = await openTestApp();
  // The flood guard would answer most of this run 429; it is not what this test looks at.
  app = await t.variant({ rateLimitMax: 10_000_000 });
  const { memberId, headers } = await memberSession(t.testDb, 'fuzz1');
  memberHeaders = headers;
  const demo = app.platform.merchants.get('demo')!;
  const funded = await app.ledger.post(ledgerContextOf(demo), 'fuzz-seed-deposit-1', { type: 'deposit', memberId, amount: 50_000n, provider: 'sandbox', reference: 'fuzz' });
  expect(funded.ok).toBe(true);

  const doc = app.swagger() as { paths: Record<string, Record<string, { summary?: string; parameters?: { in: string; name: string; schema?: JsonSchema }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };
  for (const [path, methods] of Object.entries(doc.paths)) {
    // /dev/ exists only outside production; logging out would end the member's session halfway.
    if (path.startsWith('/dev/') || path === '/wps/session/logout') continue;
    for (const [method, op] of Object.entries(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        sealed: (op.summary ?? '').includes('(E)'),
        query: Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        body: op.requestBody ? (schema ?? {}) : null,
      });
    }
  }
}, 120_000);
afterAll(() => t.close());

describe('hostile requests to every operation', () => {
  it('never answers 5xx, as a visitor or a member, and moves no balance', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const before = await balancesSnapshot();
    const counts = { requests: 0, ok2xx: 0, client4xx: 0, server5xx: 0 };
    const failures: string[] = [];
    const encoder = app.serverKey.publicKeySpki;

    for (const [index, op] of operations.entries()) {
      const samples = fc.sample(variantsOf(op), { numRuns: runsPerOperation, seed: seed + index });
      for (const [n, sample] of samples.entries()) {
        const headers: Record<string, string> = n % 2 === 0 ? { ...memberHeaders } : { host: 'demo.localhost' };
        let url = op.path;
        op.pathParams.forEach((name, i) => { url = url.replace(`{${name}}`, encodePathValue(asText(sample.pathValues[i]))); });
        const query = new URLSearchParams();
        for (const [name, value] of Object.entries(sample.query)) query.append(name, asText(value));
        if ([...query].length > 0) url += `?${query.toString()}`;

        const request: InjectOptions = { method: op.method as InjectOptions['method'], url, headers };
        const { variant } = sample;
        if (variant.kind === 'json' && op.method !== 'GET') {
          const body = variant.seal ? await encryptBody(variant.body, encoder, globalThis.crypto as Crypto) : variant.body;
          request.payload = JSON.stringify(body) ?? 'null';
          headers['content-type'] = 'application/json';
        } else if (variant.kind === 'raw' && op.method !== 'GET') {
          request.payload = variant.payload;
          headers['content-type'] = variant.contentType;
        }
        const res = await app.inject(request);
        counts.requests++;
        if (res.statusCode >= 500) {
          counts.server5xx++;
          failures.push(`${res.statusCode} ${op.method} ${url.slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)} -> ${res.body.slice(0, 200)}`);
        } else if (res.statusCode >= 400) counts.client4xx++;
        else counts.ok2xx++;
      }
    }
    // The counts for the closing note of a run (npx vitest run tests/server/hardening/api-fuzz.test.ts).
    console.info(`api fuzz: ${operations.length} operations, ${JSON.stringify(counts)}`);
    expect(failures).toEqual([]);
    expect(await balancesSnapshot()).toBe(before);
    const audit = await app.ledger.audit('demo');
    expect(audit.driftedAccounts).toEqual([]);
    expect(audit.unbalancedEntries).toEqual([]);
  }, 300_000);
});
