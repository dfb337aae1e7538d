// The card hall's games (docs/vendors.md): niu niu, sam gong and blackjack against the house, each a round of the
// provably fair draw. Seated bots play their own hands against the same dealer for the table's atmosphere: their
// cards come after the player's and the dealer's in the shoe, so they never change the player's hand. A round is
// dealt once, then (blackjack only) changed by the player's actions; what it returns is in hundredths of the bet.
import { actBlackjack, blackjackCards, blackjackDecks, dealBlackjack, totalOf, type BlackjackAction, type BlackjackHand } from './blackjack.js';
import { dealBounds, dealCards } from './deck.js';
import { beats, playNiuNiu, type NiuNiuHand } from './niu-niu.js';
import { playSamGong, samGongScore, type SamGongHand } from './sam-gong.js';

export const cardGames = ['niuNiu', 'samGong', 'blackjack'] as const;
export type CardGame = (typeof cardGames)[number];

/** Bot seats dealt at every table (the page seats as many as the room's crowd allows). */
export const botSeats = 3;
const blackjackBotCards = 6;

export interface BotSeat { cards: number[]; result: 'win' | 'lose' | 'push' }

export type CardRound =
  | { game: 'niuNiu'; hand: NiuNiuHand; bots: BotSeat[]; done: true; pays: number }
  | { game: 'samGong'; hand: SamGongHand; bots: BotSeat[]; done: true; pays: number }
  | { game: 'blackjack'; hand: BlackjackHand; bots: BotSeat[]; done: boolean; pays: number };

/** The integers a round of the game draws. */
export function cardBounds(game: CardGame): number[] {
  switch (game) {
    case 'niuNiu': return dealBounds(5 * (2 + botSeats));
    case 'samGong': return dealBounds(3 * (2 + botSeats));
    case 'blackjack': return dealBounds(blackjackCards + botSeats * blackjackBotCards, blackjackDecks);
  }
}

function blackjackBots(hand: BlackjackHand): BotSeat[] {
  if (!hand.done) return [];
  const dealer = totalOf(hand.dealer).total;
  return Array.from({ length: botSeats }, (_, k) => {
    const from = blackjackCards + k * blackjackBotCards;
    const cards = hand.shoe.slice(from, from + 2);
    // Bots play the dealer's rule: hit below 17.
    while (totalOf(cards).total < 17 && cards.length < blackjackBotCards) cards.push(hand.shoe[from + cards.length]!);
    const own = totalOf(cards).total;
    const result = own > 21 ? 'lose' : dealer > 21 || own > dealer ? 'win' : own === dealer ? 'push' : 'lose';
    return { cards, result };
  });
}

/** Deals a round from its drawn integers (cardBounds). */
export function dealCardRound(game: CardGame, ints: readonly number[]): CardRound {
  if (game === 'blackjack') {
    const hand = dealBlackjack(dealCards(ints, blackjackDecks));
    return { game, hand, bots: blackjackBots(hand), done: hand.done, pays: hand.pays };
  }
  const cards = dealCards(ints);
  const size = game === 'niuNiu' ? 5 : 3;
  const hands = Array.from({ length: 2 + botSeats }, (_, i) => cards.slice(i * size, (i + 1) * size));
  const [player, dealer] = hands as [number[], number[]];
  if (game === 'niuNiu') {
    const hand = playNiuNiu(player, dealer);
    return { game, hand, done: true, pays: hand.pays, bots: hands.slice(2).map((c) => ({ cards: c, result: beats(c, dealer) ? 'win' : 'lose' })) };
  }
  const hand = playSamGong(player, dealer);
  const ds = samGongScore(dealer);
  return {
    game, hand, done: true, pays: hand.pays,
    bots: hands.slice(2).map((c) => { const s = samGongScore(c); return { cards: c, result: s > ds ? 'win' : s === ds ? 'push' : 'lose' }; }),
  };
}

export type CardAction = BlackjackAction;
export const cardActions: readonly CardAction[] = ['hit', 'stand', 'double'];

export type CardActAnswer = { ok: true; round: CardRound } | { ok: false; code: 'hand_over' | 'double_not_allowed' };

/** A player's action; only an open blackjack hand takes one. */
export function actCardRound(round: CardRound, action: CardAction): CardActAnswer {
  if (round.game !== 'blackjack' || round.done) return { ok: false, code: 'hand_over' };
  const acted = actBlackjack(round.hand, action);
  if (!acted.ok) return acted;
  const hand = acted.hand;
  return { ok: true, round: { game: 'blackjack', hand, bots: blackjackBots(hand), done: hand.done, pays: hand.pays } };
}

/** The round's stake in hundredths of the first bet (a doubled blackjack hand stakes twice). */
export const stakeOf = (round: CardRound): number => (round.game === 'blackjack' && round.hand.doubled ? 200 : 100);

/** What the player may see: an open blackjack hand hides the shoe and the dealer's hole card. */
export function publicCardRound(round: CardRound): Record<string, unknown> {
  if (round.game !== 'blackjack') return { game: round.game, ...round.hand, bots: round.bots, done: true, pays: round.pays };
  const { shoe: _shoe, next: _next, ...hand } = round.hand;
  return {
    game: 'blackjack', ...hand, dealer: round.done ? hand.dealer : hand.dealer.slice(0, 1),
    playerTotal: totalOf(hand.player).total, dealerTotal: round.done ? totalOf(hand.dealer).total : null,
    canDouble: !round.done && hand.player.length === 2, bots: round.bots, done: round.done, pays: round.pays,
  };
}
