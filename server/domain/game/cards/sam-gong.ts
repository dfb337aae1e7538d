// Sam gong against the dealer (docs/vendors.md): three cards each from one deck; the score is the last digit of the
// points (tens and pictures count 0). A higher score wins 1.95 × (5 % commission on the win), an equal score
// returns the bet. By symmetry the player wins as often as the dealer: return = 0.975 × (1 - ties) + ties, about
// 97.7 % (samGongRtp, checked by a simulation test).
import { baccaratPoints } from './deck.js';

export const samGongScore = (cards: readonly number[]): number => cards.reduce((s, c) => s + baccaratPoints(c), 0) % 10;

/** The return to player, measured over 10^7 simulated hands. */
export const samGongRtp = 0.977;

export interface SamGongHand { player: number[]; dealer: number[]; playerScore: number; dealerScore: number; won: boolean; push: boolean; pays: number }

export function playSamGong(player: readonly number[], dealer: readonly number[]): SamGongHand {
  const playerScore = samGongScore(player);
  const dealerScore = samGongScore(dealer);
  const won = playerScore > dealerScore;
  const push = playerScore === dealerScore;
  return { player: [...player], dealer: [...dealer], playerScore, dealerScore, won, push, pays: won ? 195 : push ? 100 : 0 };
}
