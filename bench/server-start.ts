// Server start time (process spawn to a healthy /healthz) on a new and on an existing data folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './server-process.js';

export async function benchServerStart(port: number) {
  const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'livery-bench-')), 'data');
  try {
    const fresh = await startServer({ port, dataDir });
    await fresh.stop();
    const existing = await startServer({ port, dataDir });
    await existing.stop();
    return { newDataFolderMs: Math.round(fresh.startMs), existingDataFolderMs: Math.round(existing.startMs) };
  } finally {
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  }
}
