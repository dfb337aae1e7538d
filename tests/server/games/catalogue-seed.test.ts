import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema.js';
import { seedCatalogue } from '../../../server/db/catalogue-seed.js';
import { generatorRevision } from '../../../server/domain/catalogue/generator.js';
import { CatalogueCache, setVendorMaintenance, vendorsUnderMaintenance } from '../../../server/db/catalogue-repository.js';
import { openTestDb, type TestDb } from '../../helpers/test-db.js';

let testDb: TestDb;
let db: Kysely<Database>;
beforeAll(async () => {
  testDb = await openTestDb();
  db = testDb.db;
});
afterAll(async () => { await testDb.close(); });

const count = async (table: 'game' | 'game_vendor' | 'catalogue_version') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('seedCatalogue', () => {
  it('[P1-1][P9-8] seeds every vendor and at least 3,000 games once, then skips in a single read', async () => {
    const first = await seedCatalogue(db);
    expect(first).toMatchObject({ seeded: true, version: `r${generatorRevision}-livery-2026` });
    expect(await count('game')).toBe(first.games);
    expect(first.games).toBeGreaterThanOrEqual(3000);
    expect(await count('game_vendor')).toBe(43);
    const again = await seedCatalogue(db);
    expect(again).toMatchObject({ seeded: false, games: first.games });
    expect(again.ms).toBeLessThan(first.ms);
  });

  it('replaces the games of a new version and keeps an operator’s maintenance flag', async () => {
    await setVendorMaintenance(db, 'LIVE', 'DG', true);
    const next = await seedCatalogue(db, { seed: 'another-seed' });
    expect(next).toMatchObject({ seeded: true, version: `r${generatorRevision}-another-seed` });
    expect(await count('catalogue_version')).toBe(1);
    expect(await count('game')).toBe(next.games);
    expect(await vendorsUnderMaintenance(db)).toEqual(new Set(['LIVE:DG']));
    const loaded = await new CatalogueCache(db).get();
    expect(loaded.version).toBe(`r${generatorRevision}-another-seed`);
    expect(loaded.ranked).toHaveLength(next.games);
  });

  it('[P9-8] gives a reloaded merchant configuration its own view of the catalogue', async () => {
    const loaded = await new CatalogueCache(db).get();
    const before = { code: 'basic', vendors: { RNG: ['PT'] } };
    const after = { code: 'basic', vendors: { RNG: ['PT'], FISH: ['AG'] } };
    expect(loaded.forMerchant(before)).toBe(loaded.forMerchant(before));
    expect(loaded.forMerchant(before).lanes.map((l) => l.gameType)).toEqual(['RNG']);
    expect(loaded.forMerchant(after).lanes.map((l) => l.gameType)).toEqual(['RNG', 'FISH']);
  });

  it('seeds once when two starts race', async () => {
    const results = await Promise.all([seedCatalogue(db, { seed: 'race' }), seedCatalogue(db, { seed: 'race' })]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(await count('catalogue_version')).toBe(1);
  });
});
