// The demo sportsbook's pure rules (docs/vendors.md "The sportsbook"): the schedule, the prices and their margin,
// the provably fair results, and the settlement of singles, parlays and voids.
import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../../../server/domain/game/fairness.js';
import { eventMarkets, fixtureMarkets, marginPercent, minOdds, scoreChances, takenKey } from '../../../server/domain/game/sportsbook/markets.js';
import { betReturn, commitmentOf, eventResult, legOutcome, potentialReturn, resultFromSeed, resultSeedOf } from '../../../server/domain/game/sportsbook/results.js';
import { eventById, leagueById, leagues, leaguesOf, nextCup, upcomingFixtures, type SportsEvent } from '../../../server/domain/game/sportsbook/schedule.js';
import { checkSlip, limitsOf, type Book, type SlipLeg } from '../../../server/domain/game/sportsbook/slip.js';

const seed = 'schedule-seed';
const secret = 'result-secret';
const now = new Date('2026-11-26T12:01:30Z');
const none = new Map<string, number>();
const book = (at: Date, taken = none): Book => ({ event: (id) => eventById(seed, id), markets: (e) => eventMarkets(seed, e, at, taken) });
const fixtureEvent = (id: string): SportsEvent => eventById(seed, id)!;

describe('the sportsbook schedule', () => {
  it('[P7.2-10] lists fixtures ahead of every league, the same for the same clock and seed, turbo leagues within minutes', () => {
    for (const league of leagues) {
      const fixtures = upcomingFixtures(seed, league, now);
      expect(fixtures.length, league.id).toBeGreaterThan(0);
      expect(fixtures.every((f) => f.kickoff > now && f.home !== f.away)).toBe(true);
      expect(fixtures.map((f) => f.id)).toEqual(upcomingFixtures(seed, league, new Date(now)).map((f) => f.id));
      for (const f of fixtures) expect(eventById(seed, f.id)).toEqual({ kind: 'fixture', fixture: f });
    }
    const turbo = upcomingFixtures(seed, leagueById('turboFootball')!, now);
    expect(turbo[0]!.kickoff.getTime() - now.getTime()).toBeLessThanOrEqual(3 * 60_000);
    expect(leaguesOf('ESPORTS').every((l) => l.sport.model === 'maps')).toBe(true);
    expect(eventById(seed, 'nosuch.12')).toBeUndefined();
    expect(nextCup(leagueById('mekong')!, now).startsAt > now).toBe(true);
  });
});

describe('the sportsbook prices', () => {
  it(`[P7.2-10] every market of every listed fixture and cup holds the ${marginPercent} % margin, with or without money taken`, () => {
    let markets = 0;
    for (const league of leagues) {
      const events: SportsEvent[] = [...upcomingFixtures(seed, league, now).map((fixture) => ({ kind: 'fixture' as const, fixture })), { kind: 'cup', cup: nextCup(league, now) }];
      for (const e of events) {
        for (const taken of [none, new Map([[takenKey('1X2', 'HOME'), 5000], [takenKey('ML', 'AWAY'), 800], [takenKey('OUTRIGHT', 'T0'), 3000]])]) {
          for (const m of eventMarkets(seed, e, now, taken)) {
            const implied = m.prices.reduce((s, p) => s + 100 / p.odds, 0);
            expect(implied, `${m.id}`).toBeGreaterThanOrEqual(1 + marginPercent / 100);
            expect(implied, `${m.id}`).toBeLessThan(1 + marginPercent / 100 + 0.02 * m.prices.length);
            expect(m.prices.every((p) => p.odds >= minOdds)).toBe(true);
            markets += 1;
          }
        }
      }
    }
    expect(markets).toBeGreaterThan(300);
  });

  it('[P7.2-10] offers 1X2 for football, match winner without a draw for e-sports, a handicap and a total', () => {
    const football = upcomingFixtures(seed, leagueById('mekong')!, now)[0]!;
    expect(fixtureMarkets(seed, football, now, none).map((m) => m.id)).toEqual(['1X2', expect.stringMatching(/^AH:[+-]?\d/), expect.stringMatching(/^OU:\d+\.5$/)]);
    const dota = upcomingFixtures(seed, leagueById('ancientMasters')!, now)[0]!;
    const markets = fixtureMarkets(seed, dota, now, none);
    expect(markets[0]).toMatchObject({ id: 'ML', prices: [{ selection: 'HOME' }, { selection: 'AWAY' }] });
    expect(markets.map((m) => m.id)).toContain('OU:2.5');
  });

  it('[P7.2-10] odds move with time to kick-off and shorten with money taken', () => {
    const f = upcomingFixtures(seed, leagueById('mekong')!, now).at(-1)!;
    const at = (ms: number) => fixtureMarkets(seed, f, new Date(f.kickoff.getTime() - ms), none)[0]!.prices[0]!.odds;
    const byBucket = new Set(Array.from({ length: 12 }, (_, i) => at((i + 1) * 5 * 60_000 + 1000)));
    expect(byBucket.size).toBeGreaterThan(1);
    const before = fixtureMarkets(seed, f, now, none)[0]!;
    const after = fixtureMarkets(seed, f, now, new Map([[takenKey('1X2', 'HOME'), 1000]]))[0]!;
    expect(after.prices[0]!.odds).toBeLessThan(before.prices[0]!.odds);
    expect(after.prices[2]!.odds).toBeGreaterThan(before.prices[2]!.odds);
  });
});

