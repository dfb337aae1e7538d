import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_ORDER,
  categoriesWithVendors,
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  lotteryRouteFor,
  prizeModeFrom,
} from '../../src/engine/game-categories';

const demoVendors = (JSON.parse(readFileSync(new URL('../../merchants/demo/merchant.json', import.meta.url), 'utf8')) as { vendors: Record<string, string[]> }).vendors;

describe('categoriesWithVendors', () => {
  it('[P4.6-4] [P9-8] moves the e-sports vendors IMES, TF and IA out of SPORTS into ESPORTS', () => {
    const categories = categoriesWithVendors(demoVendors);
    expect(categories.SPORTS).toEqual(['IBC', 'SBT', 'UG']);
    expect(categories.ESPORTS).toEqual(['IMES', 'TF', 'IA']);
    expect(ESPORTS_VENDORS).toEqual(['IMES', 'TF', 'IA']);
  });

  it('[P9-8] has an empty cockfight list, so cockfight stays empty', () => {
    expect(COCKFIGHT_VENDORS).toEqual([]);
    expect(categoriesWithVendors(demoVendors).COCKFIGHT).toEqual([]);
  });

  it('[P4.6-4] places e-sports and cockfight right after sports, every category present', () => {
    const keys = Object.keys(categoriesWithVendors({ SPORTS: ['IBC'], RNG: ['PT'] }));
    expect(keys).toEqual([...CATEGORY_ORDER]);
    expect(keys.slice(keys.indexOf('SPORTS'), keys.indexOf('SPORTS') + 3)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT']);
  });

  it('[P4.6-4] merges moved vendors with configured e-sports vendors without duplicates and ignores unknown categories', () => {
    const categories = categoriesWithVendors({ SPORTS: ['IBC', 'TF'], ESPORTS: ['TF', 'XE'], JACKPOT: ['JP1'] });
    expect(categories.ESPORTS).toEqual(['TF', 'XE']);
    expect(categories.SPORTS).toEqual(['IBC']);
    expect(Object.keys(categories)).not.toContain('JACKPOT');
  });

  it('[P4.6-4] keeps the other categories as configured', () => {
    const categories = categoriesWithVendors(demoVendors);
    expect(categories.RNG).toEqual(demoVendors.RNG);
    expect(categories.ELOTT).toEqual(['ELOTT', 'TCG_LOTTO_VN']);
    expect(categories.PVP).toEqual(['KX', 'KY', 'TH', 'WS', 'XY']);
  });
});

describe('lotteryRouteFor', () => {
  it('[P4.6-6] [P2.1-12] routes TCG_LOTTO_VN to /vnLottery, TCG_SEA to /seaLottery and LOTT or ELOTT to /lottery with the game code', () => {
    expect(lotteryRouteFor('TCG_LOTTO_VN', 'HCM')).toBe('/vnLottery?gameCode=HCM');
    expect(lotteryRouteFor('TCG_SEA', 'SEA5')).toBe('/seaLottery?gameCode=SEA5');
    expect(lotteryRouteFor('LOTT', 'SSC')).toBe('/lottery?gameCode=SSC');
    expect(lotteryRouteFor('ELOTT', 'PK10')).toBe('/lottery?gameCode=PK10');
  });

  it('[P4.6-6] has no lottery route for other vendors and escapes the game code', () => {
    expect(lotteryRouteFor('PT', 'slot')).toBeNull();
    expect(lotteryRouteFor('LOTT', 'a&b=c')).toBe('/lottery?gameCode=a%26b%3Dc');
  });
});

describe('prizeModeFrom', () => {
  const empty = categoriesWithVendors({});

  it('[P4.6-5] chooses e-lottery when ELOTT has a TCG_LOTTO_VN or LOTT card', () => {
    expect(prizeModeFrom({ ...empty, ELOTT: ['TCG_LOTTO_VN'] })).toBe('ELOTT');
    expect(prizeModeFrom({ ...empty, ELOTT: ['LOTT'] })).toBe('ELOTT');
    expect(prizeModeFrom(categoriesWithVendors(demoVendors))).toBe('ELOTT');
  });

  it('[P4.6-5] chooses lottery otherwise, even when LOTT holds those vendors', () => {
    expect(prizeModeFrom({ ...empty, ELOTT: ['ELOTT'], LOTT: ['LOTT', 'TCG_LOTTO_VN'] })).toBe('LOTT');
    expect(prizeModeFrom(empty)).toBe('LOTT');
  });
});
