// Starts the real server on a port and data folder of the bench's choosing, as `npm start` runs it (compiled:
// scripts/start.mjs, which runs dist/server/main.cjs) or from its sources through tsx, in one node process either way
// (no npx in between, whose SIGTERM would leave the server running). The server leads a process group of its own and
// stop() ends the whole group, waiting for it; a bench that fails or is interrupted stops what it started on exit.
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  process: ChildProcess;
  url: string;
  startMs: number;
  stop: () => Promise<void>;
}

export type ServerCode = 'compiled' | 'tsx';

const running = new Set<ChildProcess>();
const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};
process.once('exit', () => running.forEach((child) => killGroup(child, 'SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.forEach((child) => killGroup(child, 'SIGKILL'));
    process.exit(130);
  });
}

const answers = (url: string) => fetch(`${url}/healthz`).then((r) => r.ok, () => false);

export async function startServer(opts: { port: number; dataDir: string; env?: Record<string, string>; code?: ServerCode }): Promise<RunningServer> {
  const url = `http://127.0.0.1:${opts.port}`;
  // Something already answering would be timed instead of this server.
  if (await answers(url)) throw new Error(`port ${opts.port} already answers /healthz: stop that server first`);
  const args = opts.code === 'tsx' ? ['--import', 'tsx', 'server/main.ts'] : ['scripts/start.mjs'];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', DATA_DIR: opts.dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...opts.env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM');
      const force = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
    // Whatever the server itself started (a site build through npx) goes with it.
    killGroup(child, 'SIGKILL');
    running.delete(child);
  };
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited with code ${child.exitCode}`);
    }
    if (await answers(url)) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = performance.now() - started;
  return { process: child, url, startMs, stop };
}
