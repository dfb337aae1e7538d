// npm run merchants:check as operators run it: a process, its output and its exit code.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { readJson, repoRoot, tempRoot } from './config-fixtures.js';

function check(...args: string[]) {
  const run = spawnSync('npx', ['tsx', 'scripts/merchants-check.ts', ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Each run starts a process (about 3 s on a loaded machine), hence the long timeout.
describe('npm run merchants:check', { timeout: 120_000 }, () => {
  let root: ReturnType<typeof tempRoot> | undefined;
  afterEach(() => root?.remove());

  it('exits 0 on the repository configuration', () => {
    const run = check();
    expect(run.stdout).toMatch(/merchants:check: \d+ merchants and \d+ themes are valid; 0 error\(s\)/);
    expect(run.status).toBe(0);
  });

  it('names the file, the JSON pointer, the reason, the rule and a fix of each problem, and exits 1', () => {
    root = tempRoot();
    const basic = root.read<MerchantConfig>('merchants/basic/merchant.json');
    root.write('merchants/basic/merchant.json', { ...basic, currency: { ...basic.currency, code: 'usd' }, defaultLanguage: 'zh', languages: ['en', 'km'] });
    const run = check('--root', root.dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('merchants/basic/merchant.json /currency/code: must match pattern "^[A-Z]{3,4}$" (schema) fix: match the pattern ^[A-Z]{3,4}$');
    expect(run.stdout).toContain('merchants:check: 1 error(s), 0 warning(s)');
  });

  it('reports lint rules after the schema passes', () => {
    root = tempRoot();
    const basic = root.read<MerchantConfig>('merchants/basic/merchant.json');
    root.write('merchants/basic/merchant.json', { ...basic, defaultLanguage: 'zh', languages: ['en', 'km'] });
    const run = check('--root', root.dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^merchants\/basic\/merchant\.json \/defaultLanguage: "zh" is not one of languages \(en, km\) \(default-language-not-offered\) fix: /m);
  });

  it('prints the same problems as JSON with --json', () => {
    root = tempRoot();
    root.write('merchants/closed/merchant.json', '{ "code": "closed", }');
    const run = check('--json', '--root', root.dir);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as { ok: boolean; errors: number; problems: Record<string, string>[] };
    expect(report.ok).toBe(false);
    expect(report.problems).toContainEqual(expect.objectContaining({ file: 'merchants/closed/merchant.json', pointer: '', rule: 'invalid-json', severity: 'error', fix: expect.any(String) }));
  });

  it('exits 0 on warnings alone, and --fix rewrites an old schemaVersion so the warning goes away', () => {
    root = tempRoot();
    mkdirSync(path.join(root.dir, 'merchants/legacy'));
    root.write('merchants/legacy/merchant.json', readJson(path.join(repoRoot, 'tests/config/fixtures/legacy-v0-merchant.json')));

    const before = check('--root', root.dir);
    expect(before.status).toBe(0);
    expect(before.stdout).toContain('warning: merchants/legacy/merchant.json /schemaVersion: written for schemaVersion 0; migrated on load (schema-version-deprecated)');

    const fix = check('--fix', '--root', root.dir);
    expect(fix.stdout).toContain('fixed merchants/legacy/merchant.json: schemaVersion 0 -> 1');
    const rewritten = root.read<MerchantConfig & { features?: unknown }>('merchants/legacy/merchant.json');
    expect(rewritten.schemaVersion).toBe(1);
    expect(rewritten.features).toBeUndefined();
    expect(Array.isArray(rewritten.whitelabel)).toBe(true);

    const after = check('--root', root.dir);
    expect(after.stdout).toContain('0 error(s), 0 warning(s)');
  });

  it('refuses an unknown argument with exit code 2', () => {
    const run = check('--frobnicate');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: npm run merchants:check');
  });
});
