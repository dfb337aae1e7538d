// The shared live tables' pure rules (docs/vendors.md, "Live tables"): the clock of a table's rounds, the seed
// chain that fixes every round before its bets, the draws and pays of each table, the limits, the roads of a
// baccarat history and the chat's moderation.
import { describe, expect, it } from 'vitest';
import { chatAllowed, maskName, moderateChat } from '../../../../server/domain/game/live/chat-moderation';
import { roundAt, roundTimes, takesBets } from '../../../../server/domain/game/live/live-cycle';
import {
  checkBets, drawLiveRound, fightOf, liveTableOf, resultCode, roundReturn, spotsOf, tableLimits, type LiveTable,
} from '../../../../server/domain/game/live/live-games';
import { hostOnShift, tableHosts } from '../../../../server/domain/game/live/live-hosts';
import {
  beadPlate, bigRoad, bigRoadColumns, derivedRoadMarks, derivedRoads, roadSummary,
} from '../../../../server/domain/game/live/roads';
import { createSeedChains, positionOf, segmentRounds, verifyChainSeed } from '../../../../server/domain/game/live/seed-chain';
import { betSizes } from '../../../../server/domain/game/slot';

const baccarat = liveTableOf({ vendor: 'AG', gameCode: 'AG_BACCARAT_3', gameType: 'LIVE' })!;
const chains = createSeedChains('test master secret');

describe('a live table\'s clock', () => {
  it('[P7.2-13] runs betting, dealing and result phases of one round for everyone, from the clock alone', () => {
    const start = roundTimes(baccarat.id, baccarat.cycle, 1000);
    expect(start.closesAt - start.opensAt).toBe(15_000);
    expect(roundAt(baccarat.id, baccarat.cycle, start.opensAt)).toMatchObject({ round: 1000, phase: 'betting' });
    expect(roundAt(baccarat.id, baccarat.cycle, start.closesAt - 1)).toMatchObject({ round: 1000, phase: 'betting' });
    expect(roundAt(baccarat.id, baccarat.cycle, start.closesAt)).toMatchObject({ round: 1000, phase: 'dealing' });
    expect(roundAt(baccarat.id, baccarat.cycle, start.resultAt)).toMatchObject({ round: 1000, phase: 'result' });
    expect(roundAt(baccarat.id, baccarat.cycle, start.endsAt)).toMatchObject({ round: 1001, phase: 'betting' });
    expect(takesBets(baccarat.id, baccarat.cycle, 1000, start.closesAt - 1)).toBe(true);
    expect(takesBets(baccarat.id, baccarat.cycle, 1000, start.closesAt)).toBe(false);
    expect(takesBets(baccarat.id, baccarat.cycle, 1001, start.closesAt)).toBe(false);
    // Results close well inside the operator's 10-minute reconciliation.
    const fight = liveTableOf({ vendor: 'SV', gameCode: 'SV_FIGHTS', gameType: 'COCKFIGHT' })!;
    const f = roundTimes(fight.id, fight.cycle, 7);
    expect(f.resultAt - f.opensAt).toBeLessThan(4 * 60_000);
    expect(f.closesAt).toBeLessThan(f.resultAt);
  });

  it('knows each table kind by its name, fan tan included', () => {
    expect(liveTableOf({ vendor: 'AG', gameCode: 'AG_ROULETTE_1', gameType: 'LIVE' })?.kind).toBe('roulette');
    expect(liveTableOf({ vendor: 'AG', gameCode: 'AG_DRAGON_TIGER_2', gameType: 'LIVE' })?.kind).toBe('dragonTiger');
    expect(liveTableOf({ vendor: 'AG', gameCode: 'AG_SIC_BO_2', gameType: 'LIVE' })?.kind).toBe('sicBo');
    expect(liveTableOf({ vendor: 'AG', gameCode: 'AG_FAN_TAN_9', gameType: 'LIVE' })?.kind).toBe('fanTan');
    expect(liveTableOf({ vendor: 'AG', gameCode: 'AG_SPEED_BACCARAT_9', gameType: 'LIVE' })?.cycle.bettingMs).toBe(10_000);
    expect(liveTableOf({ vendor: 'AG', gameCode: 'LOBBY', gameType: 'LIVE' })).toBeUndefined();
    expect(liveTableOf({ vendor: 'AG', gameCode: 'AG_X', gameType: 'RNG' })).toBeUndefined();
  });
});

