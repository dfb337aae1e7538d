// A crash between two steps loses nothing (issue 5): a process posting a burst is killed with SIGKILL; after
// restart the ledger balances, and retrying every key posts each movement at most once.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open-database.js';
import { createLedgerRepository } from '../../../server/db/ledger-repository.js';

const url = process.env.DATABASE_URL;
const schema = `crash_test_${randomBytes(5).toString('hex')}`;
let dir = '';

function runWorker(dataDir: string, from: number, to: number, killAfterPosts: number | null): Promise<{ lines: string[]; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'ledger-crash-worker.ts'), dataDir, String(from), String(to)], {
      env: { ...process.env, CRASH_TEST_SCHEMA: schema },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    let buffered = '';
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      lines.push(...parts);
      if (killAfterPosts !== null && !killed && lines.filter((l) => l.startsWith('posted')).length >= killAfterPosts) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    child.on('exit', () => resolve({ lines, killed }));
  });
}

afterAll(async () => {
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('ledger after a crash', () => {
  it('keeps every account equal to its postings and posts each key at most once after a SIGKILL mid-burst', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'livery-crash-'));
    if (url) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
    }
    const first = await runWorker(dir, 0, 100_000, 40);
    expect(first.killed).toBe(true);

    // Restart: retry every key the first run may have sent, and a few more.
    const sentBefore = Math.max(...first.lines.filter((l) => /^\w+ \d+/.test(l)).map((l) => Number(l.split(' ')[1])));
    const second = await runWorker(dir, 0, sentBefore + 10, null);
    expect(second.lines.at(-1)).toBe('done');

    const { db } = await openDatabase({ dataDir: dir, databaseUrl: url, searchPath: url ? schema : undefined });
    try {
      const ledger = createLedgerRepository(db);
      const audit = await ledger.audit('crash');
      expect(audit.driftedAccounts).toEqual([]);
      expect(audit.unbalancedEntries).toEqual([]);
      expect(audit.negativeMemberAccounts).toEqual([]);
      expect(audit.totals).toEqual([{ currency: 'USD', total: 0n }]);
      // Every stored key has its answer and exactly one entry; no entry exists without its key.
      const keys = await sql<{ n: string; answered: string }>`
        select count(*)::text as n, count(response)::text as answered from idempotency_record where merchant_id = 'crash'`.execute(db);
      const entries = await sql<{ n: string; keys: string }>`
        select count(*)::text as n, count(distinct idempotency_key)::text as keys from journal_entry where merchant_id = 'crash'`.execute(db);
      expect(keys.rows[0]!.answered).toBe(keys.rows[0]!.n);
      expect(entries.rows[0]!.n).toBe(entries.rows[0]!.keys);
      expect(entries.rows[0]!.n).toBe(keys.rows[0]!.n);
      // Durability: every post the first run saw committed is still there, and its retry replays the same entry.
      const entryOf = (lines: string[]) => new Map(lines.filter((l) => l.startsWith('posted')).map((l) => [l.split(' ')[1]!, l.split(' ')[2]!]));
      const before = entryOf(first.lines);
      const after = entryOf(second.lines);
      expect(before.size).toBeGreaterThanOrEqual(40);
      for (const [i, entryId] of before) expect(after.get(i), `key ${i}`).toBe(entryId);
    } finally {
      await db.destroy();
    }
  }, 180_000);
});
