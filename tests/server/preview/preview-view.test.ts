// The preview's view: overrides laid over a merchant without touching it, and the share link that carries a view.
import { describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { systemStatus } from '../../../server/domain/system-status.js';
import { previewMerchant, previewViewProblem } from '../../../server/domain/preview/preview-merchant.js';
import { parseStaffCredentials, StaffCredentialsError } from '../../../server/domain/preview/staff-credentials.js';
import { applyFlagOverrides, decodePreviewShare, encodePreviewShare, type PreviewView } from '../../../src/engine/preview-view.js';
import { isModuleEnabled } from '../../../src/engine/feature-flags.js';
import { repoRoot } from '../../config/config-fixtures.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const demo = JSON.parse(readFileSync(path.join(repoRoot, 'merchants/demo/merchant.json'), 'utf8')) as MerchantConfig;

const view = (over: Partial<PreviewView> = {}): PreviewView => ({
  merchant: 'demo',
  language: 'en',
  palette: 'light',
  status: 'normal',
  login: 'visitor',
  flags: {},
  fields: {},
  path: '/',
  ...over,
});

describe('previewMerchant', () => {
  it('turns a flag off (and its subtree with it) without changing the stored configuration', () => {
    const before = JSON.stringify(demo);
    const shown = previewMerchant(demo, view({ flags: { VIP: false, MOBILEREG: false } }));
    expect(isModuleEnabled(shown.whitelabel, 'VIP')).toBe(false);
    expect(isModuleEnabled(shown.whitelabel, 'SMSREGVERIFY')).toBe(false);
    expect(isModuleEnabled(shown.whitelabel, 'USERNAMEREG')).toBe(true);
    expect(JSON.stringify(demo)).toBe(before);
  });

  it('shows maintenance (status 1) or the region page (status 2) to any visitor, and normal to a blocked one', () => {
    const local = { ip: '127.0.0.1', country: null };
    expect(systemStatus(previewMerchant(demo, view({ status: 'maintenance' })), local)).toBe(1);
    expect(systemStatus(previewMerchant(demo, view({ status: 'region' })), local)).toBe(2);
    expect(systemStatus(previewMerchant(demo, view({ status: 'region' })), { ip: '::1', country: null })).toBe(2);
    const blocking = { ...demo, regionRestriction: { enabled: true, blockedIpRanges: ['0.0.0.0/0'] } };
    expect(systemStatus(previewMerchant(blocking, view()), { ip: '8.8.8.8', country: 'US' })).toBe(0);
  });

  it('overrides shown and required of a register field rule and keeps its pattern', () => {
    const shown = previewMerchant(demo, view({ fields: { email: { enabled: false, required: false }, line: { enabled: true, required: true } } }));
    expect(shown.registerFieldRules.email).toMatchObject({ enabled: false, required: false });
    expect(shown.registerFieldRules.line).toEqual({ ...demo.registerFieldRules.line, enabled: true, required: true });
  });

  it('makes the chosen language and palette the first-visit defaults', () => {
    const shown = previewMerchant(demo, view({ language: 'zh', palette: 'light' }));
    expect(shown.defaultLanguage).toBe('zh');
    expect(shown.defaultPalette).toBe('light');
  });

  it('refuses a merchant that does not exist or a language it does not offer', () => {
    const merchants = new Map([['demo', demo]]);
    expect(previewViewProblem(merchants, view())).toBeNull();
    expect(previewViewProblem(merchants, view({ merchant: 'nope' }))).toBe('unknown_merchant');
    expect(previewViewProblem(new Map([['demo', { ...demo, languages: ['km'] as MerchantConfig['languages'] }]]), view())).toBe('unsupported_language');
  });

  it('shows the merchant in another bundled theme for a theme demo, and refuses a theme that is not bundled', () => {
    expect(previewMerchant(demo, view()).theme).toBe(demo.theme);
    expect(previewMerchant(demo, view({ theme: 'neon' })).theme).toBe('neon');
    const merchants = new Map([['demo', demo]]);
    expect(previewViewProblem(merchants, view({ theme: 'neon' }), new Set(['aurora', 'neon']))).toBeNull();
    expect(previewViewProblem(merchants, view({ theme: 'nope' }), new Set(['aurora', 'neon']))).toBe('unknown_theme');
  });
});

describe('applyFlagOverrides', () => {
  it('ignores modIds the tree does not have', () => {
    expect(applyFlagOverrides([{ modId: 'VIP', enabled: true }], { NOPE: false })).toEqual([{ modId: 'VIP', enabled: true }]);
  });
});

describe('the share link', () => {
  it('reproduces two views and the explain mode', () => {
    const share = { views: [view(), view({ merchant: 'basic', status: 'maintenance', flags: { VIP: false } })], explain: true };
    const text = encodePreviewShare(share);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePreviewShare(text)).toEqual(share);
  });

  it('is refused when damaged or when it does not match the schema', () => {
    expect(decodePreviewShare('%%%')).toBeNull();
    expect(decodePreviewShare(encodePreviewShare({ views: [] }))).toBeNull();
    expect(decodePreviewShare(btoa(JSON.stringify({ views: [{ ...view(), status: 'closed' }] })))).toBeNull();
    expect(decodePreviewShare(btoa(JSON.stringify({ views: [{ ...view(), path: 'https://evil.example/' }] })))).toBeNull();
  });
});

describe('parseStaffCredentials (PREVIEW_STAFF)', () => {
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

  it('is empty (the console disabled) when unset', () => {
    expect(parseStaffCredentials(undefined)).toEqual([]);
    expect(parseStaffCredentials('  ')).toEqual([]);
  });

  it('reads one or several user:hash entries', () => {
    expect(parseStaffCredentials(`support:${hash}; lead:${hash}`)).toEqual([
      { username: 'support', passwordHash: hash },
      { username: 'lead', passwordHash: hash },
    ]);
  });

  it('refuses a plain password, a missing user or a repeated user, without echoing the entry', () => {
    expect(() => parseStaffCredentials('support:hunter2')).toThrow(StaffCredentialsError);
    expect(() => parseStaffCredentials('support:hunter2')).not.toThrow(/hunter2/);
    expect(() => parseStaffCredentials(hash)).toThrow(/entry 1/);
    expect(() => parseStaffCredentials(`a:${hash};a:${hash}`)).toThrow(/twice/);
  });
});
