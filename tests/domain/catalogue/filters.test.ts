import { describe, expect, it } from 'vitest';
import { catalogueLanguage, filterGames, searchText } from '../../../server/domain/catalogue/filters.js';
import { generateCatalogue } from '../../../server/domain/catalogue/generator.js';
import { merchantLanes, offeredKeys } from '../../../server/domain/catalogue/lanes.js';
import { paginate } from '../../../server/domain/catalogue/pagination.js';
import { rankCatalogue } from '../../../server/domain/catalogue/ranking.js';

const catalogue = generateCatalogue();
const ranked = rankCatalogue(catalogue.games);
const everything = offeredKeys(merchantLanes({ RNG: ['PT', 'MG', 'CQ9'], FISH: ['AG'], LIVE: ['AG'], SPORTS: ['IBC', 'IMES'] }, catalogue.vendors));

describe('filterGames', () => {
  it('[P7.2-1] filters by gameType, vassalage, gameClassify and isNew together', () => {
    const games = filterGames(ranked, everything, { gameType: 'RNG', vassalage: 'PT', gameClassify: 'JP', isNew: false, language: 'en' });
    expect(games.length).toBeGreaterThan(5);
    expect(games.every((g) => g.gameType === 'RNG' && g.vassalage === 'PT' && g.gameClassify === 'JP')).toBe(true);
    const fresh = filterGames(ranked, everything, { gameType: 'RNG', isNew: true, language: 'en' });
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((g) => g.isNew === 1)).toBe(true);
  });

  it('[P9-8] never returns games of vendors the merchant does not offer', () => {
    const games = filterGames(ranked, everything, { language: 'en' });
    expect(games.every((g) => everything.has(`${g.gameType}:${g.vassalage}`))).toBe(true);
    expect(filterGames(ranked, everything, { vassalage: 'PNG', language: 'en' })).toEqual([]);
  });

  it('[P5-6] searches trimmed text without case, in the asked language and in English', () => {
    const target = ranked.find((g) => g.vassalage === 'PT' && g.gameType === 'RNG' && g.names.zh !== g.names.en)!;
    const word = target.names.en.split(' ')[0]!;
    const byEnglish = filterGames(ranked, everything, { gameName: `  ${word.toUpperCase()} `, language: 'en' });
    expect(byEnglish).toContain(target);
    expect(byEnglish.every((g) => g.names.en.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(filterGames(ranked, everything, { gameName: target.names.zh, language: 'zh' })).toContain(target);
    expect(filterGames(ranked, everything, { gameName: target.names.en, language: 'km' })).toContain(target);
    expect(searchText('   ')).toBeUndefined();
  });

  it('keeps the ranked order: most played first', () => {
    const games = filterGames(ranked, everything, { gameType: 'RNG', language: 'en' });
    for (let i = 1; i < games.length; i++) expect(games[i - 1]!.popularity).toBeGreaterThanOrEqual(games[i]!.popularity);
  });
});

describe('catalogueLanguage', () => {
  it('[P9-7] maps km, en and zh (CN as the spec writes it) and falls back to English', () => {
    expect(catalogueLanguage('km')).toBe('km');
    expect(catalogueLanguage('KM')).toBe('km');
    expect(catalogueLanguage('CN')).toBe('zh');
    expect(catalogueLanguage('zh-CN')).toBe('zh');
    expect(catalogueLanguage('th')).toBe('en');
    expect(catalogueLanguage(undefined)).toBe('en');
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 47 }, (_, i) => i);

  it('[P9-2] pages 15 per page with totalPages rounded up', () => {
    expect(paginate(items, 1, 15)).toMatchObject({ items: items.slice(0, 15), total: 47, totalPages: 4 });
    expect(paginate(items, 4, 15).items).toEqual([45, 46]);
  });

  it('[P4.6-2] answers an empty page past the end rather than an error', () => {
    expect(paginate(items, 9, 15)).toMatchObject({ items: [], totalPages: 4 });
    expect(paginate([], 1, 15)).toMatchObject({ items: [], totalPages: 0 });
  });

  it('rejects page numbers and sizes below 1', () => {
    expect(() => paginate(items, 0, 15)).toThrow(RangeError);
    expect(() => paginate(items, 1, 0)).toThrow(RangeError);
  });
});
