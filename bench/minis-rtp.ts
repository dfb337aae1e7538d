// The mini games' RTP measured by simulation (the unit tests prove it exactly; this plays the real draw): rounds of
// Lantern Mines (random mine count and cash-out point up to 20x, random tiles), Lantern Hi-Lo (guess the likelier side, cash
// out after 1-3 right guesses), Crash (automatic cash-out between 1.01x and 10x) and Plinko (every rows and risk),
// each from a fresh random server seed through drawIntegers, as the server plays them. Run alone with
// `npx tsx bench/minis-rtp.ts` (MINIS_ROUNDS, default 200,000 per game).
import { randomBytes, randomInt } from 'node:crypto';
import { drawIntegers } from '../server/domain/game/fairness.js';
import { cashOutCrash, crashBounds, crashTimeOf, startCrash } from '../server/domain/game/minis/crash.js';
import { cashOutHilo, hiloBounds, moveHilo, rankOf, startHilo } from '../server/domain/game/minis/hilo.js';
import { cashOutMines, minesBounds, minesTimes, revealTile, startMines } from '../server/domain/game/minis/mines.js';
import { dropBall, plinkoBounds, plinkoRisks } from '../server/domain/game/minis/plinko.js';

const bet = 10_000;
const seed = () => randomBytes(32).toString('hex');

export function benchMinisRtp(rounds = Number(process.env.MINIS_ROUNDS ?? 200_000)) {
  const out: Record<string, { rounds: number; rtpPercent: number; ms: number }> = {};
  const run = (name: string, play: (s: string, nonce: number) => number) => {
    const started = performance.now();
    const server = seed();
    let paid = 0;
    for (let i = 0; i < rounds; i += 1) paid += play(server, i);
    out[name] = { rounds, rtpPercent: Math.round((paid / (rounds * bet)) * 1e6) / 1e4, ms: Math.round(performance.now() - started) };
  };
  run('mines', (s, n) => {
    // Cash-out points up to 20x: beyond them a round's payout is so rare and so large that no sample of this size
    // averages it (the unit test proves every point exactly).
    const m = randomInt(1, 25);
    let most = 1;
    while (most < 25 - m && minesTimes(m, most + 1) <= 200_000) most += 1;
    const target = randomInt(1, most + 1);
    let state = startMines(drawIntegers(s, 'bench', n, minesBounds), m, bet);
    const order = [...Array(25).keys()].sort(() => Math.random() - 0.5);
    for (const tile of order) {
      const r = revealTile(state, tile);
      if (!r.ok) throw new Error(r.code);
      state = r.state;
      if (state.done) return state.win;
      if (state.revealed.length === target) break;
    }
    const c = cashOutMines(state);
    return c.ok ? c.state.win : state.win;
  });
  run('hilo', (s, n) => {
    let state = startHilo(drawIntegers(s, 'bench', n, hiloBounds), bet);
    const target = randomInt(1, 4);
    while (!state.done && state.rightGuesses < target) {
      const r = rankOf(state.cards[state.at]!);
      const moved = moveHilo(state, r <= 7 ? 'HIGHER' : 'LOWER');
      if (!moved.ok) throw new Error(moved.code);
      state = moved.state;
    }
    if (state.done) return state.win;
    const c = cashOutHilo(state);
    return c.ok ? c.state.win : 0;
  });
  run('crash', (s, n) => {
    const auto = randomInt(101, 1001);
    const state = startCrash(drawIntegers(s, 'bench', n, crashBounds), auto, bet, 0);
    const c = cashOutCrash(state, crashTimeOf(auto) + 1);
    return c.ok ? c.state.win : 0;
  });
  run('plinko', (s, n) => {
    const rows = randomInt(8, 17);
    const risk = plinkoRisks[randomInt(0, 3)]!;
    return dropBall(drawIntegers(s, 'bench', n, plinkoBounds(rows)), rows, risk, bet).win;
  });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(benchMinisRtp(), null, 1));
