// The demo aggregator's rounds: draws a round of a catalogue game with its engine (domain/game/engines) from the
// player's fair seeds, and words an outcome for the page in the player's language.
import { drawIntegers } from '../../../domain/game/fairness.js';
import type { GameEngine } from '../../../domain/game/engines/game-engines.js';
import { jackpotDrawBound, jackpotTrigger } from '../../../domain/game/engines/jackpot.js';
import { playSlot, stopBoundsOf } from '../../../domain/game/engines/slot-engine.js';
import { fixtureOf, settlePick, type TableRules } from '../../../domain/game/engines/table-engine.js';
import { text, type GameTexts } from '../livery/game-texts.js';

export interface Seeds { serverSeed: string; clientSeed: string; nonce: number }

/** The picks a table game offers (their names do not depend on the round). */
export const pickNames = (rules: TableRules): string[] => rules.picks(fixtureOf(rules.kind, 'any', 0)).map((p) => p.pick);

/** The engines played one round per press through /api/spin (fish and card games have their own routes). */
export type SpinEngine = Extract<GameEngine, { kind: 'slot' | 'table' }>;
export const isSpinEngine = (engine: GameEngine): engine is SpinEngine => engine.kind === 'slot' || engine.kind === 'table';

/**
 * Plays one round: the win (minor units) and the outcome stored with the round and shown on the page. A slot round
 * with `jackpotStep` (the currency's smallest bet; none in fun play) also draws its jackpot trigger after the reels'
 * stops (jackpot.ts); the pool it may win is paid once the bet is accepted (jackpot-pools.ts).
 */
export function playRound(engine: SpinEngine, gameCode: string, seeds: Seeds, bet: number, pick: string | undefined, jackpotStep?: number): { win: number; outcome: Record<string, unknown> } {
  if (engine.kind === 'slot') {
    const bounds = stopBoundsOf(engine.profile);
    const drawn = drawIntegers(seeds.serverSeed, seeds.clientSeed, seeds.nonce, jackpotStep === undefined ? bounds : [...bounds, jackpotDrawBound]);
    const stops = drawn.slice(0, bounds.length);
    const o = playSlot(engine.profile, stops, bet);
    const jackpot = jackpotStep === undefined ? undefined : jackpotTrigger(drawn[bounds.length]!, bet, jackpotStep);
    return {
      win: o.win,
      outcome: {
        kind: 'slot', profile: o.profile, stops: o.base.stops, grid: o.base.grid, lines: o.base.lines,
        paylines: o.base.lines.map((l) => engine.profile.paylines[l.line]), freeSpins: o.freeSpins.length,
        freeWin: o.freeSpins.reduce((s, f) => s + f.win, 0), win: o.win,
        ...(jackpot ? { jackpot: { ...jackpot, amount: 0 } } : {}),
      },
    };
  }
  const rules = engine.rules;
  const fixture = fixtureOf(rules.kind, gameCode, seeds.nonce);
  const result = rules.result(drawIntegers(seeds.serverSeed, seeds.clientSeed, seeds.nonce, rules.bounds), fixture);
  const chosen = pick ?? pickNames(rules)[0]!;
  const win = settlePick(rules, fixture, result, chosen, bet);
  return { win, outcome: { kind: rules.kind, pick: chosen, drawn: result.drawn, winners: result.winners, push: result.push, halfBack: result.halfBack ?? [], fixture, win } };
}

const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suits = ['♠', '♥', '♦', '♣'];
export const cardName = (card: number): string => `${ranks[card % 13]}${suits[Math.floor(card / 13)]}`;
const cards = (value: unknown): string => (Array.isArray(value) ? value.map((c) => cardName(Number(c))).join(' ') : cardName(Number(value)));

/** The round's result in words, e.g. "Player 7♠ 2♥ (9), Banker K♣ 5♦ (5)". */
export function describeTableOutcome(texts: GameTexts, outcome: Record<string, unknown>): string {
  const kind = String(outcome.kind);
  const drawn = (outcome.drawn ?? {}) as Record<string, unknown>;
  const t = (key: string, values?: Record<string, string | number>) => text(texts, key, values);
  switch (kind) {
    case 'baccarat':
      return t('results.baccarat', { player: cards(drawn.player), banker: cards(drawn.banker), playerTotal: Number(drawn.playerTotal), bankerTotal: Number(drawn.bankerTotal) });
    case 'dragonTiger':
      return t('results.dragonTiger', { dragon: cards(drawn.dragon), tiger: cards(drawn.tiger) });
    case 'samGong':
      return t('results.samGong', { player: cards(drawn.player), dealer: cards(drawn.dealer), playerScore: Number(drawn.playerScore), dealerScore: Number(drawn.dealerScore) });
    case 'sicBo':
      return t('results.sicBo', { dice: (drawn.dice as number[]).join(', '), total: Number(drawn.total) });
    case 'roulette':
      return t('results.roulette', { pocket: Number(drawn.pocket) });
    case 'football':
    case 'esports':
      return t(`results.${kind}`, { home: Number(drawn.home), away: Number(drawn.away) });
    case 'cockfight':
      return t('results.cockfight', { winner: t(`picks.${String((outcome.winners as string[])[0])}`) });
    case 'fish':
      return t('results.fish', { pick: t(`picks.${String(outcome.pick)}`), caught: t((outcome.winners as string[]).includes(String(outcome.pick)) ? 'caught' : 'missed') });
    default:
      return '';
  }
}