describe('the sportsbook results', () => {
  it('[P7.2-10] commits to each event\'s result seed by its hash and replays the result from the revealed seed', () => {
    const f = upcomingFixtures(seed, leagueById('mekong')!, now)[0]!;
    const revealed = resultSeedOf(secret, f.id);
    expect(commitmentOf(secret, f.id)).toBe(hashServerSeed(revealed));
    const event = fixtureEvent(f.id);
    expect(resultFromSeed(seed, event, revealed)).toEqual(eventResult(seed, secret, event));
    expect(resultSeedOf('another secret', f.id)).not.toBe(revealed);
  });

  it('[P7.2-10] simulated scores follow the odds: home wins as often as the fair 1X2 chance says', () => {
    const league = leagueById('mekong')!;
    let homeWins = 0;
    let chance = 0;
    let played = 0;
    for (let slot = 1; slot <= 3000; slot += 1) {
      const event = fixtureEvent(`mekong.${1_000_000 + slot}`);
      const result = eventResult(seed, `s${slot}`, event);
      if (result.kind !== 'score') continue;
      played += 1;
      if (result.home > result.away) homeWins += 1;
      chance += scoreChances(seed, (event as Extract<SportsEvent, { kind: 'fixture' }>).fixture).filter((s) => s.home > s.away).reduce((a, s) => a + s.p, 0);
    }
    expect(league.teams.length).toBeGreaterThan(2);
    expect(Math.abs(homeWins / played - chance / played)).toBeLessThan(0.03);
  });
});

describe('the sportsbook settlement', () => {
  it('[P7.2-10] settles singles, parlays and voids', () => {
    expect(betReturn(1000, [{ odds: 185, outcome: 'won' }])).toBe(1850);
    expect(betReturn(1000, [{ odds: 185, outcome: 'lost' }])).toBe(0);
    expect(betReturn(1000, [{ odds: 185, outcome: 'void' }])).toBe(1000);
    expect(betReturn(1000, [{ odds: 185, outcome: 'won' }, { odds: 210, outcome: 'won' }, { odds: 333, outcome: 'won' }])).toBe(12937);
    expect(betReturn(1000, [{ odds: 185, outcome: 'won' }, { odds: 210, outcome: 'void' }])).toBe(1850);
    expect(betReturn(1000, [{ odds: 185, outcome: 'won' }, { odds: 210, outcome: 'lost' }])).toBe(0);
    expect(betReturn(1000, [{ odds: 185, outcome: 'void' }, { odds: 210, outcome: 'void' }])).toBe(1000);
    expect(potentialReturn(100_000, Array(8).fill(50_000))).toBeGreaterThan(Number.MAX_SAFE_INTEGER / 1e6);
  });

  it('[P7.2-10] reads each market on the final score: handicap lines, level lines void, totals, the outright', () => {
    const score = { kind: 'score' as const, home: 2, away: 1 };
    expect(legOutcome('1X2', 'HOME', score)).toBe('won');
    expect(legOutcome('1X2', 'DRAW', score)).toBe('lost');
    expect(legOutcome('AH:-1', 'HOME', score)).toBe('void');
    expect(legOutcome('AH:-1.5', 'HOME', score)).toBe('lost');
    expect(legOutcome('AH:-1.5', 'AWAY', score)).toBe('won');
    expect(legOutcome('AH:+0.5', 'AWAY', score)).toBe('lost');
    expect(legOutcome('OU:2.5', 'OVER', score)).toBe('won');
    expect(legOutcome('OU:3', 'UNDER', score)).toBe('void');
    expect(legOutcome('1X2', 'HOME', { kind: 'abandoned' })).toBe('void');
    expect(legOutcome('OUTRIGHT', 'T3', { kind: 'cup', winner: 3 })).toBe('won');
    expect(legOutcome('OUTRIGHT', 'T2', { kind: 'cup', winner: 3 })).toBe('lost');
  });
});

