// CPU time a bench part costs, read beside its throughput: on a machine shared with other work the rate says little,
// the CPU per operation says what the code costs. Counts this process and every PostgreSQL process of the machine
// (the database's own work; 0 on PGlite, which runs inside this process).
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100;

function postgresTicks(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

/** Starts a meter; stop(ops) answers microseconds of CPU per operation in this process and in PostgreSQL. */
export function cpuMeter() {
  const node = process.cpuUsage();
  const pg = postgresTicks();
  return (ops: number) => {
    const used = process.cpuUsage(node);
    const nodeUs = (used.user + used.system) / Math.max(ops, 1);
    const pgUs = ((postgresTicks() - pg) / ticksPerSecond) * 1e6 / Math.max(ops, 1);
    const total = nodeUs + pgUs;
    return {
      nodeCpuUsPerOp: Math.round(nodeUs), postgresCpuUsPerOp: Math.round(pgUs),
      /** What two idle cores would sustain at this CPU cost per operation (an estimate, not a measurement). */
      twoCoreCeilingPerSecond: Math.round(2e6 / total),
    };
  };
}
