// The demo sportsbook's markets and prices (docs/vendors.md "The sportsbook"): from the teams' ratings to the
// chance of every outcome (goals: two Poisson scores; maps: best of three), then decimal odds with a 5 % margin.
// Odds move two ways: the ratings drift a little every five minutes until kick-off (news, form), and money taken
// on a selection shortens it (the book balances its liability). The margin holds either way: the shaded chances
// are normalised before the margin is applied, and odds are rounded down. Markets per fixture: 1X2 (match winner
// without a draw for the maps model), an Asian handicap and over/under totals on the line nearest even money,
// and the league's outright on its next cup. Pure: ratings, clock and stakes in, prices out.
import { createHash } from 'node:crypto';
import { ratingOf, type Cup, type Fixture, type League, type SportsEvent } from './schedule.js';

/** The book's margin: the implied chances of every market sum to at least 1 + marginPercent / 100. */
export const marginPercent = 5;
const overround = 1 + marginPercent / 100;
/** Odds in hundredths: 1.01 the shortest offered (a market needing shorter is not offered), 500.00 the longest. */
export const minOdds = 101;
export const maxOdds = 50_000;
/** Money taken shortens a selection: its chance weighs 1 + min(0.25, stake units / 2,000) before normalising. */
const takenPerShade = 2000;
const maxShade = 0.25;
/** The ratings drift by up to ±0.04 in each five-minute bucket before kick-off. */
export const driftBucketMs = 5 * 60_000;

export type MarketKind = '1X2' | 'ML' | 'AH' | 'OU' | 'OUTRIGHT';

export interface Price { selection: string; odds: number }
export interface Market { id: string; kind: MarketKind; line?: number; prices: Price[] }

/** Stake units taken per `<market id>/<selection>` of an event. */
export type Taken = ReadonlyMap<string, number>;
export const takenKey = (marketId: string, selection: string): string => `${marketId}/${selection}`;

/** A Poisson distribution over 0..cap, the tail folded into cap, so chances and simulated scores agree exactly. */
export function poisson(lambda: number, cap: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < cap; k += 1) {
    out.push(p);
    sum += p;
    p = (p * lambda) / (k + 1);
  }
  out.push(Math.max(0, 1 - sum));
  return out;
}

export const goalCap = 15;

/** The chance of each final score of a fixture: [home][away] for goals, the map scores for best of three. */
export interface ScoreChances { home: number; away: number; p: number }

function driftOf(seed: string, fixture: Fixture, now: Date | null): number {
  if (now === null) return 0;
  const bucket = Math.floor((fixture.kickoff.getTime() - now.getTime()) / driftBucketMs);
  if (bucket < 0) return 0;
  const w = createHash('sha256').update(`${seed}\ndrift:${fixture.id}:${bucket}`).digest().readUInt32BE(0) / 2 ** 32;
  return (w - 0.5) * 0.08;
}

/** Expected goals of each side (goals model); with now, including the drift of the bucket now falls in. */
export function expectedGoals(seed: string, fixture: Fixture, now: Date | null = null): { home: number; away: number } {
  const l = fixture.league;
  const diff = ratingOf(seed, l, fixture.home) - ratingOf(seed, l, fixture.away) + driftOf(seed, fixture, now);
  const half = l.sport.goals / 2;
  return { home: half * Math.exp(0.9 * diff) * 1.08, away: (half * Math.exp(-0.9 * diff)) / 1.08 };
}

/** The home side's chance of winning one map or set (maps model). */
export function mapChance(seed: string, fixture: Fixture, now: Date | null = null): number {
  const l = fixture.league;
  const diff = ratingOf(seed, l, fixture.home) - ratingOf(seed, l, fixture.away) + driftOf(seed, fixture, now);
  return 1 / (1 + Math.exp(-3 * diff));
}

