// Niu niu (bull bull) against the banker (docs/vendors.md): five cards each from one deck. A hand has a bull when
// three of its cards sum to a multiple of ten (pictures count 10, ace 1); the other two cards' sum, last digit,
// is its bull number (0 is bull bull, the best); no three summing to ten is no bull. Higher bull wins; equal bulls go
// to the hand with the highest card, so there is no tie. Only the player's winning hand sets the pay (the stake at
// risk is the bet): bull bull 2.7 ×, bull 7-9 2.1 ×, else 1.6 ×. A hand is won half the time (no ties, the deal is
// symmetric); the return, about 95.9 % (niuNiuRtp, from 10^7 simulated hands), is checked by a simulation test.
import { highCard, tenPoints } from './deck.js';

/** 0 = no bull, 1-9 = bull 1-9, 10 = bull bull. */
export function bullOf(cards: readonly number[]): number {
  const points = cards.map(tenPoints);
  const total = points.reduce((s, p) => s + p, 0);
  for (let a = 0; a < 5; a += 1) {
    for (let b = a + 1; b < 5; b += 1) {
      for (let c = b + 1; c < 5; c += 1) {
        if ((points[a]! + points[b]! + points[c]!) % 10 === 0) {
          const rest = (total - points[a]! - points[b]! - points[c]!) % 10;
          return rest === 0 ? 10 : rest;
        }
      }
    }
  }
  return 0;
}

/** What a won hand returns, in hundredths of the bet (stake included). */
export const niuNiuPays = (bull: number): number => (bull === 10 ? 270 : bull >= 7 ? 210 : 160);

/** The return to player, measured over 10^7 simulated hands (tests/domain/game/card-games.test.ts checks it). */
export const niuNiuRtp = 0.959;

/** Whether the first hand beats the second. */
export const beats = (a: readonly number[], b: readonly number[]): boolean => {
  const ba = bullOf(a);
  const bb = bullOf(b);
  return ba !== bb ? ba > bb : highCard(a) > highCard(b);
};

export interface NiuNiuHand { player: number[]; banker: number[]; playerBull: number; bankerBull: number; won: boolean; pays: number }

export function playNiuNiu(player: readonly number[], banker: readonly number[]): NiuNiuHand {
  const won = beats(player, banker);
  const playerBull = bullOf(player);
  return { player: [...player], banker: [...banker], playerBull, bankerBull: bullOf(banker), won, pays: won ? niuNiuPays(playerBull) : 0 };
}
