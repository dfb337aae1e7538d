// Seeds the generated catalogue into the shared reference tables at start. Skips at once when the version is
// present (one indexed read), so starting an existing database costs nothing; otherwise replaces the games with
// multi-row inserts inside one transaction. Several nodes starting together are safe: the version row is
// claimed first, and a node that finds it claimed (after the claimer commits) does nothing.
import type { Kysely } from 'kysely';
import { catalogueVersion, defaultCatalogueSeed, generateCatalogue, type CatalogueGame } from '../domain/catalogue/generator.js';
import type { GameTable } from './catalogue-schema.js';
import type { Database } from './schema.js';

export interface SeedResult {
  version: string;
  seeded: boolean;
  games: number;
  ms: number;
}

/** Rows per INSERT: 15 columns x 1000 rows stays far below PostgreSQL's 65535 bind parameters. */
const rowsPerInsert = 1000;

export const gameRow = (g: CatalogueGame): GameTable => ({
  node_id: g.nodeId,
  game_type: g.gameType,
  vassalage: g.vassalage,
  game_code: g.gameCode,
  game_classify: g.gameClassify,
  name_en: g.names.en,
  name_zh: g.names.zh,
  name_km: g.names.km,
  is_game: g.isGame,
  is_hot: g.isHot,
  is_new: g.isNew,
  release_date: g.releaseDate,
  popularity: g.popularity,
  lottery_group: g.lotteryGroup,
  draw_seconds: g.drawSeconds,
});

export async function seedCatalogue(db: Kysely<Database>, opts: { seed?: string; now?: Date } = {}): Promise<SeedResult> {
  const started = performance.now();
  const seed = opts.seed ?? defaultCatalogueSeed;
  const version = catalogueVersion(seed);
  const present = await db.selectFrom('catalogue_version').select('game_count').where('version', '=', version).executeTakeFirst();
  if (present) return { version, seeded: false, games: present.game_count, ms: performance.now() - started };

  const catalogue = generateCatalogue(seed);
  const seeded = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('catalogue_version')
      .values({ version, game_count: catalogue.games.length, seeded_at: opts.now ?? new Date() })
      .onConflict((oc) => oc.column('version').doNothing())
      .returning('version')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx.deleteFrom('catalogue_version').where('version', '<>', version).execute();
    // Vendors are upserted, not replaced, so an operator's maintenance flag survives a new catalogue version.
    await trx
      .insertInto('game_vendor')
      .values(catalogue.vendors.map((v) => ({ game_type: v.gameType, vassalage: v.vassalage, display_name: v.displayName, sort_order: v.sortOrder })))
      .onConflict((oc) => oc.columns(['game_type', 'vassalage']).doUpdateSet((eb) => ({
        display_name: eb.ref('excluded.display_name'),
        sort_order: eb.ref('excluded.sort_order'),
      })))
      .execute();
    await trx.deleteFrom('game').execute();
    for (let i = 0; i < catalogue.games.length; i += rowsPerInsert) {
      await trx.insertInto('game').values(catalogue.games.slice(i, i + rowsPerInsert).map(gameRow)).execute();
    }
    return true;
  });
  return { version, seeded, games: catalogue.games.length, ms: performance.now() - started };
}

/** The start-up seed step. */
export function seedGameCatalogue(db: Kysely<Database>): Promise<SeedResult> {
  return seedCatalogue(db);
}
