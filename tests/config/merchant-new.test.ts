// npm run merchant:new on a temporary copy of the configuration: what it writes and what it refuses.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MerchantConfig, ThemeConfig } from '../../src/engine/config-types.js';
import { loadPlatformConfig } from '../../server/config/load-config.js';
import { repoRoot, tempRoot } from './config-fixtures.js';

function scaffold(...args: string[]) {
  const run = spawnSync('npx', ['tsx', 'scripts/merchant-new.ts', ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Each run starts a process (about 3 s on a loaded machine), hence the long timeout.
describe('npm run merchant:new', { timeout: 120_000 }, () => {
  let root: ReturnType<typeof tempRoot> | undefined;
  afterEach(() => root?.remove());

  it('writes a merchant copied from the source with its own code, name, domain, banners and a new theme', async () => {
    root = tempRoot();
    const run = scaffold('acme', '--from', 'demo', '--name', 'Acme Casino', '--theme', 'acme-night', '--theme-from', 'aurora', '--root', root.dir);
    expect(run.stderr).not.toContain('merchant:new:');
    expect(run.status).toBe(0);

    const acme = root.read<MerchantConfig>('merchants/acme/merchant.json');
    const demo = root.read<MerchantConfig>('merchants/demo/merchant.json');
    expect(acme).toMatchObject({ $schema: '../../schemas/merchant.schema.json', schemaVersion: 1, code: 'acme', name: 'Acme Casino', domains: ['acme.localhost'], isDefault: false, theme: 'acme-night' });
    expect(acme.whitelabel).toEqual(demo.whitelabel);
    expect(acme.socialSignIn?.telegram?.secretEnv).toBe('ACME_TELEGRAM_BOT_TOKEN');
    expect(acme.banners?.map((b) => b.url)).toEqual(demo.banners?.map((b) => b.url.replace('/demo/', '/acme/')));
    for (const b of acme.banners ?? []) {
      expect(b.id.startsWith('acme-')).toBe(true);
      const svg = readFileSync(path.join(root.dir, 'merchants/acme/assets', path.basename(b.url)), 'utf8');
      expect(svg).toContain('ACME CASINO');
    }
    expect(root.read<ThemeConfig>('themes/acme-night/theme.json')).toMatchObject({ code: 'acme-night', name: 'Acme Night' });
    expect(existsSync(path.join(root.dir, 'themes/acme-night/logo-dark.svg'))).toBe(true);

    expect(run.stdout).toContain('Next steps:');
    expect(run.stdout).toContain('http://acme.localhost:8080');
    const loaded = await loadPlatformConfig(root.dir);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(loaded.config.defaultMerchantCode).toBe('demo');
  });

  it('refuses a code that exists already', () => {
    root = tempRoot();
    const run = scaffold('basic', '--from', 'demo', '--root', root.dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('merchants/basic already exists');
  });

  it('refuses an invalid code and writes nothing', () => {
    root = tempRoot();
    const run = scaffold('Acme_Bet', '--from', 'demo', '--root', root.dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('"Acme_Bet" is not a valid merchant code');
    expect(existsSync(path.join(root.dir, 'merchants/Acme_Bet'))).toBe(false);
  });

  it('refuses an unknown source merchant and an existing theme', () => {
    root = tempRoot();
    const unknown = scaffold('acme', '--from', 'nobody', '--root', root.dir);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('there is no merchant "nobody"');
    expect(scaffold('acme', '--from', 'demo', '--theme', 'jade', '--root', root.dir).stderr).toContain('themes/jade already exists');
    expect(existsSync(path.join(root.dir, 'merchants/acme'))).toBe(false);
  });

  it('answers a wrong command line with what is wrong and the usage, exit code 2 and no stack trace: a --root without configuration, an option without value, an unknown option, no code', () => {
    const runs = {
      missingRoot: scaffold('acme', '--from', 'demo', '--root', path.join(repoRoot, 'no-such-folder')),
      rootWithoutValue: scaffold('acme', '--root'),
      valueIsAnOption: scaffold('acme', '--from', '--root', repoRoot),
      unknownOption: scaffold('acme', '--colour', 'red'),
      noCode: scaffold('--from', 'demo'),
    };
    expect(runs.missingRoot.stderr).toContain('--root ' + path.join(repoRoot, 'no-such-folder') + ' is not a configuration root');
    expect(runs.rootWithoutValue.stderr).toContain('--root needs a value');
    expect(runs.valueIsAnOption.stderr).toContain('--from needs a value');
    expect(runs.unknownOption.stderr).toContain('unknown option --colour');
    expect(runs.noCode.stderr).toContain('give the code of the new merchant');
    for (const run of Object.values(runs)) {
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('usage: npm run merchant:new -- CODE --from SOURCE');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(path.join(repoRoot, 'merchants/acme'))).toBe(false);
  });

  it('offers every bundled theme to start from: in --help, and when --theme-from names none', () => {
    const bundled = ['angkor', 'aurora', 'clarity', 'jade', 'lotus', 'neon', 'noir', 'pitch'];
    const help = scaffold('--help');
    expect(help.status).toBe(0);
    for (const code of bundled) expect(help.stdout).toContain(`${code} (`);
    root = tempRoot();
    const refused = scaffold('acme', '--from', 'demo', '--theme', 'acme-night', '--theme-from', 'nobody', '--root', root.dir);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('there is no theme "nobody" to copy; themes to start from (--theme-from): angkor (Angkor), aurora (Aurora), clarity (Clarity)');
    expect(existsSync(path.join(root.dir, 'themes/acme-night'))).toBe(false);
  });
});
