// loadPlatformConfig, which the server and merchants:check share: the same problems refuse both.
import { mkdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MerchantConfig, ThemeConfig } from '../../src/engine/config-types.js';
import { readValidationMessages } from '../../server/config/lint-context.js';
import { formatProblem, loadPlatformConfig, merchantOfHost } from '../../server/config/load-config.js';
import { patternMessageMissing } from '../../server/config/rules-messages.js';
import { repoLintInput, repoRoot, tempRoot } from './config-fixtures.js';

describe('loadPlatformConfig', () => {
  let root: ReturnType<typeof tempRoot> | undefined;
  afterEach(() => root?.remove());

  it('loads the repository configuration without problems', async () => {
    const result = await loadPlatformConfig(repoRoot);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.warnings).toEqual([]);
    expect(result.config.defaultMerchantCode).toBe('demo');
  });

  it('[P5-3] finds the message of every pattern a merchant\'s registration form can show, range or exact, in each language it offers', async () => {
    const messages = await readValidationMessages(repoRoot, ['km', 'en', 'zh', 'ar', 'vi', 'th', 'id', 'zh-TW', 'ms', 'fil', 'ja', 'pt-BR', 'hi', 'my', 'lo', 'ko', 'es', 'ru', 'tr', 'fr', 'de', 'it', 'fa', 'he', 'nl', 'ne', 'uk', 'cs', 'ur', 'ro', 'sv', 'pl', 'hu', 'el', 'kk', 'bn', 'uz', 'si', 'ta', 'mn', 'te']);
    expect([...messages.keys()].sort()).toEqual(['ar', 'bn', 'cs', 'de', 'el', 'en', 'es', 'fa', 'fil', 'fr', 'he', 'hi', 'hu', 'id', 'it', 'ja', 'kk', 'km', 'ko', 'lo', 'mn', 'ms', 'my', 'ne', 'nl', 'pl', 'pt-BR', 'ro', 'ru', 'si', 'sv', 'ta', 'te', 'th', 'tr', 'uk', 'ur', 'uz', 'vi', 'zh', 'zh-TW']);
    expect(patternMessageMissing.check(repoLintInput((i) => { i.validationMessages = messages; }))).toEqual([]);
  });

  it('refuses a lint-rule problem as well as a schema problem, each with its rule id and fix', async () => {
    root = tempRoot();
    const aurora = root.read<ThemeConfig>('themes/aurora/theme.json');
    aurora.palettes.dark.textMuted = '#3a4260';
    root.write('themes/aurora/theme.json', aurora);
    const lotto = root.read<MerchantConfig>('merchants/lotto/merchant.json');
    root.write('merchants/lotto/merchant.json', { ...lotto, status: { mode: 'closed' } });

    const result = await loadPlatformConfig(root.dir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual({
      file: 'themes/aurora/theme.json',
      pointer: '/palettes/dark/textMuted',
      reason: expect.stringContaining('muted text on the page background'),
      rule: 'theme-contrast',
      severity: 'error',
      fix: expect.stringMatching(/^set textMuted to #[0-9a-f]{6}/),
    });
    expect(result.problems).toContainEqual({
      file: 'merchants/lotto/merchant.json',
      pointer: '/status/mode',
      reason: 'must be equal to one of the allowed values',
      rule: 'schema',
      severity: 'error',
      fix: 'use one of: "normal", "maintenance"',
    });
  });

  it('names an unknown property and points at it', async () => {
    root = tempRoot();
    root.write('merchants/basic/merchant.json', { ...root.read<MerchantConfig>('merchants/basic/merchant.json'), colour: 'green' });
    const result = await loadPlatformConfig(root.dir);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'merchants/basic/merchant.json /colour: "colour" is not a property of this object (schema) fix: remove it or correct its spelling',
    ]);
  });

  it('does not add a default-merchant or theme-missing error to a file the schema already refused', async () => {
    root = tempRoot();
    const { isDefault: _d, ...demo } = root.read<MerchantConfig>('merchants/demo/merchant.json');
    root.write('merchants/demo/merchant.json', { ...demo, isDefault: 'yes' });
    root.write('themes/jade/theme.json', { ...root.read<ThemeConfig>('themes/jade/theme.json'), radius: {} });
    const result = await loadPlatformConfig(root.dir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(new Set(result.problems.map((p) => p.rule))).toEqual(new Set(['schema']));
  });
});

describe('[issue 20] a host claimed by a merchant added after another', () => {
  let root: ReturnType<typeof tempRoot> | undefined;
  afterEach(() => root?.remove());

  it('is reported first at the new file, whatever the alphabetical order, port or not', async () => {
    root = tempRoot();
    const basic = root.read<MerchantConfig>('merchants/basic/merchant.json');
    const { banners: _banners, ...rest } = basic;
    mkdirSync(path.join(root.dir, 'merchants/acme'));
    root.write('merchants/acme/merchant.json', { ...rest, code: 'acme', domains: ['basic.localhost:8470'], mainDomain: 'acme.example.com', domainRoutes: [] });
    utimesSync(path.join(root.dir, 'merchants/basic/merchant.json'), new Date('2026-01-01'), new Date('2026-01-01'));
    const result = await loadPlatformConfig(root.dir);
    expect(result.ok).toBe(false);
    const clash = result.ok ? [] : result.problems.filter((p) => p.rule === 'domain-claimed-twice');
    expect(clash.map((p) => `${p.file} ${p.pointer}`)).toEqual(['merchants/acme/merchant.json /domains/0', 'merchants/basic/merchant.json /domains/0']);
  });
});

describe('merchantOfHost', () => {
  it('[issue 20] finds the merchant whatever the case, port or trailing dot of the Host header', async () => {
    const result = await loadPlatformConfig(repoRoot);
    if (!result.ok) throw new Error('the repository configuration is invalid');
    for (const host of ['basic.localhost', 'BASIC.localhost:8080', 'basic.localhost.', 'basic.localhost.:8080']) {
      expect(merchantOfHost(result.config, host)?.code, host).toBe('basic');
    }
    expect(merchantOfHost(result.config, 'nobody.localhost')).toBeUndefined();
  });
});

describe('formatProblem', () => {
  it('prints file, pointer, reason, rule id and fix on one line', () => {
    expect(formatProblem({ file: 'merchants/x/merchant.json', pointer: '', reason: 'invalid JSON', rule: 'invalid-json', severity: 'error', fix: 'fix it' })).toBe(
      'merchants/x/merchant.json /: invalid JSON (invalid-json) fix: fix it',
    );
  });
});