describe('the seed chain of a table', () => {
  it('[P7.2-13] commits to each round\'s seed before its bets: the commitment is the previous seed, and every seed hashes back to the anchor', () => {
    const round = 5 * segmentRounds + 17;
    const seed = chains.seedOf(baccarat.id, round);
    const anchor = chains.anchorOf(baccarat.id, round);
    expect(chains.commitmentOf(baccarat.id, round)).toBe(chains.seedOf(baccarat.id, round - 1));
    expect(verifyChainSeed(seed, round, anchor)).toEqual({ commitment: chains.commitmentOf(baccarat.id, round), reachesAnchor: true });
    expect(verifyChainSeed(chains.seedOf(baccarat.id, round + 1), round, anchor).reachesAnchor).toBe(false);
    expect(chains.commitmentOf(baccarat.id, 5 * segmentRounds)).toBe(anchor);
    expect(positionOf(round)).toEqual({ segment: 5, index: 17 });
    // The same secret gives the same chain on every node; another table has another.
    expect(createSeedChains('test master secret').seedOf(baccarat.id, round)).toBe(seed);
    expect(chains.seedOf('AG:OTHER', round)).not.toBe(seed);
  });

  it('draws the same result for a table round anywhere (deterministic from seed, table and round)', () => {
    const seed = chains.seedOf(baccarat.id, 42);
    expect(drawLiveRound(baccarat, 42, seed)).toEqual(drawLiveRound(baccarat, 42, seed));
  });
});

const table = (gameCode: string, gameType = 'LIVE'): LiveTable => liveTableOf({ vendor: 'AG', gameCode, gameType })!;

describe('draws and pays', () => {
  it('[P7.2-13] pays several spots of one baccarat round: player, banker, tie (returns player and banker), pairs', () => {
    const spots = spotsOf(baccarat, 1);
    const bets = [{ spot: 'PLAYER', amount: 100 }, { spot: 'BANKER', amount: 100 }, { spot: 'TIE', amount: 10 }, { spot: 'PLAYER_PAIR', amount: 10 }];
    const banker = { kind: 'baccarat' as const, drawn: {}, winners: ['BANKER', 'PLAYER_PAIR'], push: [], halfBack: [] };
    expect(roundReturn(spots, banker, bets)).toBe(195 + 120);
    const tie = { kind: 'baccarat' as const, drawn: {}, winners: ['TIE'], push: ['PLAYER', 'BANKER'], halfBack: [] };
    expect(roundReturn(spots, tie, bets)).toBe(100 + 100 + 90);
  });

  it('draws each kind of table with results that name their winning spots', () => {
    for (const [code, type] of [['AG_BACCARAT_1', 'LIVE'], ['AG_ROULETTE_1', 'LIVE'], ['AG_DRAGON_TIGER_1', 'LIVE'], ['AG_SIC_BO_1', 'LIVE'], ['AG_FAN_TAN_1', 'LIVE'], ['SV_1', 'COCKFIGHT']] as const) {
      const tbl = table(code, type);
      const known = new Set(spotsOf(tbl, 3).map((s) => s.spot));
      for (let round = 0; round < 200; round += 1) {
        const outcome = drawLiveRound(tbl, round, chains.seedOf(tbl.id, round));
        for (const w of [...outcome.winners, ...outcome.push, ...outcome.halfBack]) expect(known.has(w), `${code} ${w}`).toBe(true);
        expect(resultCode(outcome)).not.toBe('');
      }
    }
  });

  it('returns close to its stated rate on fan tan, roulette and the cockfight over many rounds', () => {
    const rtp = (tbl: LiveTable, spot: string, rounds: number) => {
      let back = 0;
      for (let round = 0; round < rounds; round += 1) back += roundReturn(spotsOf(tbl, round), drawLiveRound(tbl, round, chains.seedOf(tbl.id, round)), [{ spot, amount: 1000 }]);
      return back / (rounds * 1000);
    };
    expect(rtp(table('AG_FAN_TAN_1'), 'FAN_2', 6_000)).toBeCloseTo(0.9625, 1);
    expect(rtp(table('AG_ROULETTE_1'), 'RED', 6_000)).toBeCloseTo(36 / 37, 1);
    expect(rtp(table('SV_1', 'COCKFIGHT'), 'MERON', 6_000)).toBeCloseTo(0.95, 1);
    // Fan tan's heap of 41 to 140 beads makes every fan equally likely.
    const fans = [0, 0, 0, 0];
    for (let beads = 41; beads <= 140; beads += 1) fans[((beads - 1) % 4)]! += 1;
    expect(fans).toEqual([25, 25, 25, 25]);
  });

  it('shows a fight\'s odds ahead, from its number, not its seed', () => {
    const fights = table('SV_1', 'COCKFIGHT');
    expect(fightOf(fights.id, 9)).toEqual(fightOf(fights.id, 9));
    const [meron, wala, draw] = spotsOf(fights, 9);
    expect(meron!.spot).toBe('MERON');
    expect(wala!.spot).toBe('WALA');
    expect(draw).toEqual({ spot: 'DRAW', pays: 950 });
    expect(meron!.pays).toBeGreaterThan(100);
  });

  it('checks chips against the spots and the table limits, with what is already on the round', () => {
    const limits = tableLimits(betSizes(2));
    expect(limits).toEqual({ minPerSpot: 10, maxPerSpot: 5000, maxPerRound: 20000 });
    const spots = spotsOf(table('AG_ROULETTE_1'), 1);
    expect(checkBets(spots, limits, [], [{ spot: 'STRAIGHT_17', amount: 50 }, { spot: 'RED', amount: 100 }])).toEqual({ ok: true });
    expect(checkBets(spots, limits, [], [{ spot: 'STRAIGHT_37', amount: 50 }])).toEqual({ ok: false, code: 'invalid_spot' });
    expect(checkBets(spots, limits, [], [{ spot: 'RED', amount: 15 }])).toEqual({ ok: false, code: 'invalid_bet_amount' });
    expect(checkBets(spots, limits, [], [{ spot: 'RED', amount: 5010 }])).toEqual({ ok: false, code: 'above_table_limit' });
    expect(checkBets(spots, limits, [{ spot: 'RED', amount: 5000 }], [{ spot: 'RED', amount: 10 }])).toEqual({ ok: false, code: 'above_table_limit' });
    expect(checkBets(spots, limits, [], [])).toEqual({ ok: false, code: 'invalid_bet_amount' });
  });
});

