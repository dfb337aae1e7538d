// The seeds a start runs (server/db/start-seeds.ts): all of them on a new database, none on a restart with nothing
// new, the demo seed again when a demo password changed or the merchants did. Runs on PGlite and PostgreSQL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig, type PlatformConfig } from '../../server/config/load-config.js';
import { verifyPassword } from '../../server/crypto/password-hashing.js';
import { setPassword } from '../../server/db/member-repository.js';
import { runStartSeeds } from '../../server/db/start-seeds.js';
import { openTestDb, type TestDb } from '../helpers/test-db.js';

let db: TestDb;
let config: PlatformConfig;
let time = Date.parse('2026-03-01T00:00:00Z');
const clock = { now: () => new Date(time) };
beforeAll(async () => {
  const loaded = await loadPlatformConfig(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  if (!loaded.ok) throw new Error('configuration');
  config = loaded.config;
  db = await openTestDb();
}, 120_000);
afterAll(() => db.close());

const player1 = () => db.db.selectFrom('member').selectAll().where('merchant_id', '=', 'demo').where('account_key', '=', 'player1').executeTakeFirstOrThrow();

describe('start seeds', () => {
  it('run every seed on a new database and none at a restart with nothing new', async () => {
    const first = await runStartSeeds(db.db, config, { demo: true, clock });
    expect(first.ran).toEqual(['merchants', 'demo', 'catalogue']);
    expect(first.orphans).toEqual([]);
    expect((await db.db.selectFrom('member_message').select('message_id').execute()).length).toBeGreaterThan(0);
    time += 60_000;
    expect((await runStartSeeds(db.db, config, { demo: true, clock })).ran).toEqual([]);
  });

  it('restore a demo password changed since, at the next start', async () => {
    const before = await player1();
    time += 60_000;
    await setPassword(db.db, 'demo', before.member_id, 'changed', clock.now(), false);
    time += 60_000;
    expect((await runStartSeeds(db.db, config, { demo: true, clock })).ran).toEqual(['demo']);
    expect(await verifyPassword((await player1()).password_hash!, 'Player123')).toBe(true);
    expect((await runStartSeeds(db.db, config, { demo: true, clock })).ran).toEqual([]);
  });

  it('mirror a renamed merchant and report one no longer configured', async () => {
    const demo = config.merchants.get('demo')!;
    const renamed = { ...config, merchants: new Map([...config.merchants].map(([code, m]) => [code, code === 'demo' ? { ...demo, name: 'Renamed' } : m])) };
    expect((await runStartSeeds(db.db, renamed, { demo: true, clock })).ran).toEqual(['merchants']);
    expect((await db.db.selectFrom('merchant').select('name').where('merchant_id', '=', 'demo').executeTakeFirstOrThrow()).name).toBe('Renamed');
    const without = { ...config, merchants: new Map([...config.merchants].filter(([code]) => code !== 'closed')) };
    const seeded = await runStartSeeds(db.db, without, { demo: true, clock });
    expect(seeded.ran).toEqual(['merchants', 'demo']);
    expect(seeded.orphans).toEqual(['closed']);
    // Nothing new: the orphan is still reported, from the one read.
    expect((await runStartSeeds(db.db, without, { demo: true, clock })).orphans).toEqual(['closed']);
  });
});
