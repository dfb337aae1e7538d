// The demo sportsbook's schedule (docs/vendors.md "The sportsbook"): leagues of fictional teams whose fixtures are
// generated ahead from the clock and a seed, so every node shows the same schedule without storing it. Each league
// kicks off a fixture every `everyMin` minutes (turbo leagues every few minutes, so a player sees a settlement
// soon) and runs a cup (the outright) every `cupEveryMin`. Team ratings, fixtures and pairings are hashes of the
// seed: public, fixed, and the same on every node.
import { createHash } from 'node:crypto';

export type SportsCategory = 'SPORTS' | 'ESPORTS';
/** goals: two Poisson scores, a draw possible (football, ice hockey); maps: best of three, no draw (tennis sets, e-sports maps). */
export type ScoreModel = 'goals' | 'maps';

export interface Sport {
  id: string;
  category: SportsCategory;
  model: ScoreModel;
  /** Expected goals of an even match (goals model). */
  goals: number;
}

export interface League {
  id: string;
  sport: Sport;
  teams: readonly string[];
  /** A fixture kicks off every this many minutes (offset by offsetMin from the hour grid). */
  everyMin: number;
  offsetMin: number;
  /** How long a fixture lasts, kick-off to result. */
  durationMin: number;
  /** How far ahead its fixtures are listed. */
  aheadMin: number;
  /** A cup (the outright) every this many minutes: bets close at its start, its winner is known at its end. */
  cupEveryMin: number;
}

const sports = {
  football: { id: 'football', category: 'SPORTS', model: 'goals', goals: 2.6 },
  iceHockey: { id: 'iceHockey', category: 'SPORTS', model: 'goals', goals: 5.6 },
  tennis: { id: 'tennis', category: 'SPORTS', model: 'maps', goals: 0 },
  dota2: { id: 'dota2', category: 'ESPORTS', model: 'maps', goals: 0 },
  cs2: { id: 'cs2', category: 'ESPORTS', model: 'maps', goals: 0 },
  lol: { id: 'lol', category: 'ESPORTS', model: 'maps', goals: 0 },
  valorant: { id: 'valorant', category: 'ESPORTS', model: 'maps', goals: 0 },
} as const satisfies Record<string, Sport>;

/** Turbo leagues first: the page opens on matches that settle within minutes. */
export const leagues: readonly League[] = [
  {
    id: 'turboFootball', sport: sports.football, everyMin: 3, offsetMin: 0, durationMin: 2, aheadMin: 30, cupEveryMin: 60,
    teams: ['Turbo Red', 'Turbo Blue', 'Turbo Green', 'Turbo Gold', 'Turbo Silver', 'Turbo Black'],
  },
  {
    id: 'mekong', sport: sports.football, everyMin: 30, offsetMin: 0, durationMin: 110, aheadMin: 12 * 60, cupEveryMin: 6 * 60,
    teams: ['Phnom Penh Lions', 'Siem Reap Temples', 'Battambang Rice', 'Kampot Pepper', 'Mekong Delta', 'Vientiane Stars', 'Saigon Sails', 'Bangkok Tigers', 'Mandalay Rubies', 'Kep Crabs'],
  },
  {
    id: 'dragonCup', sport: sports.football, everyMin: 60, offsetMin: 15, durationMin: 110, aheadMin: 12 * 60, cupEveryMin: 12 * 60,
    teams: ['Shanghai Harbour', 'Guangzhou Phoenix', 'Chengdu Pandas', 'Hong Kong Ferry', 'Taipei Lanterns', 'Macau Dice', 'Shenzhen Circuit', 'Wuhan Rivers'],
  },
  {
    id: 'northIce', sport: sports.iceHockey, everyMin: 45, offsetMin: 5, durationMin: 150, aheadMin: 12 * 60, cupEveryMin: 12 * 60,
    teams: ['Harbin Frost', 'Sapporo Snow', 'Ulaanbaatar Wolves', 'Seoul Blades', 'Vladivostok Bears', 'Almaty Peaks'],
  },
  {
    id: 'coastalOpen', sport: sports.tennis, everyMin: 40, offsetMin: 10, durationMin: 100, aheadMin: 12 * 60, cupEveryMin: 12 * 60,
    teams: ['A. Sok', 'L. Chen', 'M. Nguyen', 'K. Tanaka', 'P. Srey', 'J. Park', 'R. Lim', 'D. Wong'],
  },
  {
    id: 'turboArena', sport: sports.valorant, everyMin: 4, offsetMin: 1, durationMin: 3, aheadMin: 32, cupEveryMin: 60,
    teams: ['Arena Volt', 'Arena Ember', 'Arena Tide', 'Arena Quake', 'Arena Frost', 'Arena Bloom'],
  },
  {
    id: 'ancientMasters', sport: sports.dota2, everyMin: 60, offsetMin: 20, durationMin: 90, aheadMin: 12 * 60, cupEveryMin: 12 * 60,
    teams: ['Angkor Ancients', 'Lotus Gaming', 'Jade Dragons', 'Monsoon Five', 'Neon Tuk-Tuk', 'Spice Route'],
  },
  {
    id: 'dustSeries', sport: sports.cs2, everyMin: 50, offsetMin: 25, durationMin: 80, aheadMin: 12 * 60, cupEveryMin: 12 * 60,
    teams: ['Mirage Monks', 'Delta Squad KH', 'Red Lantern', 'Typhoon', 'Silk Snipers', 'Bamboo Wall'],
  },
  {
    id: 'riftChampions', sport: sports.lol, everyMin: 70, offsetMin: 35, durationMin: 75, aheadMin: 12 * 60, cupEveryMin: 12 * 60,
    teams: ['Naga Esports', 'Golden Rift', 'Orchid Academy', 'Thunder Yak', 'Koi Legion', 'Starfruit'],
  },
];

