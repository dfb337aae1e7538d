import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../../server/domain/catalogue/generator.js';
import { merchantLanes, offeredKeys } from '../../../server/domain/catalogue/lanes.js';
import { launchUrl, rngVendorUrl } from '../../../server/domain/catalogue/launch.js';
import { maintenanceAlternatives, maskCustomerName, rankCatalogue, winnerBoard } from '../../../server/domain/catalogue/ranking.js';

const catalogue = generateCatalogue();
const ranked = rankCatalogue(catalogue.games);

describe('maintenanceAlternatives', () => {
  const offered = offeredKeys(merchantLanes({ RNG: ['PT', 'MG'], LIVE: ['AG'] }, catalogue.vendors));

  it('[P8-16] offers popular games of the same category first, never from a vendor under maintenance', () => {
    const game = ranked.find((g) => g.vassalage === 'PT' && g.gameType === 'RNG')!;
    const alternatives = maintenanceAlternatives(game, ranked, offered, new Set(['RNG:PT']), 8);
    expect(alternatives).toHaveLength(8);
    expect(alternatives.every((g) => g.gameType === 'RNG' && g.vassalage === 'MG' && g.isGame === 1)).toBe(true);
    for (let i = 1; i < alternatives.length; i++) expect(alternatives[i - 1]!.popularity).toBeGreaterThanOrEqual(alternatives[i]!.popularity);
  });

  it('[P8-16] falls back to other categories when the whole category is down', () => {
    const game = ranked.find((g) => g.vassalage === 'AG' && g.gameType === 'LIVE')!;
    const alternatives = maintenanceAlternatives(game, ranked, offered, new Set(['LIVE:AG']), 4);
    expect(alternatives.map((g) => g.gameType)).toEqual(['RNG', 'RNG', 'RNG', 'RNG']);
  });
});

describe('winnerBoard', () => {
  it('[P2.2-5][P3-11] sorts wins by amount, largest first, with masked names', () => {
    const board = winnerBoard([
      { customerName: 'player01', nodeId: '1', winAmount: 500 },
      { customerName: 'bigwinner', nodeId: '2', winAmount: 90000 },
      { customerName: 'abc', nodeId: '3', winAmount: 1200 },
      { customerName: 'zero', nodeId: '4', winAmount: 0 },
    ], 20);
    expect(board.map((r) => r.winAmount)).toEqual([90000, 1200, 500]);
    expect(board.map((r) => r.customerName)).toEqual(['bi***r', 'a***', 'pl***1']);
  });

  it('[P9-1] keeps at most the limit', () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({ customerName: `member${i}`, nodeId: '1', winAmount: i + 1 }));
    expect(winnerBoard(rows, 20)).toHaveLength(20);
  });

  it('masks names of every length', () => {
    expect(maskCustomerName('')).toBe('***');
    expect(maskCustomerName('ab')).toBe('a***');
    expect(maskCustomerName('abcd')).toBe('ab***d');
  });
});

describe('launchUrl', () => {
  const game = (vassalage: string, gameCode: string, isGame: 0 | 1 = 1) => ({ nodeId: '9010001', vassalage, gameCode, isGame });

  it('[P4.6-6] routes lottery vendors to their lobbies with the game code', () => {
    expect(launchUrl(game('TCG_LOTTO_VN', 'VN_HN'))).toBe('/vnLottery?gameCode=VN_HN');
    expect(launchUrl(game('TCG_SEA', 'TH_GLO'))).toBe('/seaLottery?gameCode=TH_GLO');
    expect(launchUrl(game('LOTT', 'CQSSC'))).toBe('/lottery?gameCode=CQSSC');
    expect(launchUrl(game('ELOTT', 'SSC_1M'))).toBe('/lottery?gameCode=SSC_1M');
    expect(launchUrl(game('LOTT', 'LOBBY', 0))).toBe('/lottery');
  });

  it('[P4.6-6] opens other games on the seamless page and RNG vendor tiles in the slot lobby', () => {
    expect(launchUrl(game('LIVERY', 'LUCKY_LANTERN'))).toBe('/seamless?nodeId=9010001');
    expect(rngVendorUrl('PT')).toBe('/rng?vassalage=PT');
  });
});
