// The configuration watcher on its own (issue 4, live reload): edits under merchants/ and themes/ reach `apply`
// once per burst when valid, and are refused with the linter's lines when not.
import { cpSync, mkdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { MerchantConfig, ThemeConfig } from '../../src/engine/config-types.js';
import type { PlatformConfig } from '../../server/config/load-config.js';
import { watchPlatformConfig, type ConfigWatcher, type ReloadOutcome } from '../../server/config/watch-config.js';
import { tempRoot } from '../config/config-fixtures.js';

interface Logged {
  level: 'info' | 'warn' | 'error';
  text: string;
}

function recorder() {
  const lines: Logged[] = [];
  const at = (level: Logged['level']) => (objOrMsg: unknown, msg?: string) => {
    lines.push({ level, text: typeof objOrMsg === 'string' ? objOrMsg : (msg ?? '') });
  };
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } as never };
}

/** Resolves with the next reload outcome the watcher reports. */
function nextReload(outcomes: ((o: ReloadOutcome) => void)[]): Promise<ReloadOutcome> {
  return new Promise((resolve) => outcomes.push(resolve));
}

describe('watchPlatformConfig', () => {
  let root: ReturnType<typeof tempRoot> | undefined;
  let watcher: ConfigWatcher | undefined;
  afterEach(async () => {
    await watcher?.close();
    root?.remove();
  });

  async function start() {
    root = tempRoot();
    const applied: PlatformConfig[] = [];
    const waiting: ((o: ReloadOutcome) => void)[] = [];
    const { lines, log } = recorder();
    watcher = await watchPlatformConfig({
      rootDir: root.dir,
      log,
      debounceMs: 50,
      apply: (config) => applied.push(config),
      onReload: (o) => waiting.splice(0).forEach((resolve) => resolve(o)),
    });
    return { root, applied, lines, next: () => nextReload(waiting) };
  }

  it('applies a valid merchant edit once per burst of writes', async () => {
    const { root, applied, next } = await start();
    const merchant = root.read<MerchantConfig>('merchants/basic/merchant.json');
    const reloaded = next();
    for (const name of ['Basic One', 'Basic Two', 'Basic Three']) root.write('merchants/basic/merchant.json', { ...merchant, name });
    const outcome = await reloaded;
    expect(outcome.applied).toBe(true);
    await new Promise((r) => setTimeout(r, 150));
    expect(applied).toHaveLength(1);
    expect(applied[0]!.merchants.get('basic')!.name).toBe('Basic Three');
  });

  it('refuses an invalid theme edit with file, pointer, rule id and fix, and applies nothing', async () => {
    const { root, applied, lines, next } = await start();
    const theme = root.read<ThemeConfig>('themes/aurora/theme.json');
    const reloaded = next();
    root.write('themes/aurora/theme.json', { ...theme, palettes: { ...theme.palettes, dark: { ...theme.palettes.dark, textMuted: '#3a4260' } } });
    const outcome = await reloaded;
    expect(outcome.applied).toBe(false);
    expect(applied).toEqual([]);
    const errors = lines.filter((l) => l.level === 'error').map((l) => l.text);
    expect(errors).toContainEqual(expect.stringMatching(/^themes\/aurora\/theme\.json \/palettes\/dark\/textMuted: .*\(theme-contrast\) fix: /));
    expect(errors.at(-1)).toMatch(/refused .* the last good configuration keeps serving/);
  });

  it('refuses a file that is not JSON, and picks up the repaired file afterwards', async () => {
    const { root, applied, lines, next } = await start();
    const merchant = root.read<MerchantConfig>('merchants/lotto/merchant.json');
    let reloaded = next();
    root.write('merchants/lotto/merchant.json', '{ "code": "lotto", ');
    expect((await reloaded).applied).toBe(false);
    expect(lines.some((l) => l.level === 'error' && l.text.startsWith('merchants/lotto/merchant.json /: invalid JSON'))).toBe(true);
    reloaded = next();
    root.write('merchants/lotto/merchant.json', { ...merchant, name: 'Lotto Again' });
    expect((await reloaded).applied).toBe(true);
    expect(applied.at(-1)!.merchants.get('lotto')!.name).toBe('Lotto Again');
  });

  it('sees a new merchant folder written under merchants/', async () => {
    const { root, applied, next } = await start();
    const basic = root.read<MerchantConfig>('merchants/basic/merchant.json');
    const reloaded = next();
    mkdirSync(`${root.dir}/merchants/acme`);
    cpSync(`${root.dir}/merchants/basic/assets`, `${root.dir}/merchants/acme/assets`, { recursive: true });
    const banners = JSON.parse(JSON.stringify(basic.banners).replaceAll('/merchant-assets/basic/', '/merchant-assets/acme/'));
    root.write('merchants/acme/merchant.json', { ...basic, code: 'acme', name: 'Acme', domains: ['acme.localhost'], mainDomain: 'acme.localhost', domainRoutes: [], isDefault: false, banners });
    const outcome = await reloaded;
    if (!outcome.applied) throw new Error(outcome.problems.map((p) => `${p.file} ${p.pointer} ${p.reason}`).join('\n'));
    expect(applied.at(-1)!.merchants.get('acme')!.name).toBe('Acme');
  });
});
