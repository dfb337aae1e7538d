// One failing and one passing case per lint rule, on in-memory copies of the repository's merchants and themes.
import { describe, expect, it } from 'vitest';
import { lintPlatform, lintRules } from '../../server/config/lint-rules.js';
import { assetPathMissing } from '../../server/config/rules-names.js';
import { codeFolderMismatch, defaultMerchant, domainClaimedTwice, themeMissing } from '../../server/config/rules-platform.js';
import {
  bannerAssetMissing,
  bannerGroupUnused,
  categoryWithoutVendors,
  customerServicePathMissing,
  defaultLanguageNotOffered,
} from '../../server/config/rules-merchant.js';
import { patternMessageKey, patternMessageMissing } from '../../server/config/rules-messages.js';
import { contrastPairs, themeContrast, themeLogoMissing, themeUiContrast } from '../../server/config/rules-theme.js';
import { CONTRAST_PAIRS, contrastRatio } from '../../src/engine/theme-tokens.js';
import { LANGUAGES } from '../../src/engine/languages.js';
import { findings, merchantIn, repoLintInput, themeIn } from './config-fixtures.js';

describe('the repository configuration', () => {
  it('passes every lint rule', () => {
    expect(lintPlatform(repoLintInput())).toEqual([]);
  });

  it('gives every rule a unique kebab-case id and a fix', () => {
    const ids = lintRules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of lintRules) {
      expect(r.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(r.fix.length).toBeGreaterThan(0);
    }
  });

  it('labels each finding with the rule id, its severity and a fix', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').defaultLanguage = 'zh'; merchantIn(i, 'basic').languages = ['en']; });
    expect(lintPlatform(input)).toEqual([
      expect.objectContaining({ file: 'merchants/basic/merchant.json', pointer: '/defaultLanguage', rule: 'default-language-not-offered', severity: 'error', fix: expect.stringContaining('en') }),
    ]);
  });
});

describe('code-folder-mismatch', () => {
  it('reports a merchant whose code differs from its folder', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').code = 'basics'; });
    expect(findings(codeFolderMismatch, input)).toEqual([expect.objectContaining({ file: 'merchants/basic/merchant.json', pointer: '/code' })]);
  });
  it('reports a theme whose code differs from its folder', () => {
    const input = repoLintInput((i) => { themeIn(i, 'jade').code = 'emerald'; });
    expect(findings(codeFolderMismatch, input)).toEqual([expect.objectContaining({ file: 'themes/jade/theme.json', pointer: '/code' })]);
  });
  it('passes when codes equal folders', () => {
    expect(findings(codeFolderMismatch, repoLintInput())).toEqual([]);
  });
});

describe('theme-missing', () => {
  it('reports a merchant naming a theme that does not exist', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'lotto').theme = 'sunset'; });
    const [f] = findings(themeMissing, input);
    expect(f).toMatchObject({ file: 'merchants/lotto/merchant.json', pointer: '/theme' });
    expect(f?.fix).toContain('aurora');
  });
  it('passes for a theme folder that exists, even one the schema rejected', () => {
    const input = repoLintInput((i) => { i.themes = i.themes.filter((t) => t.folder !== 'lotus'); });
    expect(findings(themeMissing, input)).toEqual([]);
  });
});

describe('default-merchant', () => {
  it('reports two merchants that set isDefault', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').isDefault = true; });
    expect(findings(defaultMerchant, input).map((f) => f.file)).toEqual(['merchants/basic/merchant.json', 'merchants/demo/merchant.json']);
  });
  it('reports no default merchant', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'demo').isDefault = false; });
    expect(findings(defaultMerchant, input)).toEqual([expect.objectContaining({ pointer: '/isDefault', reason: expect.stringContaining('found 0') })]);
  });
  it('reports an empty merchants folder', () => {
    expect(findings(defaultMerchant, repoLintInput((i) => { i.merchants = []; }))).toEqual([expect.objectContaining({ reason: 'no merchant found' })]);
  });
  it('stays quiet about a missing default while a rejected file may be it', () => {
    const input = repoLintInput((i) => { i.merchants = i.merchants.filter((m) => m.folder !== 'demo'); i.rejectedMerchantFiles = 1; });
    expect(findings(defaultMerchant, input)).toEqual([]);
  });
  it('passes with exactly one default', () => {
    expect(findings(defaultMerchant, repoLintInput())).toEqual([]);
  });
});

