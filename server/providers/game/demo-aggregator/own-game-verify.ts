// The verify page's replay of the fishing game's shots and the card hall's deals (docs/vendors.md): the same draw
// from the revealed seeds and nonce. A shot needs its line of fire (the fish named, nearest first, as the round's
// record shows); a deal shows every card in the order the shoe gives them (a blackjack hand then takes them in
// that order as the player acts).
import { cardBounds, dealCardRound, publicCardRound } from '../../../domain/game/cards/card-games.js';
import type { GameEngine } from '../../../domain/game/engines/game-engines.js';
import { dealCards } from '../../../domain/game/cards/deck.js';
import { blackjackDecks } from '../../../domain/game/cards/blackjack.js';
import { drawIntegers } from '../../../domain/game/fairness.js';
import { isFishKind, maxTargets, type FishKind } from '../../../domain/game/fish/fish-shot.js';
import { cardName } from './aggregator-games.js';
import { playShot } from './fish/fish-routes.js';

type Seeds = { serverSeed: string; clientSeed: string; nonce: number };

/** The replayed round, or undefined when the fields do not fit the game (a shot without a valid line of fire). */
export function replayOwnRound(engine: Extract<GameEngine, { kind: 'fish' | 'cards' }>, seeds: Seeds, bet: number, pick: string | undefined):
  { outcome: Record<string, unknown>; words: string } | undefined {
  if (engine.kind === 'fish') {
    const targets = (pick ?? '').split(',').map((t) => t.trim().toUpperCase()).filter((t) => t !== '');
    if (targets.length < 1 || targets.length > maxTargets || !targets.every(isFishKind)) return undefined;
    const { outcome } = playShot(seeds, targets as FishKind[], bet);
    return { outcome, words: `${String(outcome.fish)} ×${String(outcome.times)}: ${outcome.caught ? 'caught' : 'missed'} (roll ${String(outcome.roll)})` };
  }
  const ints = drawIntegers(seeds.serverSeed, seeds.clientSeed, seeds.nonce, cardBounds(engine.game));
  const shoe = dealCards(ints, engine.game === 'blackjack' ? blackjackDecks : 1);
  const dealt = publicCardRound(dealCardRound(engine.game, ints));
  return { outcome: { game: engine.game, shoe, ...(engine.game === 'blackjack' ? {} : dealt) }, words: shoe.map(cardName).join(' ') };
}
