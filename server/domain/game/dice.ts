// Lantern Dice, the in-house dice game (docs/demo-game.md): three dice per round, drawn by the provably fair draw
// (fairness.ts, bounds 6, 6, 6). The player backs Big (total 11-17), Small (4-10), Odd or Even; a winning pick pays
// 1:1 (twice the bet back), and any triple loses every pick, which is the house's edge:
// each pick wins on 105 of the 216 outcomes, so RTP = 105 x 2 / 216 = 97.2222... %.

export const dicePicks = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
export type DicePick = (typeof dicePicks)[number];

export const diceBounds: readonly number[] = [6, 6, 6];

export interface DiceOutcome {
  dice: number[];
  total: number;
  triple: boolean;
  pick: DicePick;
  won: boolean;
  /** Minor units: twice the bet on a win, else 0. */
  win: number;
}

/** Dice values 1-6 from the draw's integers 0-5. */
export function rollDice(draw: readonly number[], pick: DicePick, bet: number): DiceOutcome {
  if (draw.length !== 3 || draw.some((d) => !Number.isInteger(d) || d < 0 || d > 5)) throw new RangeError('bad draw');
  if (!Number.isSafeInteger(bet) || bet <= 0) throw new RangeError('bad bet');
  const dice = draw.map((d) => d + 1);
  const total = dice[0]! + dice[1]! + dice[2]!;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const hit = pick === 'BIG' ? total >= 11 : pick === 'SMALL' ? total <= 10 : pick === 'ODD' ? total % 2 === 1 : total % 2 === 0;
  const won = hit && !triple;
  return { dice, total, triple, pick, won, win: won ? bet * 2 : 0 };
}

/** RTP of every pick as an exact fraction: winning outcomes x 2 over 216. */
export const diceRtp = { numerator: 105n * 2n, denominator: 216n } as const;