export const leaguesOf = (category: SportsCategory): League[] => leagues.filter((l) => l.sport.category === category);
export const leagueById = (id: string): League | undefined => leagues.find((l) => l.id === id);

const minuteMs = 60_000;
const word = (seed: string, text: string, at = 0): number => createHash('sha256').update(`${seed}\n${text}`).digest().readUInt32BE(at);

/** A team's strength in [0, 1): fixed for the seed, the same on every node. */
export const ratingOf = (seed: string, league: League, team: number): number => word(seed, `rating:${league.id}:${team}`) / 2 ** 32;

export interface Fixture {
  /** `<league>.<slot>`: the slot is the kick-off in minutes since the epoch divided by the league's interval. */
  id: string;
  league: League;
  home: number;
  away: number;
  kickoff: Date;
  endsAt: Date;
}

export interface Cup {
  /** `<league>.cup.<slot>` */
  id: string;
  league: League;
  startsAt: Date;
  endsAt: Date;
}

export type SportsEvent = { kind: 'fixture'; fixture: Fixture } | { kind: 'cup'; cup: Cup };

function fixtureAt(seed: string, league: League, slot: number): Fixture {
  const kickoffMs = (slot * league.everyMin + league.offsetMin) * minuteMs;
  const n = league.teams.length;
  const home = word(seed, `pair:${league.id}:${slot}`) % n;
  const away = (home + 1 + (word(seed, `pair:${league.id}:${slot}`, 4) % (n - 1))) % n;
  return { id: `${league.id}.${slot}`, league, home, away, kickoff: new Date(kickoffMs), endsAt: new Date(kickoffMs + league.durationMin * minuteMs) };
}

function cupAt(league: League, slot: number): Cup {
  const startMs = slot * league.cupEveryMin * minuteMs;
  return { id: `${league.id}.cup.${slot}`, league, startsAt: new Date(startMs), endsAt: new Date(startMs + league.cupEveryMin * minuteMs) };
}

/** The fixtures of a league kicking off in [from, to), earliest first. */
export function fixturesBetween(seed: string, league: League, from: Date, to: Date): Fixture[] {
  const slotOf = (d: Date) => (d.getTime() / minuteMs - league.offsetMin) / league.everyMin;
  const out: Fixture[] = [];
  for (let slot = Math.ceil(slotOf(from)); slot < slotOf(to); slot += 1) out.push(fixtureAt(seed, league, slot));
  return out;
}

/** What the book lists at `now`: fixtures not yet kicked off within each league's horizon. */
export const upcomingFixtures = (seed: string, league: League, now: Date): Fixture[] =>
  fixturesBetween(seed, league, new Date(now.getTime() + 1), new Date(now.getTime() + league.aheadMin * minuteMs));

/** Fixtures that ended in the last `withinMin` minutes, latest first (the results list). */
export function recentResults(seed: string, league: League, now: Date, withinMin: number): Fixture[] {
  const kickoffFrom = new Date(now.getTime() - (withinMin + league.durationMin) * minuteMs);
  const kickoffTo = new Date(now.getTime() - league.durationMin * minuteMs + 1);
  return fixturesBetween(seed, league, kickoffFrom, kickoffTo).reverse();
}

/** The next cup of a league whose bets are still open (it starts after now). */
export const nextCup = (league: League, now: Date): Cup => cupAt(league, Math.floor(now.getTime() / (league.cupEveryMin * minuteMs)) + 1);

/** An event by its id (fixture or cup), or undefined for an id no league makes. */
export function eventById(seed: string, id: string): SportsEvent | undefined {
  const m = /^([A-Za-z0-9]+)\.(?:(cup)\.)?(\d{1,12})$/.exec(id);
  const league = m ? leagueById(m[1]!) : undefined;
  if (!m || !league) return undefined;
  const slot = Number(m[3]);
  return m[2] ? { kind: 'cup', cup: cupAt(league, slot) } : { kind: 'fixture', fixture: fixtureAt(seed, league, slot) };
}

/** When an event's bets close (kick-off, or the cup's start) and when its result is known. */
export const closesAt = (e: SportsEvent): Date => (e.kind === 'fixture' ? e.fixture.kickoff : e.cup.startsAt);
export const resultAt = (e: SportsEvent): Date => (e.kind === 'fixture' ? e.fixture.endsAt : e.cup.endsAt);
export const leagueOfEvent = (e: SportsEvent): League => (e.kind === 'fixture' ? e.fixture.league : e.cup.league);