describe('domain-claimed-twice', () => {
  const lotto = 'merchants/lotto/merchant.json';
  const demo = 'merchants/demo/merchant.json';
  const basic = 'merchants/basic/merchant.json';

  it('names both files, the later in load order first when no time is known', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'lotto').domains.push('demo.localhost'); });
    expect(findings(domainClaimedTwice, input)).toEqual([
      expect.objectContaining({ file: lotto, pointer: '/domains/1', reason: expect.stringContaining(`merchant "demo" at ${demo} /domains/0`) }),
      expect.objectContaining({ file: demo, pointer: '/domains/0', reason: expect.stringContaining(`merchant "lotto" at ${lotto} /domains/1`) }),
    ]);
  });

  it('[issue 20] points first at the file changed last, even when it loads first', () => {
    // An operator adds basic's host to a new merchant "acme": acme loads before basic but was edited after it.
    const input = repoLintInput((i) => {
      const acme = structuredClone(merchantIn(i, 'basic'));
      Object.assign(acme, { code: 'acme', domains: ['basic.localhost'], mainDomain: 'acme.example.com', domainRoutes: [] });
      i.merchants.unshift({ file: 'merchants/acme/merchant.json', folder: 'acme', config: acme });
      i.modifiedAt = new Map([['merchants/acme/merchant.json', 2_000], [basic, 1_000]]);
    });
    const [first, second] = findings(domainClaimedTwice, input);
    expect(first).toMatchObject({ file: 'merchants/acme/merchant.json', pointer: '/domains/0', fix: expect.stringContaining('here') });
    expect(second).toMatchObject({ file: basic, pointer: '/domains/0', reason: expect.stringContaining('the file changed last') });
  });

  it.each([
    ['a port', 'basic.localhost:8470'],
    ['capitals', 'Basic.Localhost'],
    ['a trailing dot', 'basic.localhost.'],
  ])('[issue 20] compares host names without %s', (_what, written) => {
    const input = repoLintInput((i) => { merchantIn(i, 'lotto').domains.push(written); });
    expect(findings(domainClaimedTwice, input)).toEqual(
      expect.arrayContaining([expect.objectContaining({ file: lotto, pointer: '/domains/1', reason: expect.stringContaining('host "basic.localhost"') })]),
    );
  });

  it('[issue 20] compares mainDomain and domainRoutes with every domain', () => {
    const input = repoLintInput((i) => {
      merchantIn(i, 'lotto').mainDomain = 'demo.example.com';
      merchantIn(i, 'lotto').domainRoutes = [{ domain: 'BASIC-ALT.example.com', label: 'Mirror' }];
    });
    expect(findings(domainClaimedTwice, input).filter((f) => f.file === lotto).map((f) => f.pointer).sort()).toEqual(['/domainRoutes/0/domain', '/mainDomain']);
  });

  it('lets one merchant name a host in domains and mainDomain', () => {
    expect(findings(domainClaimedTwice, repoLintInput((i) => { merchantIn(i, 'lotto').mainDomain = 'lotto.localhost'; }))).toEqual([]);
  });

  it('passes when every host has one merchant', () => {
    expect(findings(domainClaimedTwice, repoLintInput())).toEqual([]);
  });
});

describe('default-language-not-offered', () => {
  it('reports a default language missing from languages', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'lotto').languages = ['en', 'km']; });
    expect(findings(defaultLanguageNotOffered, input)).toEqual([expect.objectContaining({ pointer: '/defaultLanguage', reason: expect.stringContaining('"vi"') })]);
  });
  it('passes when the default is offered', () => {
    expect(findings(defaultLanguageNotOffered, repoLintInput())).toEqual([]);
  });
});

