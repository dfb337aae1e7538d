// Cards of the card hall (docs/vendors.md): a card is 0-51 (rank = card % 13, 0 = ace ... 12 = king; suit =
// card / 13: spades, hearts, diamonds, clubs). A round's deal is the shoe's first cards in the order the provably
// fair draw shuffles them: position i takes one of the cards not dealt yet (a Fisher-Yates shuffle cut short), so
// no card repeats within a deck.

/** The bounds of the draw that deals `count` cards from a shoe of `decks` decks: 52d, 52d - 1, ... */
export const dealBounds = (count: number, decks = 1): number[] => Array.from({ length: count }, (_, i) => 52 * decks - i);

/** The cards the draw deals, in order (cards of several decks map to 0-51). */
export function dealCards(ints: readonly number[], decks = 1): number[] {
  const size = 52 * decks;
  // moved[j] - 1 is the card a swap left at position j (0: the position still holds its own card).
  const moved = new Int16Array(size);
  const out = new Array<number>(ints.length);
  for (let i = 0; i < ints.length; i += 1) {
    const r = ints[i]!;
    if (!Number.isInteger(r) || r < 0 || r >= size - i) throw new RangeError('draw out of range');
    const j = i + r;
    const card = moved[j]! > 0 ? moved[j]! - 1 : j;
    moved[j] = (moved[i]! > 0 ? moved[i]! - 1 : i) + 1;
    out[i] = card % 52;
  }
  return out;
}

export const rankOf = (card: number): number => card % 13;
export const suitOf = (card: number): number => Math.floor(card / 13);
/** Baccarat-style points: ace 1, 2-9 their face, tens and pictures 0. */
export const baccaratPoints = (card: number): number => { const r = rankOf(card) + 1; return r >= 10 ? 0 : r; };
/** Niu niu and blackjack points: ace 1, 2-10 their face, pictures 10. */
export const tenPoints = (card: number): number => Math.min(rankOf(card) + 1, 10);

/** A hand's highest card for breaking ties: king high, ace low, then the suit (spades highest). */
export const highCard = (cards: readonly number[]): number => Math.max(...cards.map((c) => rankOf(c) * 4 + (3 - suitOf(c))));
