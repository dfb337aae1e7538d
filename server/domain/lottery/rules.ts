// Betting on the platform's lottery draws (every lottery vendor of the catalogue, docs/lottery.md): the bet types of each lottery group,
// their published odds, the open issue and its closing time, bet validation and the win check. Pure: no I/O, no
// clock (the caller passes `now`), amounts in bigint minor units.
import { drawIssue, openedDraws, type LotteryGroup } from '../catalogue/lottery.js';

/**
 * The vendor code of the platform's own draws: every lottery bet is a round of this vendor, whichever lottery vendor
 * lists the game (the platform draws ELOTT's, TCG_LOTTO_VN's and TCG_SEA's games too, as the demo aggregator plays
 * the other outside vendors' games: issue 14).
 */
export const selfRunVendor = 'LOTT';

/** Betting on an issue closes this many seconds before its draw. */
export const closeSeconds = 30;

/** Odds are kept in basis points of the stake (98000 = 9.8): a winning bet is paid stake × odds, stake included. */
export const oddsScale = 10_000n;

export type BetType = 'SSC_POSITION' | 'SSC_BIG_SMALL' | '11X5_FIRST' | 'PK10_CHAMPION' | 'PK10_CHAMPION_BIG_SMALL' | 'LF_BIG_SMALL' | 'LHC_SPECIAL' | 'VN_SPECIAL_LAST2' | 'SEA_FIRST_LAST2';

export interface BetTypeRule {
  betType: BetType;
  group: LotteryGroup;
  /** Positions the player chooses from (1-based), or null when the type has no position. */
  positions: number | null;
  /** Every pick the type accepts, in display order. */
  picks: readonly string[];
  /** Payout per unit staked in basis points, stake included. */
  oddsBp: number;
}

