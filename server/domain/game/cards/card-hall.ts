// Which card game a PVP catalogue game plays in the card hall (docs/vendors.md): by its name, niu niu, blackjack
// or sam gong (three-card games such as teen patti and golden flower play sam gong's three-card deal); a card game
// the hall does not deal (hold'em, rummy, mahjong...) plays one of the three, chosen by a hash of its code.
import { createHash } from 'node:crypto';
import { cardGames, type CardGame } from './card-games.js';

export type { CardGame };

export function cardGameOf(gameCode: string): CardGame {
  const code = gameCode.toUpperCase();
  if (code.includes('NIU') || code.includes('BULL')) return 'niuNiu';
  if (code.includes('BLACKJACK')) return 'blackjack';
  if (code.includes('SAM_GONG') || code.includes('TEEN_PATTI') || code.includes('GOLDEN_FLOWER')) return 'samGong';
  return cardGames[createHash('sha256').update(gameCode).digest().readUInt32BE(0) % cardGames.length]!;
}
