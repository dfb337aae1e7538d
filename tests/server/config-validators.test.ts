import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configValidators, ensureStandaloneValidators } from '../../server/config/config-validators.js';
import { loadPlatformConfig } from '../../server/config/load-config.js';

const repo = process.cwd();
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'livery-validators-'));
  for (const folder of ['schemas', 'themes', 'merchants', 'locales']) await cp(path.join(repo, folder), path.join(root, folder), { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('config validators as Ajv standalone code (server/config/config-validators.ts)', () => {
  it('judge every merchant and theme, valid or broken, with the same errors as the schemas compiled at start', async () => {
    const compiled = await configValidators(root);
    expect(await ensureStandaloneValidators(root)).toBe(true);
    expect(await readdir(path.join(root, 'dist/config-validators'))).toHaveLength(1);
    // Written once per set of schemas.
    expect(await ensureStandaloneValidators(root)).toBe(false);
    const standalone = await configValidators(root);
    expect(standalone.merchant).not.toBe(compiled.merchant);

    const demo = JSON.parse(await readFile(path.join(repo, 'merchants/demo/merchant.json'), 'utf8')) as Record<string, unknown>;
    const theme = JSON.parse(await readFile(path.join(repo, 'themes', (await readdir(path.join(repo, 'themes')))[0]!, 'theme.json'), 'utf8')) as Record<string, unknown>;
    const merchants = [demo, {}, { ...demo, currency: { code: 'dollars' } }, { ...demo, languages: ['xx'], code: 7 }, { ...demo, extra: true }];
    for (const sample of merchants) {
      expect(standalone.merchant(sample)).toBe(compiled.merchant(sample));
      expect(standalone.merchant.errors ?? null).toEqual(compiled.merchant.errors ?? null);
    }
    for (const sample of [theme, {}, { ...theme, code: '' }]) {
      expect(standalone.theme(sample)).toBe(compiled.theme(sample));
      expect(standalone.theme.errors ?? null).toEqual(compiled.theme.errors ?? null);
    }
  }, 60_000);

  it('an invalid merchant is still refused with its file, pointer and reason, and an edited schema is compiled again', async () => {
    await ensureStandaloneValidators(root);
    const file = path.join(root, 'merchants/basic/merchant.json');
    const merchant = JSON.parse(await readFile(file, 'utf8')) as { currency: { code: string } };
    merchant.currency.code = 'dollars';
    await writeFile(file, JSON.stringify(merchant, null, 2));
    const loaded = await loadPlatformConfig(root);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.problems.some((p) => p.file === 'merchants/basic/merchant.json' && p.pointer === '/currency/code' && /pattern/.test(p.reason))).toBe(true);

    // A schema edited after the standalone code was written: that code is not used for it.
    const schemaFile = path.join(root, 'schemas/theme.schema.json');
    const schema = JSON.parse(await readFile(schemaFile, 'utf8')) as { required?: string[] };
    schema.required = [...(schema.required ?? []), 'mustExist'];
    await writeFile(schemaFile, JSON.stringify(schema));
    const validators = await configValidators(root);
    expect(validators.theme({})).toBe(false);
    expect(validators.theme.errors?.some((e) => e.params && (e.params as { missingProperty?: string }).missingProperty === 'mustExist')).toBe(true);
  }, 60_000);
});
