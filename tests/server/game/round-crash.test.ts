// A kill -9 in the middle of game rounds loses nothing (issue 14): a process taking an aggregator's bets and wins is
// killed with SIGKILL; after a restart the reconciliation settles or rolls back every round it left open, and the
// member's balance and the ledger agree with the rounds. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { openCountryLookup } from '../../../server/geo/country-lookup.js';
import { loadRepositoryConfig } from '../../helpers/test-app.js';

const url = process.env.DATABASE_URL;
const schema = `round_crash_${randomBytes(5).toString('hex')}`;
let dir = '';

/** Runs the worker until it has sent `bets` bets, then kills it with SIGKILL mid-stream. */
function playUntilKilled(dataDir: string, bets: number): Promise<{ lines: string[]; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'round-crash-worker.ts'), dataDir], {
      env: { ...process.env, CRASH_TEST_SCHEMA: schema }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    let buffered = '';
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      lines.push(...parts);
      if (!killed && lines.filter((l) => l.startsWith('bet ')).length >= bets) {
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

describe('game rounds after a crash', () => {
  it('[P7.2-12] settles or rolls back every round a SIGKILL left open, and the balance and the ledger agree with the rounds', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'livery-round-crash-'));
    if (url) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
    }
    const run = await playUntilKilled(dir, 24);
    expect(run.killed).toBe(true);
    expect(run.lines.filter((l) => / RS_OK$/.test(l)).length).toBeGreaterThanOrEqual(24);
    const memberId = run.lines.find((l) => l.startsWith('member '))!.split(' ')[1]!;

    // The restart: the same database, a new platform process, its reconciliation run past the rounds' deadline.
    const { db } = await openDatabase({ dataDir: dir, databaseUrl: url, searchPath: url ? schema : undefined });
    const app = await buildApp({ nodeEnv: 'test', logger: false, countryLookup: await openCountryLookup(), config: await loadRepositoryConfig(), db });
    try {
      await app.ready();
      const rounds = async () => (await sql<{ status: string; bet: string; win: string }>`
        select status, bet_amount::text as bet, win_amount::text as win from game_round where merchant_id = 'basic' and member_id = ${memberId}`.execute(db)).rows;
      expect((await rounds()).some((r) => r.status === 'open')).toBe(true);
      const result = await app.vendorWallet.reconcile(new Date(Date.now() + 24 * 3600_000));
      expect(result.rolledBack).toBeGreaterThan(0);
      const after = await rounds();
      expect(after.filter((r) => r.status !== 'settled' && r.status !== 'rolled_back')).toEqual([]);
      // Settled rounds count their bet and win; rolled-back rounds gave the bet back.
      const net = after.filter((r) => r.status === 'settled').reduce((sum, r) => sum + Number(r.win) - Number(r.bet), 0);
      const wallets = await app.ledger.memberWallets('basic', 'USD', memberId);
      expect(Number(wallets.main)).toBe(1_000_000 + net);
      const total = await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from ledger_posting where merchant_id = 'basic'`.execute(db);
      expect(total.rows[0]!.s).toBe('0');
      // A second reconciliation finds nothing left to do.
      expect(await app.vendorWallet.reconcile(new Date(Date.now() + 24 * 3600_000))).toEqual({ settled: 0, rolledBack: 0 });
    } finally {
      await app.close();
      await db.destroy().catch(() => undefined);
    }
  }, 120_000);
});