describe('roads', () => {
  const codes = ['T', 'B', 'B', 'P', 'T', 'T', 'P', 'B', 'B', 'B', 'B', 'B', 'B', 'B', 'P'];

  it('[P7.2-13] fills the bead plate column by column, six rows each', () => {
    const bead = beadPlate(codes);
    expect(bead[0]).toEqual({ column: 0, row: 0, code: 'T', ties: 0 });
    expect(bead[6]).toEqual({ column: 1, row: 0, code: 'P', ties: 0 });
    expect(bead).toHaveLength(codes.length);
  });

  it('[P7.2-13] draws the big road: a column per run, ties on the cell before, a long run turning right', () => {
    const big = bigRoad(codes);
    expect(big[0]).toEqual({ column: 0, row: 0, code: 'B', ties: 1 });
    expect(big[1]).toEqual({ column: 0, row: 1, code: 'B', ties: 0 });
    expect(big[2]).toEqual({ column: 1, row: 0, code: 'P', ties: 2 });
    expect(big[3]).toEqual({ column: 1, row: 1, code: 'P', ties: 0 });
    // Seven bankers: six down the column, the seventh turns right along the bottom.
    expect(big.slice(4, 11).map((c) => [c.column, c.row])).toEqual([[2, 0], [2, 1], [2, 2], [2, 3], [2, 4], [2, 5], [3, 5]]);
    expect(big[11]).toEqual({ column: 3, row: 0, code: 'P', ties: 0 });
  });

  it('sums the history up in words: counts and the current run', () => {
    expect(roadSummary(codes)).toEqual({ rounds: 15, counts: { T: 3, B: 9, P: 3 }, streak: { code: 'P', length: 1 } });
    expect(roadSummary(['B', 'T', 'B']).streak).toEqual({ code: 'B', length: 2 });
  });

  it('[P7.2-13] reads the big road as columns for the derived roads: runs of a side, ties left out, a dragon tail in its run', () => {
    expect(bigRoadColumns(codes)).toEqual([2, 2, 7, 1]);
    expect(bigRoadColumns([])).toEqual([]);
  });

  it('[P7.2-13] marks a perfect chop and a regular pattern red on every derived road, and starts each road late enough', () => {
    const chop = ['B', 'P', 'B', 'P', 'B', 'P', 'B', 'P'];
    // Big eye boy starts at column 2 (column 1 has no second row), small road at 3, cockroach pig at 4.
    expect(derivedRoadMarks(chop, 1)).toEqual(Array(6).fill('R'));
    expect(derivedRoadMarks(chop, 2)).toEqual(Array(5).fill('R'));
    expect(derivedRoadMarks(chop, 3)).toEqual(Array(4).fill('R'));
    const pairs = ['B', 'B', 'P', 'P', 'T', 'B', 'B', 'P', 'P'];
    // Big eye boy from column 1, row 1.
    expect(derivedRoadMarks(pairs, 1)).toEqual(['R', 'R', 'R', 'R', 'R']);
    // One long run: no second column to compare with, so no mark at all.
    expect(derivedRoadMarks(['B', 'B', 'B', 'B'], 1)).toEqual([]);
  });

  it('[P7.2-13] marks blue where the column compared with has just ended, red where it "falls straight"', () => {
    // Columns 1, 2: the second row of column 1 faces the end of column 0 (blue).
    expect(derivedRoadMarks(['B', 'P', 'P'], 1)).toEqual(['U']);
    // Columns 1, 3: row 1 blue (column 0 ended above), row 2 red (nothing beside and above it either).
    expect(derivedRoadMarks(['P', 'B', 'B', 'B'], 1)).toEqual(['U', 'R']);
    // Columns 2, 1, 1: column 2 opens comparing columns 1 and 0 (1 against 2: blue).
    expect(derivedRoadMarks(['B', 'B', 'P', 'B'], 1)).toEqual(['U']);
    // The history of the bead plate test: columns 2, 2, 7, 1.
    // Big eye boy from column 1, row 1: beside a cell (red), opening column 2 on two equal columns (red), beside
    // column 1's second cell (red), just below its end (blue), falling straight (red x4), opening column 3 on 7
    // against 2 (blue).
    expect(derivedRoadMarks(codes, 1)).toEqual(['R', 'R', 'R', 'U', 'R', 'R', 'R', 'R', 'U']);
    expect(derivedRoadMarks(codes, 2)).toEqual(['R', 'U', 'R', 'R', 'R', 'R', 'U']);
    // The cockroach pig would start at column 3, row 1, or column 4: this history has neither yet.
    expect(derivedRoadMarks(codes, 3)).toEqual([]);
  });

  it('[P7.2-13] lays each derived road out like a big road and counts its red and blue marks', () => {
    const [bigEye, small, cockroach] = derivedRoads(codes);
    expect(bigEye!.name).toBe('bigEyeBoy');
    expect(bigEye!.cells.map((c) => [c.column, c.row, c.code])).toEqual([
      [0, 0, 'R'], [0, 1, 'R'], [0, 2, 'R'], [1, 0, 'U'], [2, 0, 'R'], [2, 1, 'R'], [2, 2, 'R'], [2, 3, 'R'], [3, 0, 'U'],
    ]);
    expect(bigEye).toMatchObject({ red: 7, blue: 2, last: 'U' });
    expect(small).toMatchObject({ name: 'smallRoad', red: 5, blue: 2, last: 'U' });
    expect(cockroach).toMatchObject({ name: 'cockroachPig', cells: [], red: 0, blue: 0, last: null });
    expect(derivedRoads([]).map((r) => r.last)).toEqual([null, null, null]);
  });
});

