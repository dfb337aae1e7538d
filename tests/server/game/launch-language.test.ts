import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameLanguage, gameLanguages, launchLanguage } from '../../../server/providers/game/livery/livery-vendor';
import { projectPath } from '../../../server/lib/project-root';
import { LANGUAGES } from '../../../src/engine/languages';

describe('the language a game launch opens in', () => {
  it('[P8-3][P9-7] reads Traditional Chinese for zh-TW, zh-HK and zh-Hant, Simplified for zh and CN, Japanese for ja-JP, Korean for ko-KR, Russian for ru-RU, Turkish for tr-TR, French for fr-FR and fr-CA, German for de-DE and de-AT, Italian for it-IT, Persian for fa-IR, Urdu for ur-PK, Swedish for sv-SE, Bengali for bn-BD, Sinhala for si-LK, Telugu for te-IN, Tamil for ta-IN, Hebrew for he-IL, Dutch for nl-NL and nl-BE, Hindi for hi-IN, Burmese for my-MM, Lao for lo-LA, Spanish for es-MX, Brazilian Portuguese for pt, pt-BR and pt-PT, English for the rest', () => {
    expect(['zh-TW', 'zh_tw', 'zh-HK', 'zh-Hant'].map(launchLanguage)).toEqual(['zh-TW', 'zh-TW', 'zh-TW', 'zh-TW']);
    expect(['zh', 'zh-CN', 'CN'].map(launchLanguage)).toEqual(['zh', 'zh', 'zh']);
    expect(['KH', 'th-TH', 'ja-JP', 'ko-KR', 'ru-RU', 'tr-TR', 'fr-FR', 'fr-CA', 'de-DE', 'de-AT', 'it-IT', 'fa-IR', 'ur-PK', 'he-IL', 'nl-NL', 'nl-BE', 'hi-IN', 'my-MM', 'lo-LA', 'es-MX', 'ne-NP', 'sv-SE', 'bn-BD', 'si-LK', 'ta-IN', 'te-IN', 'sw', undefined].map(launchLanguage)).toEqual(['km', 'th', 'ja', 'ko', 'ru', 'tr', 'fr', 'fr', 'de', 'de', 'it', 'fa', 'ur', 'he', 'nl', 'nl', 'hi', 'my', 'lo', 'es', 'ne', 'sv', 'bn', 'si', 'ta', 'te', 'en', 'en']);
    expect(['pt', 'pt-BR', 'pt_br', 'pt-PT', 'ptx'].map(launchLanguage)).toEqual(['pt-BR', 'pt-BR', 'pt-BR', 'pt-BR', 'en']);
  });

  it('[P9-7] the game pages speak every bundled language (a locales/ folder with every namespace of English, in the merchant schema), none hand-listed', () => {
    const namespaces = readdirSync(projectPath('locales', 'en'));
    const bundled = readdirSync(projectPath('locales')).filter((code) => {
      const files = readdirSync(projectPath('locales', code));
      return namespaces.every((namespace) => files.includes(namespace));
    });
    expect([...gameLanguages].sort()).toEqual([...bundled].sort());
    const schema = JSON.parse(readFileSync(projectPath('schemas', 'merchant.schema.json'), 'utf8')) as { properties: { defaultLanguage: { enum: string[] } } };
    expect([...gameLanguages].sort()).toEqual([...schema.properties.defaultLanguage.enum].sort());
    // A bundled language plays in itself; a registry language without locales yet and an unknown code play in the fallback.
    for (const code of bundled) expect(gameLanguage(code, 'en')).toBe(code);
    for (const { code } of LANGUAGES.filter((l) => !bundled.includes(l.code))) expect(gameLanguage(code, 'en')).toBe('en');
    expect([gameLanguage('xx'), gameLanguage(undefined)]).toEqual(['km', 'km']);
  });
});
