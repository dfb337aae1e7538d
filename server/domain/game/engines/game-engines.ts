// Which engine plays a catalogue game at the demo aggregator, with which parameters (docs/vendors.md). Slots pick a
// profile by a hash of vendor and game code, so two slots of different vendors play differently while every
// profile's RTP is proven by one test; the other categories pick the table rules their name or category says.
import { createHash } from 'node:crypto';
import { slotProfiles, type SlotProfile } from './slot-engine.js';
import { tableRules, type TableRules } from './table-engine.js';
import { cardGameOf, type CardGame } from '../cards/card-hall.js';

export type GameEngine = { kind: 'slot'; profile: SlotProfile } | { kind: 'table'; rules: TableRules }
  | { kind: 'fish' } | { kind: 'cards'; game: CardGame };

/** The categories the demo aggregator plays (lotteries and the in-house games have their own pages). */
export const aggregatorCategories = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;

const pickByHash = <T>(items: readonly T[], key: string): T => items[createHash('sha256').update(key).digest().readUInt32BE(0) % items.length]!;

/** A live table's rules from its name: roulette, dragon tiger, sic bo (and fish prawn crab), else baccarat. */
function liveRules(gameCode: string): TableRules {
  const code = gameCode.toUpperCase();
  if (code.includes('ROULETTE')) return tableRules.roulette;
  if (code.includes('DRAGON_TIGER') || code.includes('DRAGON-TIGER')) return tableRules.dragonTiger;
  if (code.includes('SIC_BO') || code.includes('SIC-BO') || code.includes('PRAWN')) return tableRules.sicBo;
  return tableRules.baccarat;
}

export function engineOf(game: { vassalage: string; gameCode: string; gameType: string }): GameEngine | undefined {
  switch (game.gameType) {
    case 'RNG': return { kind: 'slot', profile: pickByHash(slotProfiles, `${game.vassalage}:${game.gameCode}`) };
    case 'FISH': return { kind: 'fish' };
    case 'LIVE': return { kind: 'table', rules: liveRules(game.gameCode) };
    case 'PVP': return { kind: 'cards', game: cardGameOf(game.gameCode) };
    case 'SPORTS': return { kind: 'table', rules: tableRules.football };
    case 'ESPORTS': return { kind: 'table', rules: tableRules.esports };
    case 'COCKFIGHT': return { kind: 'table', rules: tableRules.cockfight };
    default: return undefined;
  }
}
