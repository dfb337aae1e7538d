// Schema versions: a version-0 merchant (flat feature switches, field rules as an array) migrates to version 1.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { loadPlatformConfig } from '../../server/config/load-config.js';
import { currentSchemaVersion, declaredSchemaVersion, migrateConfig } from '../../server/config/migrations.js';
import { readJson, repoRoot, tempRoot } from './config-fixtures.js';

const fixture = path.join(repoRoot, 'tests/config/fixtures/legacy-v0-merchant.json');
const legacy = () => readJson<Record<string, unknown>>(fixture);

type Node = MerchantConfig['whitelabel'][number];
const node = (tree: Node[], modId: string): Node | undefined => {
  for (const n of tree) {
    if (n.modId === modId) return n;
    const inner = node(n.childrenNodes ?? [], modId);
    if (inner) return inner;
  }
  return undefined;
};

describe('migrateConfig for a version-0 merchant', () => {
  const result = migrateConfig('merchant', legacy());
  const data = result.data as MerchantConfig;

  it('reads a file without schemaVersion as version 0 and brings it to the current version', () => {
    expect(declaredSchemaVersion(legacy())).toBe(0);
    expect(result).toMatchObject({ fromVersion: 0, migrated: true, problems: [] });
    expect(data.schemaVersion).toBe(currentSchemaVersion.merchant);
    expect(Object.keys(data)[0]).toBe('schemaVersion');
    expect(data).not.toHaveProperty('features');
  });

  it('rebuilds the whitelabel tree from flat switches, turning on parents implied by a child', () => {
    expect(node(data.whitelabel, 'REGISTER')).toMatchObject({ enabled: true });
    expect(node(data.whitelabel, 'USERNAMEREG')).toEqual({ modId: 'USERNAMEREG', enabled: true });
    expect(node(data.whitelabel, 'MOBILEREG')).toMatchObject({ enabled: false, childrenNodes: [{ modId: 'SMSREGVERIFY', enabled: false }, { modId: 'MOBILEREGPWD', enabled: false }] });
    expect(node(data.whitelabel, 'LOGIN')).toMatchObject({ enabled: true });
    expect(node(data.whitelabel, 'FREEPLAY')).toMatchObject({ enabled: false });
    expect(node(data.whitelabel, 'WALLET')).toMatchObject({ enabled: false });
  });

  it('keeps an explicitly disabled parent off even when a child is on', () => {
    expect(node(data.whitelabel, 'REBATE')).toMatchObject({ enabled: false, childrenNodes: [{ modId: 'MANPLAYREB3', enabled: true }] });
  });

  it('keeps switches the catalogue does not know at the top level', () => {
    expect(data.whitelabel.at(-1)).toEqual({ modId: 'LUCKYWHEEL', enabled: true });
  });

  it('[P3-19] keys the register field rules by field, each with enabled, required, minLength, maxLength, acceptedPattern and patternId', () => {
    expect(Object.keys(data.registerFieldRules)).toEqual(['username', 'password', 'email']);
    expect(data.registerFieldRules.username).toEqual({ enabled: true, required: true, minLength: 6, maxLength: 12, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', patternId: 'LETTER_FIRST' });
  });
});

describe('migrateConfig edge cases', () => {
  it('leaves a current file untouched', () => {
    const current = readJson(path.join(repoRoot, 'merchants/demo/merchant.json'));
    expect(migrateConfig('merchant', current)).toEqual({ data: current, fromVersion: 1, migrated: false, problems: [] });
  });

  it('refuses a version newer than the platform reads', () => {
    expect(migrateConfig('merchant', { schemaVersion: 7 }).problems).toEqual([{ pointer: '/schemaVersion', reason: 'schemaVersion 7 is newer than this platform reads (1)' }]);
  });

  it('reports a field listed twice, with the pointer of the second', () => {
    const doc = legacy();
    doc.registerFieldRules = [{ field: 'email', enabled: true, required: true }, { field: 'email', enabled: false, required: false }];
    expect(migrateConfig('merchant', doc).problems).toEqual([{ pointer: '/registerFieldRules/1/field', reason: '"email" is listed twice (items 0 and 1)' }]);
  });

  it('reports switches that are not booleans', () => {
    const doc = legacy();
    doc.features = { VIP: 'yes' };
    expect(migrateConfig('merchant', doc).problems).toEqual([{ pointer: '/features/VIP', reason: 'must be true or false' }]);
  });

  it('puts schemaVersion after $schema in a theme without one', () => {
    const { schemaVersion: _v, ...theme } = readJson<Record<string, unknown>>(path.join(repoRoot, 'themes/jade/theme.json'));
    const result = migrateConfig('theme', theme);
    expect(result.migrated).toBe(true);
    expect(Object.keys(result.data as object).slice(0, 2)).toEqual(['$schema', 'schemaVersion']);
  });
});

describe('loading a version-0 merchant', () => {
  let root: ReturnType<typeof tempRoot> | undefined;
  afterEach(() => root?.remove());

  it('serves it migrated, with a schema-version-deprecated warning', async () => {
    root = tempRoot();
    mkdirSync(path.join(root.dir, 'merchants/legacy'));
    root.write('merchants/legacy/merchant.json', legacy());
    const result = await loadPlatformConfig(root.dir);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.config.merchants.get('legacy')?.schemaVersion).toBe(1);
    expect(result.warnings).toEqual([
      expect.objectContaining({ file: 'merchants/legacy/merchant.json', pointer: '/schemaVersion', rule: 'schema-version-deprecated', severity: 'warning', fix: expect.stringContaining('--fix') }),
    ]);
  });

  it('refuses it when the migrated data breaks the schema, saying it was migrated', async () => {
    root = tempRoot();
    mkdirSync(path.join(root.dir, 'merchants/legacy'));
    root.write('merchants/legacy/merchant.json', { ...legacy(), currency: { code: 'usd', symbol: '$', minorUnits: 2 } });
    const result = await loadPlatformConfig(root.dir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual(expect.objectContaining({ file: 'merchants/legacy/merchant.json', pointer: '/currency/code', rule: 'schema', reason: expect.stringContaining('migrated from schemaVersion 0') }));
  });
});
