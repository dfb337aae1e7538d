// CPU time a bench part costs, read beside its throughput: on a machine shared with other work the rate says little,
// the CPU per operation says what the code costs. Counts this process and PostgreSQL's processes: by default every
// PostgreSQL process of the machine (0 on PGlite, which runs inside this process); given the bench's own backends
// (their pids from pg_stat_activity), those and PostgreSQL's background processes only (WAL writer, checkpointer),
// so another engineer's tests on the same server are not counted as the bench's.
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100;

interface PostgresProcess { pid: number; ticks: number; clientBackend: boolean }

function postgresProcesses(): PostgresProcess[] {
  const found: PostgresProcess[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      // A client backend's title names its client: "postgres: 15/main: user db 127.0.0.1(port) idle" or "[local]".
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      found.push({ pid: Number(pid), ticks: Number(fields[11]) + Number(fields[12]), clientBackend: /\(\d+\)|\[local\]/.test(title) });
    } catch {
      // The process ended meanwhile.
    }
  }
  return found;
}

const ticksOf = (processes: PostgresProcess[], counted: (p: PostgresProcess) => boolean) =>
  new Map(processes.filter(counted).map((p) => [p.pid, p.ticks]));

/**
 * Starts a meter; stop(ops, backends?) answers microseconds of CPU per operation in this process and in PostgreSQL.
 * `backends`: the pids of the bench's own connections; then other clients' backends are left out.
 */
export function cpuMeter() {
  const node = process.cpuUsage();
  const before = postgresProcesses();
  return (ops: number, backends?: readonly number[]) => {
    const used = process.cpuUsage(node);
    const mine = backends ? new Set(backends) : undefined;
    const counted = (p: PostgresProcess) => !mine || !p.clientBackend || mine.has(p.pid);
    const start = ticksOf(before, counted);
    let pgTicks = 0;
    // A backend that started during the run counts from 0.
    for (const [pid, ticks] of ticksOf(postgresProcesses(), counted)) pgTicks += ticks - (start.get(pid) ?? 0);
    const nodeUs = (used.user + used.system) / Math.max(ops, 1);
    const pgUs = (pgTicks / ticksPerSecond) * 1e6 / Math.max(ops, 1);
    const total = nodeUs + pgUs;
    return {
      nodeCpuUsPerOp: Math.round(nodeUs), postgresCpuUsPerOp: Math.round(pgUs),
      /** What two idle cores would sustain at this CPU cost per operation (an estimate, not a measurement). */
      twoCoreCeilingPerSecond: Math.round(2e6 / total),
    };
  };
}