export function scoreChances(seed: string, fixture: Fixture, now: Date | null = null): ScoreChances[] {
  if (fixture.league.sport.model === 'maps') {
    const p = mapChance(seed, fixture, now);
    const q = 1 - p;
    return [{ home: 2, away: 0, p: p * p }, { home: 2, away: 1, p: 2 * p * p * q }, { home: 0, away: 2, p: q * q }, { home: 1, away: 2, p: 2 * p * q * q }];
  }
  const g = expectedGoals(seed, fixture, now);
  const ph = poisson(g.home, goalCap);
  const pa = poisson(g.away, goalCap);
  return ph.flatMap((a, h) => pa.map((b, w) => ({ home: h, away: w, p: a * b })));
}

/** How a selection of a fixture market fares on a final score: won, lost, or void (a whole handicap line level). */
export type LegOutcome = 'won' | 'lost' | 'void';

export function outcomeOnScore(marketId: string, selection: string, home: number, away: number): LegOutcome {
  const [kind, lineText] = marketId.split(':') as [MarketKind, string | undefined];
  return outcomeOnLine(kind, Number(lineText ?? 0), selection, home, away);
}

function outcomeOnLine(kind: MarketKind, line: number, selection: string, home: number, away: number): LegOutcome {
  const pick = (won: boolean, level = false): LegOutcome => (level ? 'void' : won ? 'won' : 'lost');
  switch (kind) {
    case '1X2':
    case 'ML':
      return pick(selection === (home > away ? 'HOME' : home < away ? 'AWAY' : 'DRAW'));
    case 'AH': {
      const margin = home + line - away;
      return pick(selection === 'HOME' ? margin > 0 : margin < 0, margin === 0);
    }
    case 'OU': {
      const total = home + away;
      return pick(selection === 'OVER' ? total > line : total < line, total === line);
    }
    default:
      return 'lost';
  }
}

/** The chances of a market's selections given no void (a level handicap returns the stake, so it is priced out). */
function chancesOf(scores: ScoreChances[], marketId: string, selections: readonly string[]): number[] {
  const [kind, lineText] = marketId.split(':') as [MarketKind, string | undefined];
  const line = Number(lineText ?? 0);
  const won = selections.map(() => 0);
  for (const s of scores) {
    selections.forEach((sel, i) => { if (outcomeOnLine(kind, line, sel, s.home, s.away) === 'won') won[i]! += s.p; });
  }
  const total = won.reduce((a, b) => a + b, 0);
  return won.map((w) => w / total);
}

/** Decimal odds in hundredths of each selection: chances shaded by money taken, normalised, then the margin. */
export function priceSelections(chances: readonly number[], selections: readonly string[], marketId: string, taken: Taken): Price[] | undefined {
  const shaded = chances.map((p, i) => p * (1 + Math.min(maxShade, (taken.get(takenKey(marketId, selections[i]!)) ?? 0) / takenPerShade)));
  const sum = shaded.reduce((a, b) => a + b, 0);
  const prices = shaded.map((p, i) => ({ selection: selections[i]!, odds: p <= 0 ? maxOdds : Math.min(maxOdds, Math.floor(100 / ((p / sum) * overround))) }));
  return prices.every((p) => p.odds >= minOdds) ? prices : undefined;
}

const linesCache = new Map<string, { handicap: number; total: number }>();

/** The handicap and total lines of a fixture: the ones nearest even money on the ratings alone (fixed per fixture). */
export function linesOf(seed: string, fixture: Fixture): { handicap: number; total: number } {
  const key = `${seed}\n${fixture.id}`;
  const known = linesCache.get(key);
  if (known) return known;
  const lines = computeLines(seed, fixture);
  if (linesCache.size > 5000) linesCache.clear();
  linesCache.set(key, lines);
  return lines;
}

