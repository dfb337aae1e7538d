import { describe, expect, it } from 'vitest';
import { launchLanguage } from '../../../server/providers/game/livery/livery-vendor';

describe('the language a game launch opens in', () => {
  it('[P8-3][P9-7] reads Traditional Chinese for zh-TW, zh-HK and zh-Hant, Simplified for zh and CN, Japanese for ja-JP, Korean for ko-KR, Russian for ru-RU, Turkish for tr-TR, French for fr-FR and fr-CA, German for de-DE and de-AT, Italian for it-IT, Persian for fa-IR, Hebrew for he-IL, Dutch for nl-NL and nl-BE, Hindi for hi-IN, Burmese for my-MM, Lao for lo-LA, Spanish for es-MX, Brazilian Portuguese for pt, pt-BR and pt-PT, English for the rest', () => {
    expect(['zh-TW', 'zh_tw', 'zh-HK', 'zh-Hant'].map(launchLanguage)).toEqual(['zh-TW', 'zh-TW', 'zh-TW', 'zh-TW']);
    expect(['zh', 'zh-CN', 'CN'].map(launchLanguage)).toEqual(['zh', 'zh', 'zh']);
    expect(['KH', 'th-TH', 'ja-JP', 'ko-KR', 'ru-RU', 'tr-TR', 'fr-FR', 'fr-CA', 'de-DE', 'de-AT', 'it-IT', 'fa-IR', 'he-IL', 'nl-NL', 'nl-BE', 'hi-IN', 'my-MM', 'lo-LA', 'es-MX', 'ne-NP', 'sv', undefined].map(launchLanguage)).toEqual(['km', 'th', 'ja', 'ko', 'ru', 'tr', 'fr', 'fr', 'de', 'de', 'it', 'fa', 'he', 'nl', 'nl', 'hi', 'my', 'lo', 'es', 'ne', 'en', 'en']);
    expect(['pt', 'pt-BR', 'pt_br', 'pt-PT', 'ptx'].map(launchLanguage)).toEqual(['pt-BR', 'pt-BR', 'pt-BR', 'pt-BR', 'en']);
  });
});
