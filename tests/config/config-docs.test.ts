// docs/merchant-config.md: generated from the schemas, complete, and fresh.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../scripts/config-docs.js';
import { currencyMinorUnits } from '../../server/config/currencies.js';
import { allRules } from '../../server/config/lint-rules.js';
import { vendorCodesByCategory } from '../../server/domain/catalogue/vendors.js';
import { catalogueEntries } from '../../server/config/whitelabel-catalogue.js';
import { MOD_IDS } from '../../src/engine/feature-flags.js';
import { readJson, repoRoot, tempRoot } from './config-fixtures.js';

const doc = () => readFileSync(path.join(repoRoot, 'docs/merchant-config.md'), 'utf8');

/** Every property path a reader should find: a.b for nested objects, a[].b inside arrays, and each $defs entry's own properties. */
function propertyPaths(node: SchemaNode, prefix = ''): string[] {
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const p = `${prefix}${name}`;
    if (child.properties) return [p, ...propertyPaths(child, `${p}.`)];
    if (child.items?.properties) return [p, ...propertyPaths(child.items, `${p}[].`)];
    return [p];
  });
}

function docsCheck(root: string) {
  return spawnSync('npx', ['tsx', 'scripts/generate-config-docs.ts', '--check', '--root', root], { cwd: repoRoot, encoding: 'utf8' });
}

describe('docs/merchant-config.md', { timeout: 120_000 }, () => {
  let root: ReturnType<typeof tempRoot> | undefined;
  afterEach(() => root?.remove());

  it.each(['merchant', 'theme'])('lists every property and definition of the %s schema', (kind) => {
    const schema = readJson<SchemaNode>(path.join(repoRoot, `schemas/${kind}.schema.json`));
    const text = doc();
    for (const p of propertyPaths(schema)) expect(text).toContain(`| \`${p}\` |`);
    for (const [name, def] of Object.entries(schema.$defs ?? {})) {
      expect(text).toContain(`### \`${name}\``);
      for (const p of propertyPaths(def)) expect(text).toContain(`| \`${p}\` |`);
    }
  });

  it('lists every whitelabel modId of the team contract and every check', () => {
    const contracts = readFileSync(path.join(repoRoot, 'docs/team-contracts.md'), 'utf8');
    const section = contracts.slice(contracts.indexOf('## Whitelabel modIds'), contracts.indexOf('## Locales'));
    const modIds = [...section.matchAll(/`([A-Z][A-Z0-9]+)`/g)].map((m) => m[1]!);
    expect(modIds.length).toBeGreaterThan(15);
    for (const modId of modIds) expect(doc()).toMatch(new RegExp(`\\| (&nbsp;)*\`${modId}\` \\|`));
    for (const r of allRules) expect(doc()).toContain(`| \`${r.id}\` | ${r.severity} |`);
  });

  it('describes every modId the engine reads, and no other', () => {
    expect(catalogueEntries().map((e) => e.node.modId).sort()).toEqual(Object.values(MOD_IDS).sort());
  });

  it('is up to date with the schemas (npm run docs:config -- --check)', () => {
    const run = docsCheck(repoRoot);
    expect(run.stderr).not.toContain('out of date');
    expect(run.status).toBe(0);
  });

  it('fails the check when a schema changes and the docs do not', () => {
    root = tempRoot();
    mkdirSync(path.join(root.dir, 'docs'));
    copyFileSync(path.join(repoRoot, 'docs/merchant-config.md'), path.join(root.dir, 'docs/merchant-config.md'));
    const schema = root.read<SchemaNode>('schemas/theme.schema.json');
    root.write('schemas/theme.schema.json', { ...schema, description: 'Changed.' });
    const run = docsCheck(root.dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('docs/merchant-config.md is out of date with schemas/: run npm run docs:config');
  });
});

describe('docs/onboarding.md, the operator\'s path', () => {
  const guide = () => readFileSync(path.join(repoRoot, 'docs/onboarding.md'), 'utf8');

  it('[issue 20] lists every vendor code per category and every currency with its minor units, as generated', () => {
    const text = guide();
    for (const [category, codes] of Object.entries(vendorCodesByCategory)) {
      const row = text.split('\n').find((line) => line.startsWith(`| \`${category}\` |`));
      expect(row, category).toBeDefined();
      for (const code of codes) expect(row).toContain(`\`${code}\``);
    }
    for (const [code, { minorUnits }] of Object.entries(currencyMinorUnits)) expect(text).toMatch(new RegExp(`\\| \`${code}\` \\|[^|]+\\| ${minorUnits} \\|`));
  });

  it('[issue 20] gives the same merchant:new options as the README', () => {
    const usage = /npm run merchant:new -- CODE --from SOURCE[^`\n]*/;
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(usage.exec(guide())?.[0]).toBe(usage.exec(readme)?.[0]);
  });

  it('[issue 20] says how to reach the preview console, what live reload and CONFIG_WATCH do, and the default banks', () => {
    const text = guide();
    for (const needle of ['/preview', 'PREVIEW_STAFF', 'CONFIG_WATCH', 'last good configuration', 'default banks', '`km`', '`en`', '`zh`', 'favicon']) expect(text).toContain(needle);
  });
});