function computeLines(seed: string, fixture: Fixture): { handicap: number; total: number } {
  if (fixture.league.sport.model === 'maps') {
    const p = mapChance(seed, fixture);
    return { handicap: p >= 0.5 ? -1.5 : 1.5, total: 2.5 };
  }
  const scores = scoreChances(seed, fixture);
  const evenness = (marketId: string, a: string, b: string) => { const [x, y] = chancesOf(scores, marketId, [a, b]); return Math.abs(x! - y!); };
  const nearest = (candidates: number[], kind: 'AH' | 'OU', a: string, b: string) => {
    const scored = candidates.map((line) => ({ line, off: evenness(`${kind}:${line}`, a, b) }));
    return scored.reduce((best, c) => (c.off < best.off ? c : best)).line;
  };
  const handicaps = Array.from({ length: 13 }, (_, i) => (i - 6) / 2);
  const totals = Array.from({ length: 12 }, (_, i) => i + 0.5);
  return { handicap: nearest(handicaps, 'AH', 'HOME', 'AWAY'), total: nearest(totals, 'OU', 'OVER', 'UNDER') };
}

const lineText = (line: number): string => (line > 0 ? `+${line}` : String(line));

interface MarketChances { id: string; kind: MarketKind; line?: number; selections: string[]; chances: number[] }

/** Fair chances change only with the drift bucket: kept per fixture and bucket, so a busy page prices cheaply. */
const chancesCache = new Map<string, MarketChances[]>();

function fixtureChances(seed: string, fixture: Fixture, now: Date): MarketChances[] {
  const key = `${seed}\n${fixture.id}\n${Math.floor((fixture.kickoff.getTime() - now.getTime()) / driftBucketMs)}`;
  const known = chancesCache.get(key);
  if (known) return known;
  const scores = scoreChances(seed, fixture, now);
  const lines = linesOf(seed, fixture);
  const winner = fixture.league.sport.model === 'goals'
    ? { id: '1X2', kind: '1X2' as const, selections: ['HOME', 'DRAW', 'AWAY'] }
    : { id: 'ML', kind: 'ML' as const, selections: ['HOME', 'AWAY'] };
  const specs = [
    winner,
    { id: `AH:${lineText(lines.handicap)}`, kind: 'AH' as const, line: lines.handicap, selections: ['HOME', 'AWAY'] },
    { id: `OU:${lines.total}`, kind: 'OU' as const, line: lines.total, selections: ['OVER', 'UNDER'] },
  ];
  const out = specs.map((m) => ({ ...m, chances: chancesOf(scores, m.id, m.selections) }));
  if (chancesCache.size > 5000) chancesCache.clear();
  chancesCache.set(key, out);
  return out;
}

/** The fixture's markets priced at `now` with the money taken on it; a market too lopsided to price is left out. */
export function fixtureMarkets(seed: string, fixture: Fixture, now: Date, taken: Taken): Market[] {
  return fixtureChances(seed, fixture, now).flatMap((m) => {
    const prices = priceSelections(m.chances, m.selections, m.id, taken);
    return prices ? [{ id: m.id, kind: m.kind, ...(m.line === undefined ? {} : { line: m.line }), prices }] : [];
  });
}

/** Each team's chance of winning the league's cup: proportional to exp(4 × rating). */
export function cupChances(seed: string, league: League): number[] {
  const weights = league.teams.map((_, i) => Math.exp(4 * ratingOf(seed, league, i)));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

export const teamSelection = (team: number): string => `T${team}`;

export function cupMarket(seed: string, cup: Cup, taken: Taken): Market {
  const selections = cup.league.teams.map((_, i) => teamSelection(i));
  return { id: 'OUTRIGHT', kind: 'OUTRIGHT', prices: priceSelections(cupChances(seed, cup.league), selections, 'OUTRIGHT', taken) ?? [] };
}

export function eventMarkets(seed: string, event: SportsEvent, now: Date, taken: Taken): Market[] {
  return event.kind === 'fixture' ? fixtureMarkets(seed, event.fixture, now, taken) : [cupMarket(seed, event.cup, taken)];
}