describe('category-without-vendors', () => {
  it('reports a banner routing to a category page whose category has no vendors', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').banners![0]!.linkage = '/fish'; });
    expect(findings(categoryWithoutVendors, input)).toEqual([
      expect.objectContaining({ file: 'merchants/basic/merchant.json', pointer: '/banners/0/linkage', reason: expect.stringContaining('FISH category has no vendors') }),
    ]);
  });
  it('reports a route asking for a vendor the category does not list', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').banners![0]!.linkage = '/rng?vassalage=CQ9'; });
    expect(findings(categoryWithoutVendors, input)[0]?.reason).toContain('CQ9 is not one of its RNG vendors');
  });
  it('reports a lottery-lobby route without its lottery vendor', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').resources!.push({ id: 'vn', resourceType: 'SOCIAL', labelNameEn: 'VN lottery', url: '/vnLottery?gameCode=VN1' }); });
    expect(findings(categoryWithoutVendors, input)).toEqual([expect.objectContaining({ pointer: '/resources/3/url', reason: expect.stringContaining('/vnLottery?gameCode=VN1, which no lottery vendor') })]);
  });
  it('reports free play and manual rebate switched on without any vendor', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'demo').vendors = {}; });
    const pointers = findings(categoryWithoutVendors, input).map((f) => f.pointer);
    expect(pointers).toContain('/whitelabel/1/childrenNodes/1/enabled');
    expect(pointers).toContain('/whitelabel/4/childrenNodes/0/enabled');
  });
  it('reports a wallet per vendor with no outside vendor to transfer to', () => {
    const input = repoLintInput((i) => { const m = merchantIn(i, 'basic'); m.wallet.isSingle = false; m.vendors = { INHOUSE: ['LIVERY'] }; });
    expect(findings(categoryWithoutVendors, input)).toContainEqual(expect.objectContaining({ pointer: '/wallet/isSingle' }));
  });
  it('counts e-sports vendors listed under SPORTS for the e-sports page', () => {
    const input = repoLintInput((i) => { const m = merchantIn(i, 'basic'); m.vendors.SPORTS = ['IBC', 'IMES']; m.banners![0]!.linkage = '/esports'; });
    expect(findings(categoryWithoutVendors, input)).toEqual([]);
  });
  it('passes when every linked section has vendors', () => {
    expect(findings(categoryWithoutVendors, repoLintInput())).toEqual([]);
  });
});

describe('pattern-message-missing', () => {
  const patternKeys = ['ALPHANUMERIC', 'DIGITS', 'LETTER_FIRST', 'EMAIL', 'FULL_NAME', 'DATE_YMD', 'ANY'].flatMap((id) => [`pattern.${id}.range`, `pattern.${id}.exact`]);
  // Every language of the registry has the keys (a merchant may offer any bundled one), unless a test says otherwise.
  const everyLanguage = (keys: string[]) => Object.fromEntries(LANGUAGES.map(({ code }) => [code, keys]));
  const withMessages = (keys: Record<string, string[]>) => repoLintInput((i) => { i.validationMessages = new Map(Object.entries(keys).map(([l, k]) => [l, new Set(k)])); });

  it('reports a field rule whose patternId has no message in one of the merchant\'s languages', () => {
    const input = withMessages({ ...everyLanguage(patternKeys), km: patternKeys.filter((k) => k !== 'pattern.EMAIL.range') });
    expect(findings(patternMessageMissing, input)).toEqual([
      expect.objectContaining({ file: 'merchants/basic/merchant.json', pointer: '/registerFieldRules/email/patternId', reason: 'no message pattern.EMAIL.range for patternId EMAIL in locales/km/validation.json' }),
      expect.objectContaining({ file: 'merchants/closed/merchant.json', pointer: '/registerFieldRules/email/patternId' }),
      expect.objectContaining({ file: 'merchants/demo/merchant.json', pointer: '/registerFieldRules/email/patternId' }),
    ]);
  });
  it('asks for the exact-length message when minLength equals maxLength', () => {
    const input = withMessages({ en: patternKeys, km: patternKeys.filter((k) => k !== 'pattern.DIGITS.exact'), zh: patternKeys });
    expect(findings(patternMessageMissing, input).map((f) => `${f.file} ${f.pointer}`)).toContain('merchants/lotto/merchant.json /registerFieldRules/verificationCode/patternId');
  });
  it('reports an offered language without a validation namespace once others have one', () => {
    const input = withMessages({ en: patternKeys, zh: patternKeys });
    expect(findings(patternMessageMissing, input).map((f) => f.pointer)).toContain('/languages/1');
  });
  it('ignores hidden fields and fields whose pattern matches anything', () => {
    expect(patternMessageKey({ enabled: false, patternId: 'DIGITS', acceptedPattern: '^[0-9]+$' })).toBeNull();
    expect(patternMessageKey({ enabled: true, patternId: 'ANY', acceptedPattern: '*' })).toBeNull();
    expect(patternMessageKey({ enabled: true, patternId: 'DIGITS', acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6 })).toBe('pattern.DIGITS.exact');
  });
  it('stays quiet until some validation namespace exists', () => {
    expect(findings(patternMessageMissing, repoLintInput())).toEqual([]);
  });
  it('passes when every language has a message for every pattern in use', () => {
    expect(findings(patternMessageMissing, withMessages(everyLanguage(patternKeys)))).toEqual([]);
  });
});