const digits = (from: number, to: number, width: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
const bigSmall = ['big', 'small'] as const;

/**
 * One or two simple bet types per group. Odds pay 98% of the fair price of each bet, except Fast 3's big/small,
 * which also loses on a triple (the usual rule) and pays 1.97.
 */
export const betTypeRules: readonly BetTypeRule[] = [
  // Time lottery, five digits 0-9: one digit at one position (1 in 10), or the sum of the five big (23-45) or small (0-22), 1 in 2.
  { betType: 'SSC_POSITION', group: 'SSC', positions: 5, picks: digits(0, 9, 1), oddsBp: 98_000 },
  { betType: 'SSC_BIG_SMALL', group: 'SSC', positions: null, picks: bigSmall, oddsBp: 19_600 },
  // 11 pick 5: the first ball drawn (1 in 11).
  { betType: '11X5_FIRST', group: '11X5', positions: null, picks: digits(1, 11, 2), oddsBp: 107_800 },
  // PK10, ten cars: the champion is car N (1 in 10), or the champion's number is big (06-10) or small (01-05), 1 in 2.
  { betType: 'PK10_CHAMPION', group: 'PK10', positions: null, picks: digits(1, 10, 2), oddsBp: 98_000 },
  { betType: 'PK10_CHAMPION_BIG_SMALL', group: 'PK10', positions: null, picks: bigSmall, oddsBp: 19_600 },
  // Fast 3, three dice: the sum big (11-17) or small (4-10); any triple loses both (105 in 216 each).
  { betType: 'LF_BIG_SMALL', group: 'LF', positions: null, picks: bigSmall, oddsBp: 19_700 },
  // Mark Six, 7 of 49: the special number (the seventh ball) is N (1 in 49).
  { betType: 'LHC_SPECIAL', group: 'LHC', positions: null, picks: digits(1, 49, 2), oddsBp: 480_000 },
  // Vietnamese draw (a six-digit special prize): its last two digits are N, 00-99 (1 in 100; the "de" bet).
  { betType: 'VN_SPECIAL_LAST2', group: 'VN', positions: null, picks: digits(0, 99, 2), oddsBp: 980_000 },
  // South-East Asian draw (three four-digit prizes): the first prize's last two digits are N, 00-99 (1 in 100).
  { betType: 'SEA_FIRST_LAST2', group: 'SEA', positions: null, picks: digits(0, 99, 2), oddsBp: 980_000 },
];

export const betTypesOf = (group: LotteryGroup): BetTypeRule[] => betTypeRules.filter((r) => r.group === group);

export interface BetSelection {
  betType: string;
  /** 1-based position, for types with positions. */
  position?: number | null;
  pick: string;
}

export type BetCheck =
  | { ok: true; rule: BetTypeRule; position: number | null; pick: string }
  | { ok: false; code: 'invalid_bet_type' | 'invalid_position' | 'invalid_pick' };

/** The bet a player asked for, checked against its game's group; the pick is normalised ("7" -> "07" where the draw pads). */
export function checkSelection(group: LotteryGroup, selection: BetSelection): BetCheck {
  const rule = betTypeRules.find((r) => r.betType === selection.betType && r.group === group);
  if (!rule) return { ok: false, code: 'invalid_bet_type' };
  let position: number | null = null;
  if (rule.positions !== null) {
    const p = selection.position;
    if (typeof p !== 'number' || !Number.isInteger(p) || p < 1 || p > rule.positions) return { ok: false, code: 'invalid_position' };
    position = p;
  } else if (selection.position !== undefined && selection.position !== null) {
    return { ok: false, code: 'invalid_position' };
  }
  const raw = selection.pick.trim().toLowerCase();
  const width = rule.picks[0]?.length ?? 1;
  const pick = /^\d+$/.test(raw) && rule.picks[0] !== 'big' ? raw.replace(/^0+(?=\d)/, '').padStart(width, '0') : raw;
  if (!rule.picks.includes(pick)) return { ok: false, code: 'invalid_pick' };
  return { ok: true, rule, position, pick };
}

const sum = (numbers: readonly string[]) => numbers.reduce((s, n) => s + Number(n), 0);

/** Whether a bet wins on the drawn numbers (as the draw writes them: "7", "07"). */
export function isWinning(betType: BetType, position: number | null, pick: string, numbers: readonly string[]): boolean {
  switch (betType) {
    case 'SSC_POSITION': return position !== null && numbers[position - 1] === pick;
    case 'SSC_BIG_SMALL': return (sum(numbers) >= 23 ? 'big' : 'small') === pick;
    case '11X5_FIRST': return numbers[0] === pick;
    case 'PK10_CHAMPION': return numbers[0] === pick;
    case 'PK10_CHAMPION_BIG_SMALL': return (Number(numbers[0]) >= 6 ? 'big' : 'small') === pick;
    case 'LF_BIG_SMALL': {
      if (numbers.length === 3 && numbers[0] === numbers[1] && numbers[1] === numbers[2]) return false;
      return (sum(numbers) >= 11 ? 'big' : 'small') === pick;
    }
    case 'LHC_SPECIAL': return numbers[6] === pick;
    case 'VN_SPECIAL_LAST2':
    case 'SEA_FIRST_LAST2': return (numbers[0] ?? '').slice(-2) === pick;
  }
}

/** What a winning bet pays back (stake included), rounded down to a minor unit; 0 for a losing bet. */
export function payout(stake: bigint, oddsBp: number, won: boolean): bigint {
  return won ? (stake * BigInt(oddsBp)) / oddsScale : 0n;
}

/** Stake limits in minor units: one major unit up to 100,000 major units of the merchant's currency, per bet. */
export function stakeLimits(minorUnits: number): { min: bigint; max: bigint } {
  const unit = 10n ** BigInt(minorUnits);
  return { min: unit, max: 100_000n * unit };
}

export type StakeCheck = { ok: true } | { ok: false; code: 'invalid_amount' | 'amount_below_minimum' | 'amount_above_maximum' };

export function checkStake(amount: bigint, minorUnits: number): StakeCheck {
  if (amount <= 0n) return { ok: false, code: 'invalid_amount' };
  const { min, max } = stakeLimits(minorUnits);
  if (amount < min) return { ok: false, code: 'amount_below_minimum' };
  if (amount > max) return { ok: false, code: 'amount_above_maximum' };
  return { ok: true };
}

export interface ScheduledGame {
  gameCode: string;
  group: LotteryGroup;
  drawSeconds: number;
}

export interface IssueInfo {
  issue: string;
  /** When the issue is drawn. */
  drawAt: Date;
  /** When betting on it closes (closeSeconds before the draw, never before the previous draw). */
  closeAt: Date;
}

const closeOffsetMs = (game: ScheduledGame) => Math.min(closeSeconds, Math.floor(game.drawSeconds / 2)) * 1000;

/** The issue drawn at the end of period `period` (its draw is at period × drawSeconds). */
export function issueOfPeriod(game: ScheduledGame, period: number): IssueInfo {
  const { issue, openedAt: drawAt } = drawIssue(game, period);
  return { issue, drawAt, closeAt: new Date(drawAt.getTime() - closeOffsetMs(game)) };
}

/** The period of the next draw after `now`. */
const nextPeriod = (game: ScheduledGame, now: Date) => Math.floor(now.getTime() / 1000 / game.drawSeconds) + 1;

/**
 * The issue open for betting at `now`: the next draw's, or, once that one has closed, the draw after it. The
 * page counts down to its draw; its numbers stay unknown (never computed for an answer) until then.
 */
export function openIssue(game: ScheduledGame, now: Date): IssueInfo {
  const next = issueOfPeriod(game, nextPeriod(game, now));
  return now.getTime() < next.closeAt.getTime() ? next : issueOfPeriod(game, nextPeriod(game, now) + 1);
}

export type IssueCheck = { ok: true; info: IssueInfo } | { ok: false; code: 'betting_closed' | 'issue_not_open' };

/**
 * Whether a bet on `issue` is accepted at `now`: only the open issue is. An issue whose draw is next or already past
 * is closed; a later one is not open yet. Issues of one game have one fixed width, so they compare as strings.
 */
export function checkIssue(game: ScheduledGame, issue: string, now: Date): IssueCheck {
  const open = openIssue(game, now);
  if (issue === open.issue) return { ok: true, info: open };
  return issue.length === open.issue.length && issue < open.issue ? { ok: false, code: 'betting_closed' } : { ok: false, code: 'issue_not_open' };
}

/** The numbers drawn for an issue whose draw time has passed, under the platform's secret draw key. */
export function drawnNumbers(game: ScheduledGame, drawAt: Date, drawKey: string): string[] {
  return openedDraws(game, drawAt, 1, drawKey)[0]?.numbers ?? [];
}
