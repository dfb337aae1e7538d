// Starts the real server (`tsx server/main.ts`) on a port and data folder of the bench's choosing.
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  process: ChildProcess;
  url: string;
  startMs: number;
  stop: () => Promise<void>;
}

export async function startServer(opts: { port: number; dataDir: string; env?: Record<string, string> }): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', DATA_DIR: opts.dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...opts.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { process: child, url, startMs, stop };
}