describe('customer-service-path-missing', () => {
  it('reports a merchant without any channel, which the status pages need', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').customerService = []; });
    expect(findings(customerServicePathMissing, input)).toEqual([expect.objectContaining({ pointer: '/customerService' })]);
  });
  it('reports a blank path', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').customerService[1]!.path = '   '; });
    expect(findings(customerServicePathMissing, input)).toEqual([expect.objectContaining({ pointer: '/customerService/1/path', reason: 'TELEGRAM-1: path is blank' })]);
  });
  it('reports a help anchor with no help article', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').customerService[0]!.path = '/help#support'; });
    expect(findings(customerServicePathMissing, input)[0]?.reason).toContain('help article "support"');
  });
  it('reports a path that is neither a site path nor an http(s) URL', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').customerService[0]!.path = 'support-page'; });
    expect(findings(customerServicePathMissing, input)).toHaveLength(1);
  });
  it('passes for site paths and https URLs', () => {
    expect(findings(customerServicePathMissing, repoLintInput())).toEqual([]);
  });
});

describe('banner-group-unused', () => {
  it('reports registration banners when no registration method is on', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').whitelabel[0]!.childrenNodes![0]!.enabled = false; });
    expect(findings(bannerGroupUnused, input)).toEqual([expect.objectContaining({ file: 'merchants/basic/merchant.json', pointer: '/banners/3/groupName' })]);
  });
  it('reports popup banners for a merchant without popup announcements', () => {
    const input = repoLintInput((i) => {
      const m = merchantIn(i, 'basic');
      m.banners!.push({ id: 'basic-popup', groupName: 'w_popup1', url: '/merchant-assets/basic/banner-login.svg' });
      m.announcements = m.announcements!.filter((a) => a.type !== 'PU');
    });
    expect(findings(bannerGroupUnused, input)).toEqual([expect.objectContaining({ pointer: '/banners/4/groupName', reason: expect.stringContaining('w_popup1') })]);
  });
  it('passes when each group has its page', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').banners!.push({ id: 'basic-side', groupName: 'w_leftmenu', url: '/merchant-assets/basic/banner-login.svg' }); });
    expect(findings(bannerGroupUnused, input)).toEqual([]);
  });
});

describe('banner-asset-missing', () => {
  it('reports a banner whose image file does not exist', () => {
    const input = repoLintInput((i) => { i.assetFiles = new Set([...i.assetFiles].filter((f) => f !== 'merchants/demo/assets/banner-login.svg')); });
    expect(findings(bannerAssetMissing, input)).toEqual([expect.objectContaining({ file: 'merchants/demo/merchant.json', pointer: '/banners/2/url' })]);
  });
  it('reports a banner served from another merchant\'s folder', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'demo').banners![0]!.url = '/merchant-assets/demo/../basic/banner-home-1.svg'; });
    expect(findings(bannerAssetMissing, input)[0]?.reason).toContain('is not under /merchant-assets/demo/');
  });
  it('passes when every image is in the merchant\'s assets', () => {
    expect(findings(bannerAssetMissing, repoLintInput())).toEqual([]);
  });
  it('checks each language\'s own image too, and once: not again as a missing asset path', () => {
    const input = repoLintInput((i) => {
      merchantIn(i, 'demo').banners![0]!.images = { km: '/merchant-assets/demo/banner-home-1.km.png', zh: '/merchant-assets/demo/banner-home-1.svg', th: '/merchant-assets/basic/banner-home-1.svg' };
    });
    expect(findings(bannerAssetMissing, input).map((f) => [f.pointer, f.reason])).toEqual([
      ['/banners/0/images/km', 'banner "demo-home-1" image merchants/demo/assets/banner-home-1.km.png does not exist'],
      ['/banners/0/images/th', 'banner "demo-home-1" image /merchant-assets/basic/banner-home-1.svg is not under /merchant-assets/demo/'],
    ]);
    expect(findings(assetPathMissing, input).filter((f) => f.pointer.startsWith('/banners/'))).toEqual([]);
  });
});

