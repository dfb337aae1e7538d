// Property (issue 19.4): a valid merchant with one field changed, to a value drawn from that field's schema, is
// either refused by the check with a pointer into the file, or served without a 5xx. A short run in CI; set
// MUTATION_RUNS (and MUTATION_SEED to replay a failure) for a longer search.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../../server/config/load-config.js';
import { merchantSchema, type SchemaNode } from '../../server/config/schema-walk.js';
import { call, callSealed, startAccountsApp, type AccountsTestApp, type LoginValue } from './accounts/accounts-app.js';

interface Leaf {
  pointer: string;
  /** The pointer with array indices as *, so each field of the schema is drawn equally often. */
  field: string;
  node: SchemaNode & { type?: string; enum?: unknown[]; minimum?: number; maximum?: number };
  value: unknown;
}

const resolve = (node: SchemaNode): SchemaNode => (node.$ref ? resolve(merchantSchema.$defs![node.$ref.replace('#/$defs/', '')]!) : node);

/** Every primitive value of the file with the schema node that describes it. */
function leaves(value: unknown, node: SchemaNode | boolean | undefined, pointer = '', field = ''): Leaf[] {
  if (node === undefined || typeof node === 'boolean') return [];
  const n = resolve(node);
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, n.items, `${pointer}/${i}`, `${field}/*`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k === '$schema' || k === 'schemaVersion' ? [] : leaves(v, n.properties?.[k] ?? n.additionalProperties, `${pointer}/${k}`, `${field}/${k}`)));
  }
  return [{ pointer, field, node: n as Leaf['node'], value }];
}

/** Values the schema allows for the node, and the near misses an operator types. */
function valuesFor(leaf: Leaf): fc.Arbitrary<unknown> {
  const { node, value } = leaf;
  if (node.enum) return fc.constantFrom(...node.enum);
  if (node.type === 'boolean' || typeof value === 'boolean') return fc.boolean();
  if (node.type === 'integer' || node.type === 'number' || typeof value === 'number') {
    const min = node.minimum ?? 0;
    const max = Math.min(node.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max, typeof value === 'number' ? value * 10 : max, 0));
  }
  const text = String(value);
  return fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', ' ', text.slice(0, -1), `${text}x`, text.toUpperCase(), text.toLowerCase()));
}

function setAt(target: unknown, pointer: string, value: unknown): void {
  const keys = pointer.split('/').slice(1);
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, target as Record<string, unknown>);
  parent[last] = value;
}

const runs = Number(process.env.MUTATION_RUNS ?? 25);
const seed = process.env.MUTATION_SEED ? Number(process.env.MUTATION_SEED) : undefined;

describe('a merchant changed field by field', { timeout: 600_000 }, () => {
  let t: AccountsTestApp;
  let root: string;
  const good = () => t.config;
  const originals = new Map<string, string>();
  const gets: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'livery-mutations-'));
    for (const folder of ['schemas', 'merchants', 'themes', 'locales']) cpSync(path.join(process.cwd(), folder), path.join(root, folder), { recursive: true });
    for (const code of ['basic', 'demo', 'lotto']) originals.set(code, readFileSync(path.join(root, 'merchants', code, 'merchant.json'), 'utf8'));
    const openapi = JSON.parse(readFileSync(path.join(process.cwd(), 'docs/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    gets.push(...Object.entries(openapi.paths).filter(([, m]) => 'get' in m).map(([p]) => p.replace(/\{[^}]+\}/g, '1')));
    t = await startAccountsApp({ nodeEnv: 'test' });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('[issue 19] is refused with a pointer, or served without a 5xx', async () => {
    const merchants = [...originals.keys()].map((code) => ({ code, file: `merchants/${code}/merchant.json`, leaves: leaves(JSON.parse(originals.get(code)!), merchantSchema) }));
    const mutation = fc
      .constantFrom(...merchants)
      .chain((m) => {
        const fields = [...new Set(m.leaves.map((l) => l.field))];
        return fc.constantFrom(...fields).chain((field) => fc.constantFrom(...m.leaves.filter((l) => l.field === field))).chain((leaf) => valuesFor(leaf).map((value) => ({ m, leaf, value })));
      });

    await fc.assert(
      fc.asyncProperty(mutation, async ({ m, leaf, value }) => {
        const data = JSON.parse(originals.get(m.code)!) as unknown;
        setAt(data, leaf.pointer, value);
        const file = path.join(root, m.file);
        writeFileSync(file, JSON.stringify(data));
        try {
          const result = await loadPlatformConfig(root);
          if (!result.ok) {
            const errors = result.problems.filter((p) => p.severity === 'error');
            expect(errors.length).toBeGreaterThan(0);
            for (const p of errors) expect(p.pointer, `${p.file}: ${p.reason}`).toMatch(/^\//);
            return;
          }
          t.app.platform = result.config;
          const as = async (token?: string) => {
            for (const url of gets) {
              const { status, body } = await call(t, 'GET', `${url}?merchant=${m.code}`, undefined, { ...(token ? { token } : {}), ip: '198.51.100.90' });
              expect(status, `${leaf.pointer} = ${JSON.stringify(value)}: GET ${url} ${body.code ?? ''}`).toBeLessThan(500);
            }
          };
          await as();
          const session = await callSealed<LoginValue>(t, 'POST', `/wps/session/login?merchant=${m.code}`, { type: 'username', username: 'player1', password: 'Player123' }, { ip: '198.51.100.91' });
          expect(session.status, `${leaf.pointer} = ${JSON.stringify(value)}: login ${session.body.code ?? ''}`).toBeLessThan(500);
          // A change may rightly stop the login (maintenance, a region rule, a captcha): the visitor's calls then stand alone.
          if (session.body.value?.token) await as(session.body.value.token);
        } finally {
          writeFileSync(file, originals.get(m.code)!);
          t.app.platform = good();
        }
      }),
      { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
    );
  });
});
