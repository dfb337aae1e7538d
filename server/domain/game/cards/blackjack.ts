// Blackjack against the house (docs/vendors.md): six decks, the dealer stands on all 17s, blackjack pays 3 to 2,
// double down on the first two cards (one more card, then the dealer plays), no split, no insurance; the dealer
// peeks, so a dealer blackjack ends the hand at the deal (a player blackjack then pushes). Cards come off the shoe
// in the drawn order: the player's first, the dealer's up card, the player's second, the dealer's hole card, then
// the player's hits, then the dealer's draws. A hand is a sequence of actions on that fixed order, so the same
// seeds and actions always give the same hand. Pays are in hundredths of the first bet, stake included.
import { tenPoints } from './deck.js';

export const blackjackDecks = 6;
/** Cards the player and the dealer may take: a hand of 21 holds at most 21 aces, and the dealer stops at 17. */
export const blackjackCards = 60;

/** The return to player with the basic strategy for these rules, measured over 10^7 simulated hands. */
export const blackjackRtp = 0.990;

export type BlackjackAction = 'hit' | 'stand' | 'double';
export type BlackjackResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackHand {
  /** The shoe's cards in dealt order; secret while the hand is open. */
  shoe: number[];
  player: number[];
  /** The dealer's cards: the up card and the hole card while the hand is open, every card at the end. */
  dealer: number[];
  next: number;
  doubled: boolean;
  done: boolean;
  result: BlackjackResult | null;
  /** What the hand returns, in hundredths of the first bet (a doubled hand's stake is 200). */
  pays: number;
}

/** The best total of a hand (an ace counts 11 when that does not bust it) and whether an ace counts 11. */
export function totalOf(cards: readonly number[]): { total: number; soft: boolean } {
  const hard = cards.reduce((s, c) => s + tenPoints(c), 0);
  const soft = cards.some((c) => c % 13 === 0) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

export const isBlackjack = (cards: readonly number[]): boolean => cards.length === 2 && totalOf(cards).total === 21;

function settle(hand: BlackjackHand): BlackjackHand {
  const stake = hand.doubled ? 200 : 100;
  const p = totalOf(hand.player).total;
  if (p > 21) return { ...hand, done: true, result: 'bust', pays: 0 };
  const dealer = [...hand.dealer];
  let next = hand.next;
  while (totalOf(dealer).total < 17) dealer.push(hand.shoe[next++]!);
  const d = totalOf(dealer).total;
  const result: BlackjackResult = d > 21 || p > d ? 'win' : p === d ? 'push' : 'lose';
  return { ...hand, dealer, next, done: true, result, pays: result === 'win' ? 2 * stake : result === 'push' ? stake : 0 };
}

/** Deals a hand from the shoe (blackjackCards cards of blackjackDecks decks); naturals end it at once. */
export function dealBlackjack(shoe: readonly number[]): BlackjackHand {
  const hand: BlackjackHand = {
    shoe: [...shoe], player: [shoe[0]!, shoe[2]!], dealer: [shoe[1]!, shoe[3]!], next: 4, doubled: false, done: false, result: null, pays: 0,
  };
  const player = isBlackjack(hand.player);
  const dealer = isBlackjack(hand.dealer);
  if (player && dealer) return { ...hand, done: true, result: 'push', pays: 100 };
  if (player) return { ...hand, done: true, result: 'blackjack', pays: 250 };
  if (dealer) return { ...hand, done: true, result: 'lose', pays: 0 };
  return hand;
}

export type ActAnswer = { ok: true; hand: BlackjackHand } | { ok: false; code: 'hand_over' | 'double_not_allowed' };

/** The player's action on an open hand; an action out of turn is refused with the reason. */
export function actBlackjack(hand: BlackjackHand, action: BlackjackAction): ActAnswer {
  if (hand.done) return { ok: false, code: 'hand_over' };
  if (action === 'stand') return { ok: true, hand: settle(hand) };
  if (action === 'double' && hand.player.length !== 2) return { ok: false, code: 'double_not_allowed' };
  const drawn = { ...hand, player: [...hand.player, hand.shoe[hand.next]!], next: hand.next + 1, doubled: action === 'double' };
  const total = totalOf(drawn.player).total;
  return { ok: true, hand: action === 'double' || total >= 21 ? settle(drawn) : drawn };
}

/** What an open hand would return if the player stood now: the recovery settles an abandoned hand so. */
export const standingPays = (hand: BlackjackHand): number => (hand.done ? hand.pays : settle(hand).pays);