describe('hosts and chat', () => {
  it('[P7.2-13] seats two hosts per table with shifts, the same on every node', () => {
    const at = new Date(Date.UTC(2026, 10, 26, 12));
    expect(tableHosts('AG', 'AG_BACCARAT_3', at)).toEqual(tableHosts('AG', 'AG_BACCARAT_3', at));
    const onShift = hostOnShift('AG', 'AG_BACCARAT_3', at);
    expect(onShift === undefined || onShift.online).toBe(true);
  });

  it('[P7.2-13] masks refused words, refuses links, phone numbers and blank or long messages', () => {
    expect(moderateChat('  good luck   everyone ')).toEqual({ ok: true, text: 'good luck everyone', masked: false });
    expect(moderateChat('this shit table')).toEqual({ ok: true, text: 'this **** table', masked: true });
    expect(moderateChat('荷官是骗子')).toEqual({ ok: true, text: '荷官是**', masked: true });
    expect(moderateChat('Shitake mushrooms')).toMatchObject({ ok: true, masked: false });
    expect(moderateChat('scam!')).toEqual({ ok: false, code: 'chat_refused' });
    expect(moderateChat('join www.example.com')).toEqual({ ok: false, code: 'chat_link_refused' });
    expect(moderateChat('call +855 12 345 678')).toEqual({ ok: false, code: 'chat_link_refused' });
    expect(moderateChat('   ')).toEqual({ ok: false, code: 'chat_empty' });
    expect(moderateChat('x'.repeat(201))).toEqual({ ok: false, code: 'chat_too_long' });
  });

  it('masks names and limits how fast a player writes', () => {
    expect(maskName('gamer1')).toBe('ga***1');
    expect(maskName('ab')).toBe('a***');
    const now = 1_000_000;
    expect(chatAllowed([], now)).toBe(true);
    expect(chatAllowed([now - 1000], now)).toBe(false);
    expect(chatAllowed([now - 3000, now - 6000, now - 9000, now - 12000], now)).toBe(true);
    expect(chatAllowed([now - 3000, now - 6000, now - 9000, now - 12000, now - 15000], now)).toBe(false);
    expect(chatAllowed([now - 31_000, now - 32_000, now - 33_000, now - 34_000, now - 35_000], now)).toBe(true);
  });
});
