import { describe, expect, it } from 'vitest';
import { catalogueLanguage, filterGames, indexGames, searchNamesOf, searchText, selectGames } from '../../../server/domain/catalogue/filters.js';
import { generateCatalogue } from '../../../server/domain/catalogue/generator.js';
import { merchantLanes, offerKey, offeredKeys } from '../../../server/domain/catalogue/lanes.js';
import { paginate } from '../../../server/domain/catalogue/pagination.js';
import { rankCatalogue } from '../../../server/domain/catalogue/ranking.js';

const catalogue = generateCatalogue();
const ranked = rankCatalogue(catalogue.games);
const everything = offeredKeys(merchantLanes({ RNG: ['PT', 'MG', 'CQ9'], FISH: ['AG'], LIVE: ['AG'], SPORTS: ['IBC', 'IMES'] }, catalogue.vendors));
const index = indexGames(ranked.filter((g) => everything.has(offerKey(g.gameType, g.vassalage))), searchNamesOf(ranked));

describe('selectGames', () => {
  it('[P7.2-1] filters by gameType, vassalage, gameClassify and isNew together', () => {
    const games = selectGames(index, { gameType: 'RNG', vassalage: 'PT', gameClassify: 'JP', isNew: false, language: 'en' });
    expect(games.length).toBeGreaterThan(5);
    expect(games.every((g) => g.gameType === 'RNG' && g.vassalage === 'PT' && g.gameClassify === 'JP')).toBe(true);
    const fresh = selectGames(index, { gameType: 'RNG', isNew: true, language: 'en' });
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((g) => g.isNew === 1)).toBe(true);
  });

  it('[P9-8] never returns games of vendors the merchant does not offer', () => {
    const games = selectGames(index, { language: 'en' });
    expect(games.every((g) => everything.has(`${g.gameType}:${g.vassalage}`))).toBe(true);
    expect(selectGames(index, { vassalage: 'PNG', language: 'en' })).toEqual([]);
  });

  it('[P5-6] searches trimmed text without case, in the asked language and in English', () => {
    const target = ranked.find((g) => g.vassalage === 'PT' && g.gameType === 'RNG' && g.names.zh !== g.names.en)!;
    const word = target.names.en.split(' ')[0]!;
    const byEnglish = selectGames(index, { gameName: `  ${word.toUpperCase()} `, language: 'en' });
    expect(byEnglish).toContain(target);
    expect(byEnglish.every((g) => g.names.en.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(selectGames(index, { gameName: target.names.zh, language: 'zh' })).toContain(target);
    expect(selectGames(index, { gameName: target.names.en, language: 'km' })).toContain(target);
    expect(searchText('   ')).toBeUndefined();
  });

  it('[P5-6] filters a plain list the same way, lower-casing names itself', () => {
    const found = filterGames(ranked.slice(0, 500), { gameName: ' DRAGON', language: 'en' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((g) => g.names.en.toLowerCase().includes('dragon'))).toBe(true);
  });

  it('remembers results of filters without search text, and searches within them', () => {
    const filter = { gameType: 'RNG' as const, gameClassify: 'TG' as const, language: 'en' as const };
    const first = selectGames(index, filter);
    expect(selectGames(index, filter)).toBe(first);
    const searched = selectGames(index, { ...filter, gameName: 'blackjack' });
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((g) => first.includes(g) && g.names.en.toLowerCase().includes('blackjack'))).toBe(true);
    expect(selectGames(index, { vassalage: 'AG', language: 'en' }).map((g) => g.gameType)).toEqual(expect.arrayContaining(['FISH', 'LIVE']));
  });

  it('keeps the ranked order: most played first', () => {
    const games = selectGames(index, { gameType: 'RNG', language: 'en' });
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
