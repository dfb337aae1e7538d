// Server start time, process spawn to a healthy /healthz, as `npm start` runs it (compiled) and from the sources
// through tsx: on a new data folder (PGlite loads the migrated template; the first one after a migration change makes
// it) and on an existing one. Each figure is the median of `runs` starts; every run is kept.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type ServerCode } from './server-process.js';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeStart(port: number, dataDir: string, code: ServerCode): Promise<number> {
  const server = await startServer({ port, dataDir, code });
  await server.stop();
  return Math.round(server.startMs);
}

async function startsOf(port: number, code: ServerCode, runs: number) {
  const root = await mkdtemp(path.join(tmpdir(), 'livery-bench-'));
  try {
    const newFolder: number[] = [];
    const existingFolder: number[] = [];
    for (let i = 0; i < runs; i++) {
      const dataDir = path.join(root, `data-${i}`);
      newFolder.push(await timeStart(port, dataDir, code));
      existingFolder.push(await timeStart(port, dataDir, code));
    }
    return { newDataFolderMs: median(newFolder), existingDataFolderMs: median(existingFolder), runs: { newDataFolderMs: newFolder, existingDataFolderMs: existingFolder } };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

export async function benchServerStart(port: number, runs = 3) {
  return { compiled: await startsOf(port, 'compiled', runs), tsx: await startsOf(port, 'tsx', runs) };
}
