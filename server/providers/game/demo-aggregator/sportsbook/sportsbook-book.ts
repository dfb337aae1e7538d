// The demo sportsbook's book as a player sees it (docs/vendors.md "The sportsbook"): the schedule of a category
// (SPORTS or ESPORTS) priced at this moment with the money taken so far, each event with the hash of its result
// seed, and the seed revealed with the result once the event is over. The same on every node: the schedule and the
// results come from seeds derived from the aggregator's key, the money taken from its own tables.
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { moneyTaken } from '../../../../db/sportsbook-repository.js';
import { eventMarkets, type Market, type Taken } from '../../../../domain/game/sportsbook/markets.js';
import { commitmentOf, eventResult, resultSeedOf, type EventResult } from '../../../../domain/game/sportsbook/results.js';
import {
  closesAt, eventById, leagueOfEvent, leaguesOf, nextCup, recentResults, resultAt, upcomingFixtures, type SportsCategory, type SportsEvent,
} from '../../../../domain/game/sportsbook/schedule.js';
import type { Book } from '../../../../domain/game/sportsbook/slip.js';
import type { Database } from '../../../../db/schema.js';

export interface BookSeeds {
  /** Public: the schedule, ratings and drift (shown on the verify page so anyone can replay). */
  schedule: string;
  /** Secret until each event ends: the result seeds. */
  results: string;
}

export const bookSeedsOf = (key: string): BookSeeds => ({
  schedule: createHmac('sha256', key).update('demo sportsbook schedule').digest('hex').slice(0, 32),
  results: createHmac('sha256', key).update('demo sportsbook results').digest('hex'),
});

export const sportsCategoryOf = (gameType: string): SportsCategory | undefined =>
  (gameType === 'SPORTS' || gameType === 'ESPORTS' ? gameType : undefined);

/** An event as the page and the bets show it: names, times, the commitment, and the result with its seed once known. */
export interface EventView {
  id: string;
  kind: 'fixture' | 'cup';
  league: string;
  sport: string;
  home?: string;
  away?: string;
  teams?: readonly string[];
  closesAt: string;
  resultAt: string;
  commitment: string;
  result?: EventResult;
  seed?: string;
}

export function viewOf(seeds: BookSeeds, event: SportsEvent, now: Date): EventView {
  const league = leagueOfEvent(event);
  const id = event.kind === 'fixture' ? event.fixture.id : event.cup.id;
  const over = now >= resultAt(event);
  return {
    id, kind: event.kind, league: league.id, sport: league.sport.id,
    ...(event.kind === 'fixture' ? { home: league.teams[event.fixture.home]!, away: league.teams[event.fixture.away]! } : { teams: league.teams }),
    closesAt: closesAt(event).toISOString(), resultAt: resultAt(event).toISOString(), commitment: commitmentOf(seeds.results, id),
    ...(over ? { result: eventResult(seeds.schedule, seeds.results, event), seed: resultSeedOf(seeds.results, id) } : {}),
  };
}

export interface PricedEvent extends EventView { markets: Market[] }

const none: Taken = new Map();
/** The next fixtures of each league the page lists. */
const fixturesPerLeague = 8;

export function createBook(db: Kysely<Database>, seeds: BookSeeds) {
  const event = (id: string) => eventById(seeds.schedule, id);

  /** The book's answer to a slip: its events priced now with the money taken on them. */
  async function slipBook(eventIds: readonly string[], now: Date): Promise<Book> {
    const taken = await moneyTaken(db, eventIds.filter((id) => event(id) !== undefined));
    return { event, markets: (e) => eventMarkets(seeds.schedule, e, now, taken.get(e.kind === 'fixture' ? e.fixture.id : e.cup.id) ?? none) };
  }

  /** Every league of the category with its upcoming fixtures and next cup, priced now. */
  async function listing(category: SportsCategory, now: Date) {
    const leagues = leaguesOf(category).map((league) => ({
      league, fixtures: upcomingFixtures(seeds.schedule, league, now).slice(0, fixturesPerLeague).map((fixture): SportsEvent => ({ kind: 'fixture', fixture })),
      cup: { kind: 'cup', cup: nextCup(league, now) } as SportsEvent,
    }));
    const ids = leagues.flatMap((l) => [...l.fixtures, l.cup].map((e) => (e.kind === 'fixture' ? e.fixture.id : e.cup.id)));
    const taken = await moneyTaken(db, ids);
    const priced = (e: SportsEvent): PricedEvent => {
      const view = viewOf(seeds, e, now);
      return { ...view, markets: eventMarkets(seeds.schedule, e, now, taken.get(view.id) ?? none) };
    };
    return leagues.map((l) => ({ id: l.league.id, sport: l.league.sport.id, fixtures: l.fixtures.map(priced), cup: priced(l.cup) }));
  }

  /** The latest results of the category's fixtures (the last hour), newest first. */
  function results(category: SportsCategory, now: Date, limit = 20): EventView[] {
    return leaguesOf(category)
      .flatMap((league) => recentResults(seeds.schedule, league, now, 60))
      .sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime())
      .slice(0, limit)
      .map((fixture) => viewOf(seeds, { kind: 'fixture', fixture }, now));
  }

  return { event, slipBook, listing, results, view: (e: SportsEvent, now: Date) => viewOf(seeds, e, now) };
}

export type SportsBook = ReturnType<typeof createBook>;
