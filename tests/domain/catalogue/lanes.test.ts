import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../../server/domain/catalogue/generator.js';
import { laneClassifies, merchantLanes, offeredKeys } from '../../../server/domain/catalogue/lanes.js';

const { vendors, games } = generateCatalogue();
const codes = (lanes: ReturnType<typeof merchantLanes>) => lanes.map((l) => [l.gameType, l.vendors.map((v) => v.vassalage)]);

describe('merchantLanes', () => {
  it('[P4.6-4] moves e-sports vendors listed under SPORTS into their own category right after SPORTS', () => {
    const lanes = merchantLanes({ SPORTS: ['IBC', 'IMES', 'SBT', 'TF'], LOTT: ['LOTT'] }, vendors);
    expect(codes(lanes)).toEqual([
      ['SPORTS', ['IBC', 'SBT']],
      ['ESPORTS', ['IMES', 'TF']],
      ['LOTT', ['LOTT']],
    ]);
  });

  it('[P4.6-4] keeps a merchant’s own ESPORTS order and adds moved vendors after it, once', () => {
    const lanes = merchantLanes({ ESPORTS: ['IA'], SPORTS: ['TF', 'IA', 'UG'] }, vendors);
    expect(codes(lanes)).toEqual([['SPORTS', ['UG']], ['ESPORTS', ['IA', 'TF']]]);
  });

  it('[P2.4-1] leaves out categories without vendors and vendors the catalogue does not know', () => {
    const lanes = merchantLanes({ RNG: ['PT', 'NOPE'], LIVE: [], COCKFIGHT: [], FISH: ['KX'] }, vendors);
    expect(codes(lanes)).toEqual([['RNG', ['PT']]]);
  });

  it('[P9-8] offers the basic merchant only its few vendors', () => {
    const offered = offeredKeys(merchantLanes({ RNG: ['PT', 'MG'], LIVE: ['AG'], SPORTS: ['IBC'], INHOUSE: ['LIVERY'] }, vendors));
    expect([...offered].sort()).toEqual(['INHOUSE:LIVERY', 'LIVE:AG', 'RNG:MG', 'RNG:PT', 'SPORTS:IBC']);
  });
});

describe('laneClassifies', () => {
  it('[P3-8][P2.7-3] lists each classification with the lane vendors that have games of it', () => {
    const [rng] = merchantLanes({ RNG: ['PT', 'MG'] }, vendors);
    const classifies = laneClassifies(rng!, games);
    expect(classifies.map((c) => c.code)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    for (const c of classifies) {
      for (const v of c.vendors) expect(games.some((g) => g.vassalage === v && g.gameType === 'RNG' && g.gameClassify === c.code)).toBe(true);
    }
  });

  it('[P3-8] gives lanes without classified games an empty list', () => {
    const [live] = merchantLanes({ LIVE: ['AG'] }, vendors);
    expect(laneClassifies(live!, games)).toEqual([]);
  });
});
