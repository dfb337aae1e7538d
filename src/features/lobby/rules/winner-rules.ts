// The winner board's rules (spec P2.2-5): a module of their own, so they load with the board, near the viewport,
// not with every game grid.

/** How many winners the board asks for. */
export const WINNER_LIMIT = 20;

export interface Winner {
  customerName: string;
  iconUrl: string;
  winAmount: number;
  currency: string;
  nodeId: string;
  gameName: string;
}

/** Largest win first (P2.2-5); the server sorts too, the board does not rely on it. */
export const sortWinners = (winners: readonly Winner[]): Winner[] => [...winners].sort((a, b) => b.winAmount - a.winAmount);

/** The winner scroller's next first entry: one step at a time, within the list (P2.2-5, P9-1). */
export function stepWinner(current: number, direction: 1 | -1, count: number, visible: number): number {
  const last = Math.max(0, count - visible);
  return Math.min(last, Math.max(0, current + direction));
}

/** How many winners the board shows at once: five across a desktop, three on a tablet, two on a phone (docs/phones.md). */
export function winnersVisible(arrangement: 'phone' | 'tablet' | 'desktop'): number {
  return arrangement === 'phone' ? 2 : arrangement === 'tablet' ? 3 : 5;
}