describe('the bet slip', () => {
  const limits = limitsOf(2);
  const fixtures = upcomingFixtures(seed, leagueById('mekong')!, now);
  const leg = (i: number, market = 0, price = 0): SlipLeg => {
    const m = fixtureMarkets(seed, fixtures[i]!, now, none)[market]!;
    return { eventId: fixtures[i]!.id, marketId: m.id, selection: m.prices[price]!.selection, odds: m.prices[price]!.odds };
  };

  it('[P7.2-10] accepts a single and a parlay at the odds shown, settling after the last event', () => {
    const single = checkSlip({ stake: 1000, legs: [leg(0)] }, book(now), now, limits);
    expect(single).toMatchObject({ ok: true, potentialReturn: Math.floor(1000 * leg(0).odds / 100), settleAfter: fixtures[0]!.endsAt });
    const parlay = checkSlip({ stake: 1000, legs: [leg(0), leg(1, 2), leg(2, 1, 1)] }, book(now), now, limits);
    expect(parlay).toMatchObject({ ok: true, settleAfter: fixtures[2]!.endsAt });
  });

  it('[P7.2-10] refuses two legs of one event, too many legs, stakes out of limits, a closed market, changed odds, a return above the maximum', () => {
    expect(checkSlip({ stake: 1000, legs: [leg(0), leg(0, 1)] }, book(now), now, limits)).toMatchObject({ ok: false, status: 400, code: 'same_event_in_parlay' });
    expect(checkSlip({ stake: 1000, legs: Array.from({ length: 9 }, (_, i) => leg(i)) }, book(now), now, limits)).toMatchObject({ ok: false, code: 'too_many_legs' });
    expect(checkSlip({ stake: 99, legs: [leg(0)] }, book(now), now, limits)).toMatchObject({ ok: false, code: 'stake_below_minimum' });
    expect(checkSlip({ stake: 100_001, legs: [leg(0)] }, book(now), now, limits)).toMatchObject({ ok: false, code: 'stake_above_maximum' });
    const late = fixtures[0]!.kickoff;
    expect(checkSlip({ stake: 1000, legs: [leg(0)] }, book(late), late, limits)).toMatchObject({ ok: false, status: 409, code: 'market_closed' });
    const changed = checkSlip({ stake: 1000, legs: [{ ...leg(0), odds: leg(0).odds + 7 }] }, book(now), now, limits);
    expect(changed).toMatchObject({ ok: false, status: 409, code: 'odds_changed', legs: [leg(0)] });
    const long = fixtures.slice(0, 8).map((_, i) => leg(i, 0, 2));
    expect(checkSlip({ stake: 100_000, legs: long }, book(now), now, limits)).toMatchObject({ ok: false, code: 'max_payout_exceeded' });
    expect(checkSlip({ stake: 1000, legs: [{ ...leg(0), eventId: 'nosuch.1' }] }, book(now), now, limits)).toMatchObject({ ok: false, code: 'invalid_slip' });
  });
});
