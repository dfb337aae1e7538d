// Pure rules of the lottery lobby pages: which prize mode a page lists, the back link, the countdown, the numbers
// a bet pays. No React, no I/O: unit-tested in tests/features/lottery.

export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';
export type LotteryPage = 'lottery' | 'seaLottery' | 'vnLottery';

/** The prize mode whose menu a page lists first: /vnLottery the e-lottery (ELOTT and TCG's Vietnamese draws), /seaLottery SEA, /lottery LOTT. */
export function prizeModeOf(page: string): PrizeMode {
  if (page === 'vnLottery') return 'ELOTT';
  if (page === 'seaLottery') return 'SEA';
  return 'LOTT';
}

/** The prize modes a page may switch between: /lottery also lists the e-lottery, which launches open there too. */
export function prizeModesOf(page: string): PrizeMode[] {
  return page === 'lottery' || page === '' ? ['LOTT', 'ELOTT'] : [prizeModeOf(page)];
}

/**
 * The ?back a launch passed, when it is a path of this site ("/lott", "/member/x?y=1"); anything else (another
 * origin, "//host", "/\host", a scheme) gives no back link, so the page never opens a redirect elsewhere.
 */
export function safeBackPath(back: string | null): string | null {
  if (!back || back.length > 512) return null;
  if (!back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(back)) return null;
  return back;
}

export interface Countdown {
  days: number;
  /** hh:mm:ss */
  clock: string;
  done: boolean;
}

export function countdown(ms: number): Countdown {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { days, clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`, done: total === 0 };
}

/**
 * The next draw after `now` for a game whose open issue is drawn at `drawAt`: that draw, or the one before it
 * while betting on it is already closed (the open issue then is the draw after next).
 */
export function nextDrawAt(drawAt: number, drawSeconds: number, now: number): number {
  const previous = drawAt - drawSeconds * 1000;
  return previous > now ? previous : drawAt;
}

/** What a winning stake pays, stake included, in minor units, rounded down like the server (odds to 4 decimals). */
export function potentialWin(stakeMinorUnits: number, odds: number): number {
  return Number((BigInt(stakeMinorUnits) * BigInt(Math.round(odds * 10_000))) / 10_000n);
}

/** Odds as printed on the page: at least one and at most two decimals (9.8 -> "9.80", 48 -> "48.00"). */
export function formatOdds(odds: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(odds);
}

/** The self-run vendor: the only lottery the site takes bets on; the others take theirs at the vendor. */
export const SELF_RUN_VENDOR = 'LOTT';
