import { describe, expect, it } from 'vitest';
import { gameClassifies } from '../../../server/domain/catalogue/categories.js';
import { catalogueVersion, generateCatalogue } from '../../../server/domain/catalogue/generator.js';
import { vendorCodesByCategory } from '../../../server/domain/catalogue/vendors.js';

const catalogue = generateCatalogue();

describe('generateCatalogue', () => {
  it('[P1-1][P3-7] gives the same catalogue for the same seed and another for another seed', () => {
    const again = generateCatalogue();
    expect(again.games).toEqual(catalogue.games);
    expect(again.version).toBe(catalogue.version);
    const other = generateCatalogue('another-seed');
    expect(other.version).toBe(catalogueVersion('another-seed'));
    expect(other.games.map((g) => g.names.en)).not.toEqual(catalogue.games.map((g) => g.names.en));
  });

  it('[P1-1] holds at least 3,000 games with unique node ids', () => {
    expect(catalogue.games.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(catalogue.games.map((g) => g.nodeId)).size).toBe(catalogue.games.length);
    for (const g of catalogue.games) expect(g.nodeId).toMatch(/^[1-9]\d{6,7}$/);
  });

  it('[P9-8] has every vendor the spec lists, per category, each with games and a display name', () => {
    for (const [gameType, codes] of Object.entries(vendorCodesByCategory)) {
      for (const code of codes) {
        const vendor = catalogue.vendors.find((v) => v.gameType === gameType && v.vassalage === code);
        expect(vendor, `${gameType} ${code}`).toBeDefined();
        expect(vendor!.displayName.length).toBeGreaterThan(1);
        expect(catalogue.games.some((g) => g.gameType === gameType && g.vassalage === code), `${gameType} ${code} games`).toBe(true);
      }
    }
    expect(vendorCodesByCategory.ESPORTS).toEqual(['IMES', 'TF', 'IA']);
    expect(vendorCodesByCategory.COCKFIGHT).toEqual([]);
    expect(catalogue.vendors.map((v) => v.vassalage)).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT', 'LIVERY']));
  });

  it('[P2.7-3] classifies RNG games as SC, VP, JP, TG, AC and BG, and only RNG and in-house games', () => {
    const rng = catalogue.games.filter((g) => g.gameType === 'RNG');
    for (const code of gameClassifies) expect(rng.some((g) => g.gameClassify === code), code).toBe(true);
    const others = catalogue.games.filter((g) => g.gameType !== 'RNG' && g.gameType !== 'INHOUSE');
    expect(others.every((g) => g.gameClassify === '')).toBe(true);
  });

  it('[P3-7] gives every game the fields of a game: code, names in en, zh and km, flags and a release date', () => {
    for (const g of catalogue.games) {
      expect(g.gameCode).not.toBe('');
      expect(g.names.en).not.toBe('');
      expect(g.names.zh).not.toBe('');
      expect(g.names.km).not.toBe('');
      expect([0, 1]).toContain(g.isHot);
      expect([0, 1]).toContain(g.isNew);
      expect(g.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const hot = catalogue.games.filter((g) => g.isHot === 1).length;
    const fresh = catalogue.games.filter((g) => g.isNew === 1).length;
    expect(hot).toBeGreaterThan(100);
    expect(fresh).toBeGreaterThan(50);
    // Names are translated where the words allow it, not all English.
    expect(catalogue.games.filter((g) => g.names.zh !== g.names.en).length).toBeGreaterThan(2500);
    expect(catalogue.games.filter((g) => g.names.km !== g.names.en).length).toBeGreaterThan(2000);
  });

  it('[P2.7-2] gives each live, card, sports, e-sports and lottery vendor one lobby entry (isGame 0) for its vendor tile', () => {
    for (const v of catalogue.vendors.filter((x) => !['RNG', 'FISH', 'INHOUSE'].includes(x.gameType))) {
      const lobbies = catalogue.games.filter((g) => g.gameType === v.gameType && g.vassalage === v.vassalage && g.isGame === 0);
      expect(lobbies, `${v.gameType} ${v.vassalage}`).toHaveLength(1);
    }
  });

  it('gives no vendor two games of the same name', () => {
    const seen = new Set<string>();
    for (const g of catalogue.games) {
      const key = `${g.gameType}:${g.vassalage}:${g.names.en}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });
});
