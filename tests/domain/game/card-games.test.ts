// The card hall's games (docs/vendors.md): the rules of niu niu, sam gong and blackjack on chosen cards, that an
// action out of turn is refused, and each game's return to player by simulation (2 x 10^5 hands, blackjack played by
// the basic strategy), within half a point of the rate the game states.
import { describe, expect, it } from 'vitest';
import { actBlackjack, blackjackRtp, dealBlackjack, totalOf, type BlackjackAction, type BlackjackHand } from '../../../server/domain/game/cards/blackjack.js';
import { actCardRound, cardBounds, dealCardRound, publicCardRound, stakeOf, type CardGame, type CardRound } from '../../../server/domain/game/cards/card-games.js';
import { dealBounds, dealCards } from '../../../server/domain/game/cards/deck.js';
import { bullOf, niuNiuRtp, playNiuNiu } from '../../../server/domain/game/cards/niu-niu.js';
import { playSamGong, samGongRtp } from '../../../server/domain/game/cards/sam-gong.js';

/** A card by rank (1 = ace ... 13 = king) and suit (0 = spades). */
const c = (rank: number, suit = 0) => suit * 13 + rank - 1;

export function mulberry(seed: number) {
  let s = seed;
  return (bound: number) => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
}

/** The basic strategy without splits for six decks, dealer standing on soft 17. */
export function basicStrategy(hand: BlackjackHand): BlackjackAction {
  const { total, soft } = totalOf(hand.player);
  const up = Math.min((hand.dealer[0]! % 13) + 1, 10);
  const dealer = up === 1 ? 11 : up;
  const two = hand.player.length === 2;
  const double = (when: boolean): BlackjackAction => (when && two ? 'double' : 'hit');
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return dealer >= 3 && dealer <= 6 ? double(true) : dealer <= 8 ? 'stand' : 'hit';
    if (total === 17) return double(dealer >= 3 && dealer <= 6);
    if (total >= 15) return double(dealer >= 4 && dealer <= 6);
    if (total >= 13) return double(dealer >= 5 && dealer <= 6);
    return 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return dealer <= 6 ? 'stand' : 'hit';
  if (total === 12) return dealer >= 4 && dealer <= 6 ? 'stand' : 'hit';
  if (total === 11) return double(dealer <= 10);
  if (total === 10) return double(dealer <= 9);
  if (total === 9) return double(dealer >= 3 && dealer <= 6);
  return 'hit';
}

/** Returned over staked in n rounds of a game, blackjack played by the basic strategy. */
export function simulate(game: CardGame, n: number, seed: number): number {
  const next = mulberry(seed);
  const bounds = cardBounds(game);
  let paid = 0;
  let staked = 0;
  for (let i = 0; i < n; i += 1) {
    let round: CardRound = dealCardRound(game, bounds.map(next));
    while (!round.done && round.game === 'blackjack') {
      const acted = actCardRound(round, basicStrategy(round.hand));
      if (!acted.ok) throw new Error(acted.code);
      round = acted.round;
    }
    paid += round.pays;
    staked += stakeOf(round);
  }
  return paid / staked;
}

