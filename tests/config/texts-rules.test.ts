// Texts written per language cover the merchant's languages (issue 19.3): found through the schema's localizedText
// wherever they sit; a gap warns with what shows instead, a text blank in every language is refused.
import { describe, expect, it } from 'vitest';
import { lintPlatform } from '../../server/config/lint-rules.js';
import { textEmpty, textLanguageMissing } from '../../server/config/rules-texts.js';
import { findings, merchantIn, repoLintInput } from './config-fixtures.js';

const basic = 'merchants/basic/merchant.json';

describe('text-language-missing', () => {
  it('[issue 19] warns about a customer-service title without one of the merchant\'s languages, naming what shows instead', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').customerService[0]!.title = { en: 'Live chat' }; });
    const others = merchantIn(input, 'basic').languages.filter((l) => l !== 'en');
    expect(others.length).toBeGreaterThan(0);
    expect(findings(textLanguageMissing, input)).toEqual(
      others.map((lang) => expect.objectContaining({ file: basic, pointer: `/customerService/0/title/${lang}`, reason: expect.stringContaining('see the en text ("Live chat") instead') })),
    );
  });

  it('[issue 19] finds texts deep in the file: a VIP level name, a deposit method label, a banner alt', () => {
    const input = repoLintInput((i) => {
      const m = merchantIn(i, 'demo');
      m.vip!.levels[1]!.name = { en: 'VIP1' };
      m.payments!.deposit!.methods![0]!.label = { en: 'Bank transfer', km: 'ធនាគារ' };
      m.banners![0]!.alt = { en: 'Welcome', km: 'សូមស្វាគមន៍' };
    });
    const pointers = findings(textLanguageMissing, input).map((f) => f.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/vip/levels/1/name/km', '/vip/levels/1/name/zh', '/payments/deposit/methods/0/label/zh', '/banners/0/alt/zh']));
  });

  it('says the bundled sentence shows for maintenance info, and is a warning the loader serves', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'closed').status.maintenanceInfo = { en: 'Back soon' }; });
    const [first] = lintPlatform(input).filter((p) => p.rule === 'text-language-missing');
    expect(first).toMatchObject({ severity: 'warning', reason: expect.stringContaining('bundled maintenance sentence') });
  });

  it('passes the repository\'s merchants', () => {
    expect(findings(textLanguageMissing, repoLintInput())).toEqual([]);
  });
});

describe('text-empty', () => {
  it('[issue 19] refuses a text blank in every language', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').customerService[0]!.title = { en: ' ', km: '' }; });
    expect(findings(textEmpty, input)).toEqual([expect.objectContaining({ file: basic, pointer: '/customerService/0/title' })]);
  });
  it('passes the repository\'s merchants', () => {
    expect(findings(textEmpty, repoLintInput())).toEqual([]);
  });
});