describe('theme-contrast', () => {
  it('reports a pair below 4.5:1 and suggests a colour that reaches it', () => {
    const input = repoLintInput((i) => { themeIn(i, 'aurora').palettes.light.onPrimary = '#c08030'; });
    const [f] = findings(themeContrast, input);
    expect(f).toMatchObject({ file: 'themes/aurora/theme.json', pointer: '/palettes/light/onPrimary' });
    const suggested = /set onPrimary to (#[0-9a-f]{6})/.exec(f?.fix ?? '')?.[1];
    expect(contrastRatio(suggested!, '#9a5b00')).toBeGreaterThanOrEqual(4.5);
  });
  it('checks header text, muted text and danger on surface in the dark palette too', () => {
    const input = repoLintInput((i) => {
      const p = themeIn(i, 'jade').palettes.dark;
      p.onHeader = p.header;
      p.textMuted = '#2a4a40';
      p.danger = '#5a2020';
    });
    expect(findings(themeContrast, input).map((f) => f.reason.split(':')[0])).toEqual(['muted text on the page background', 'muted text on cards', 'header text on the header bar', 'error text on surfaces']);
  });
  it('checks every pair the engine asserts, and text on modals and muted text on cards', () => {
    const pairs = contrastPairs.map((p) => `${p.fg}/${p.bg}`);
    for (const [fg, bg] of CONTRAST_PAIRS) expect(pairs).toContain(`${fg}/${bg}`);
    expect(pairs).toEqual(expect.arrayContaining(['text/surfaceRaised', 'textMuted/surface']));
  });
  it('passes for the bundled themes', () => {
    expect(findings(themeContrast, repoLintInput())).toEqual([]);
  });
});

describe('theme-ui-contrast', () => {
  it('reports an outline button whose border is faint on the light page and suggests a colour that reaches 3:1', () => {
    const input = repoLintInput((i) => { themeIn(i, 'noir').palettes.light.primary = '#d8b24a'; });
    const found = findings(themeUiContrast, input);
    expect(found.map((f) => f.pointer)).toEqual(['/palettes/light/primary', '/palettes/light/primary', '/palettes/light/primary']);
    expect(found[0]?.reason).toMatch(/^primary buttons and the current entry on the page background: primary #d8b24a on background #f8f4ea is 1\.\d\d:1, below 3:1$/);
    const suggested = /set primary to (#[0-9a-f]{6})/.exec(found[0]?.fix ?? '')?.[1];
    expect(contrastRatio(suggested!, '#f8f4ea')).toBeGreaterThanOrEqual(3);
  });
  it('holds only outline buttons to the header bar', () => {
    const faintOnHeader = (code: string) => repoLintInput((i) => {
      const p = themeIn(i, code).palettes.light;
      Object.assign(p, { header: '#3a2c0c', onHeader: '#ffffff', accent: '#4a3a14', onAccent: '#ffffff' });
    });
    expect(findings(themeUiContrast, faintOnHeader('noir')).map((f) => f.reason.split(':')[0])).toEqual(['the outline register button\'s border on the header bar']);
    expect(findings(themeUiContrast, faintOnHeader('pitch'))).toEqual([]);
  });
  it('passes for the bundled themes', () => {
    expect(findings(themeUiContrast, repoLintInput())).toEqual([]);
  });
});

describe('theme-logo-missing', () => {
  it('reports a logo file that is not in the theme folder', () => {
    const input = repoLintInput((i) => { themeIn(i, 'lotus').logo.light = 'logo-white.svg'; });
    expect(findings(themeLogoMissing, input)).toEqual([expect.objectContaining({ file: 'themes/lotus/theme.json', pointer: '/logo/light' })]);
  });
  it('passes when both logos exist', () => {
    expect(findings(themeLogoMissing, repoLintInput())).toEqual([]);
  });
});