describe('card hall games', () => {
  it('[P7.2-11] deals from a shuffled deck: no card twice, every card reachable', () => {
    const next = mulberry(7);
    const cards = dealCards(dealBounds(52).map(next));
    expect(new Set(cards).size).toBe(52);
    expect(() => dealCards([52])).toThrow(RangeError);
  });

  it('[P7.2-11] niu niu: three cards summing to ten make a bull, the rest its number; bull bull beats all; no bull loses to a bull', () => {
    expect(bullOf([c(10), c(13), c(12), c(5), c(5, 1)])).toBe(10); // 10 + K + Q, 5 + 5: bull bull
    expect(bullOf([c(3), c(7), c(10), c(4), c(3, 1)])).toBe(7); // 3 + 7 + 10, 4 + 3
    expect(bullOf([c(1), c(2), c(4), c(6), c(8)])).toBe(0); // no three of 1, 2, 4, 6, 8 sum to 10 or 20
    expect(bullOf([c(2), c(8), c(10), c(4), c(1)])).toBe(5); // 2 + 8 + 10, then 4 + 1
    const won = playNiuNiu([c(10), c(13), c(12), c(5), c(5, 1)], [c(3), c(7), c(10), c(4), c(3, 1)]);
    expect(won).toMatchObject({ won: true, playerBull: 10, bankerBull: 7, pays: 270 });
    expect(playNiuNiu([c(3), c(7), c(10), c(4), c(3, 1)], [c(10), c(13), c(12), c(5), c(5, 1)])).toMatchObject({ won: false, pays: 0 });
    // Equal bulls: the higher card decides (king of spades beats king of hearts).
    expect(playNiuNiu([c(13), c(2), c(8), c(1), c(2, 1)], [c(13, 1), c(2, 2), c(8, 2), c(1, 2), c(2, 3)]).won).toBe(true);
  });

  it('[P7.2-11] sam gong: the last digit of the points; equal scores push', () => {
    expect(playSamGong([c(9), c(10), c(13)], [c(4), c(4, 1), c(1)])).toMatchObject({ playerScore: 9, dealerScore: 9, push: true, pays: 100 });
    expect(playSamGong([c(5), c(3), c(1)], [c(6), c(6, 1), c(1)])).toMatchObject({ playerScore: 9, dealerScore: 3, won: true, pays: 195 });
  });

  /** A shoe whose first cards are the given ranks (player, dealer up, player, dealer hole, then the rest). */
  const shoe = (...ranks: number[]) => [...ranks.map((r, i) => c(r, i % 4)), ...Array.from({ length: 60 }, () => c(10))];

  it('[P7.2-11] blackjack: a natural pays 3 to 2 at the deal; a dealer natural ends the hand', () => {
    expect(dealBlackjack(shoe(1, 9, 13, 7))).toMatchObject({ done: true, result: 'blackjack', pays: 250 });
    expect(dealBlackjack(shoe(9, 1, 9, 13))).toMatchObject({ done: true, result: 'lose', pays: 0 });
    expect(dealBlackjack(shoe(1, 1, 12, 13))).toMatchObject({ done: true, result: 'push', pays: 100 });
  });

  it('[P7.2-11] blackjack: hit, stand and double; the dealer stands on 17; a double takes one card and stakes twice', () => {
    // Player 5 + 6, dealer 10 up, 7 hole: double draws a 10 (21); the dealer has 17 and stands.
    const hand = dealBlackjack(shoe(5, 10, 6, 7, 10));
    expect(hand.done).toBe(false);
    const doubled = actBlackjack(hand, 'double');
    expect(doubled).toMatchObject({ ok: true, hand: { done: true, doubled: true, result: 'win', pays: 400 } });
    // Hit to 15, then stand: the dealer's 17 wins.
    const hit = actBlackjack(dealBlackjack(shoe(5, 10, 6, 7, 4)), 'hit');
    expect(hit.ok && hit.hand.done).toBe(false);
    const stood = hit.ok ? actBlackjack(hit.hand, 'stand') : hit;
    expect(stood).toMatchObject({ ok: true, hand: { result: 'lose', pays: 0 } });
    // A bust ends the hand: the dealer does not draw.
    const bust = actBlackjack(dealBlackjack(shoe(10, 10, 6, 2, 9)), 'hit');
    expect(bust).toMatchObject({ ok: true, hand: { done: true, result: 'bust', pays: 0 } });
    // The dealer draws to 17: 10 + 2 + 4 = 16, then a 10 busts.
    const dealerBust = actBlackjack(dealBlackjack(shoe(10, 10, 8, 2, 4, 10)), 'stand');
    expect(dealerBust.ok && dealerBust.hand.dealer.length).toBe(4);
    expect(dealerBust).toMatchObject({ ok: true, hand: { result: 'win', pays: 200 } });
  });

  it('[P7.2-11] blackjack refuses an action out of turn: a double after a hit, anything after the end', () => {
    const hit = actBlackjack(dealBlackjack(shoe(2, 10, 3, 7, 2)), 'hit');
    expect(hit.ok).toBe(true);
    if (!hit.ok) return;
    expect(actBlackjack(hit.hand, 'double')).toEqual({ ok: false, code: 'double_not_allowed' });
    const stood = actBlackjack(hit.hand, 'stand');
    expect(stood.ok && actBlackjack(stood.hand, 'hit')).toEqual({ ok: false, code: 'hand_over' });
    const niu = dealCardRound('niuNiu', cardBounds('niuNiu').map(mulberry(3)));
    expect(actCardRound(niu, 'hit')).toEqual({ ok: false, code: 'hand_over' });
  });

  it('[P7.2-11] an open blackjack hand shows the up card only and hides the shoe; bots play once the hand ends', () => {
    const round = dealCardRound('blackjack', [4, 9, 5, 6, ...Array.from({ length: 200 }, () => 0)].slice(0, cardBounds('blackjack').length));
    if (round.done) return;
    const view = publicCardRound(round);
    expect(view.shoe).toBeUndefined();
    expect(view.dealer).toHaveLength(1);
    expect(round.bots).toHaveLength(0);
    const stood = actCardRound(round, 'stand');
    expect(stood.ok && stood.round.bots).toHaveLength(3);
    expect(stakeOf(round)).toBe(100);
  });

  it('[P7.2-11] returns to player as stated (from 10^7 hands), within half a point over 2 x 10^5 simulated hands each (blackjack by the basic strategy)', () => {
    expect(Math.abs(simulate('niuNiu', 200_000, 11) - niuNiuRtp)).toBeLessThan(0.005);
    expect(Math.abs(simulate('samGong', 200_000, 12) - samGongRtp)).toBeLessThan(0.005);
    expect(Math.abs(simulate('blackjack', 200_000, 13) - blackjackRtp)).toBeLessThan(0.005);
  }, 120_000);
});
