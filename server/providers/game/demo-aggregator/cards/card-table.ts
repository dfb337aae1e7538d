// A card hand as the demo aggregator keeps it (docs/vendors.md): the dealt round (domain/game/cards) with the room,
// the seated bots' names, the first bet and a step counter, stored as the round's outcome; and what the page may
// see of it. The round's win column always holds what the hand returns as it stands (an open blackjack hand as if
// the player stood), so a hand abandoned mid-play is settled fairly by the recovery.
import { createHash } from 'node:crypto';
import { standingPays } from '../../../../domain/game/cards/blackjack.js';
import { botSeats, publicCardRound, stakeOf, type CardRound } from '../../../../domain/game/cards/card-games.js';
import type { CardRoom } from '../../../../domain/catalogue/rooms.js';

export interface StoredHand {
  kind: 'cards';
  room: CardRoom['level'];
  /** The first bet, minor units. */
  base: number;
  /** The names of the bots seated at this hand. */
  seats: string[];
  /** Counts the hand's changes: an update applies only at the step it was read at. */
  step: number;
  /** A double was sent and not yet answered. */
  doubling: boolean;
  round: CardRound;
}

const isStoredHand = (o: object): o is StoredHand =>
  'kind' in o && o.kind === 'cards' && 'step' in o && typeof o.step === 'number' && 'base' in o && typeof o.base === 'number'
  && 'round' in o && typeof o.round === 'object' && o.round !== null;

/** The hand a round's stored outcome holds: the card routes keep only hands on their rounds, so anything else is a fault. */
export function storedHandOf(outcome: Record<string, unknown>): StoredHand {
  if (!isStoredHand(outcome)) throw new Error('the round holds no card hand');
  return outcome;
}

const botNames = ['Dara', 'Sophea', 'Ming', 'Lan', 'Vuthy', 'Wei', 'Chenda', 'Hao', 'Bopha', 'Jun', 'Srey', 'Tuan', 'Mei', 'Rith', 'Linh', 'Kosal'];

/** The bots at a hand: one per ten players in the room (at most the dealt seats), named by the round. */
export function seatBots(roundId: string, online: number): string[] {
  const count = Math.max(1, Math.min(botSeats, Math.floor(online / 10)));
  const h = createHash('sha256').update(roundId).digest();
  const names: string[] = [];
  for (let i = 0; names.length < count; i += 1) {
    const name = botNames[h[i % h.length]! % botNames.length]!;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** What the hand returns as it stands, minor units (an open blackjack hand as if the player stood now). */
export const handWin = (hand: Pick<StoredHand, 'base' | 'round'>): number => {
  const pays = hand.round.game === 'blackjack' && !hand.round.done ? standingPays(hand.round.hand) : hand.round.pays;
  return Math.floor((hand.base * pays) / 100);
};

/** The hand's total stake, minor units. */
export const handBet = (hand: Pick<StoredHand, 'base' | 'round'>): number => (hand.base * stakeOf(hand.round)) / 100;

/** The hand as the page shows it: an open blackjack hand hides the shoe and the hole card; only seated bots show. */
export function publicHand(hand: StoredHand): Record<string, unknown> {
  const view = publicCardRound(hand.round);
  const bots = (view.bots as unknown[]).slice(0, hand.seats.length);
  return { kind: 'cards', room: hand.room, step: hand.step, seats: hand.seats, ...view, bots };
}
