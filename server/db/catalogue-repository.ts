// The game catalogue read once from its reference tables and kept in memory (it changes only with a new
// catalogue version), with each merchant's view of it; plus the per-merchant favourites, recent games, vendor
// maintenance flags and winner rows, which are read from the database on every call.
import { sql } from 'kysely';
import { isGameCategory, isGameClassify } from '../domain/catalogue/categories.js';
import { indexGames, searchNamesOf, type GameIndex } from '../domain/catalogue/filters.js';
import type { CatalogueGame, CatalogueVendor } from '../domain/catalogue/generator.js';
import { laneClassifies, merchantLanes, offerKey, offeredKeys, type Lane, type MerchantVendorConfig } from '../domain/catalogue/lanes.js';
import type { LotteryGroup } from '../domain/catalogue/lottery.js';
import { rankCatalogue } from '../domain/catalogue/ranking.js';
import type { GameTable } from './catalogue-schema.js';
import type { Db } from './schema.js';

export interface MerchantCatalogue {
  lanes: Lane[];
  /** `gameType:vassalage` pairs the merchant offers. */
  offered: ReadonlySet<string>;
  /** The merchant's games, most popular first. */
  games: CatalogueGame[];
  index: GameIndex;
  classifies: Map<string, { code: string; vendors: string[] }[]>;
}

/** The part of a merchant's configuration the catalogue reads. */
export interface MerchantVendors {
  code: string;
  vendors: MerchantVendorConfig;
}

export interface LoadedCatalogue {
  version: string;
  vendors: CatalogueVendor[];
  /** Every game, most popular first. */
  ranked: CatalogueGame[];
  byNodeId: ReadonlyMap<string, CatalogueGame>;
  forMerchant(merchant: MerchantVendors): MerchantCatalogue;
}

const toGame = (r: GameTable): CatalogueGame => {
  if (!isGameCategory(r.game_type)) throw new Error(`game ${r.node_id} has unknown game_type ${r.game_type}`);
  return {
    nodeId: r.node_id,
    gameType: r.game_type,
    vassalage: r.vassalage,
    gameCode: r.game_code,
    gameClassify: isGameClassify(r.game_classify) ? r.game_classify : '',
    names: { en: r.name_en, zh: r.name_zh, km: r.name_km },
    isGame: r.is_game === 1 ? 1 : 0,
    isHot: r.is_hot === 1 ? 1 : 0,
    isNew: r.is_new === 1 ? 1 : 0,
    releaseDate: r.release_date,
    popularity: r.popularity,
    lotteryGroup: r.lottery_group as LotteryGroup | null,
    drawSeconds: r.draw_seconds,
  };
};

async function loadCatalogue(db: Db): Promise<LoadedCatalogue> {
  const [versionRow, vendorRows, gameRows] = await Promise.all([
    db.selectFrom('catalogue_version').select('version').orderBy('seeded_at', 'desc').executeTakeFirst(),
    db.selectFrom('game_vendor').selectAll().orderBy('game_type').orderBy('sort_order').execute(),
    db.selectFrom('game').selectAll().execute(),
  ]);
  const vendors: CatalogueVendor[] = vendorRows.flatMap((v) =>
    isGameCategory(v.game_type) ? [{ gameType: v.game_type, vassalage: v.vassalage, displayName: v.display_name, sortOrder: v.sort_order }] : []);
  const ranked = rankCatalogue(gameRows.map(toGame));
  const byNodeId = new Map(ranked.map((g) => [g.nodeId, g]));
  const names = searchNamesOf(ranked);
  // One view per merchant configuration object: a live reload of merchants/ brings new objects, hence new views,
  // and the old ones go with their configuration.
  const views = new WeakMap<MerchantVendors, MerchantCatalogue>();
  return {
    version: versionRow?.version ?? '',
    vendors,
    ranked,
    byNodeId,
    forMerchant(merchant) {
      const cached = views.get(merchant);
      if (cached) return cached;
      const lanes = merchantLanes(merchant.vendors, vendors);
      const offered = offeredKeys(lanes);
      const games = ranked.filter((g) => offered.has(offerKey(g.gameType, g.vassalage)));
      const view: MerchantCatalogue = {
        lanes,
        offered,
        games,
        index: indexGames(games, names),
        classifies: new Map(lanes.map((l) => [l.gameType, laneClassifies(l, ranked)])),
      };
      views.set(merchant, view);
      return view;
    },
  };
}

/** Loads the catalogue on first use; concurrent first requests share one load. */
export class CatalogueCache {
  private loading: Promise<LoadedCatalogue> | undefined;

  constructor(private readonly db: Db) {}

  get(): Promise<LoadedCatalogue> {
    this.loading ??= loadCatalogue(this.db).catch((err: unknown) => {
      this.loading = undefined;
      throw err;
    });
    return this.loading;
  }

  /** Drops the cached catalogue, for a reseed in the same process (tests, a catalogue upgrade). */
  invalidate(): void {
    this.loading = undefined;
  }
}

/** The game code of a catalogue node, or null when the catalogue has no such node. */
export async function gameCodeOfNode(db: Db, nodeId: string): Promise<string | null> {
  const { rows } = await sql<{ game_code: string }>`select game_code from game where node_id = ${nodeId}`.execute(db);
  return rows[0]?.game_code ?? null;
}

/** Vendors under maintenance as `gameType:vassalage` keys; read on every launch so operators' changes apply at once. */
export async function vendorsUnderMaintenance(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('game_vendor').select(['game_type', 'vassalage']).where('under_maintenance', '=', true).execute();
  return new Set(rows.map((r) => offerKey(r.game_type, r.vassalage)));
}

export async function setVendorMaintenance(db: Db, gameType: string, vassalage: string, underMaintenance: boolean): Promise<void> {
  await db.updateTable('game_vendor').set({ under_maintenance: underMaintenance }).where('game_type', '=', gameType).where('vassalage', '=', vassalage).execute();
}

export interface MemberRef {
  merchantId: string;
  memberId: string;
}

/** Favourite node ids, newest first. */
export async function favoriteIds(db: Db, who: MemberRef): Promise<string[]> {
  const rows = await db.selectFrom('favorite_game').select('node_id')
    .where('merchant_id', '=', who.merchantId).where('member_id', '=', who.memberId)
    .orderBy('created_at', 'desc').orderBy('node_id').execute();
  return rows.map((r) => r.node_id);
}

/** Adds a favourite; adding one twice keeps the first time (so the list order does not jump). */
export async function addFavorite(db: Db, who: MemberRef, nodeId: string, now: Date): Promise<void> {
  await db.insertInto('favorite_game')
    .values({ merchant_id: who.merchantId, member_id: who.memberId, node_id: nodeId, created_at: now })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'node_id']).doNothing())
    .execute();
}

export async function removeFavorite(db: Db, who: MemberRef, nodeId: string): Promise<void> {
  await db.deleteFrom('favorite_game')
    .where('merchant_id', '=', who.merchantId).where('member_id', '=', who.memberId).where('node_id', '=', nodeId)
    .execute();
}

/** How many recent games are kept per member: more than a page of 20, so paging has something to page. */
export const recentGamesKept = 100;

export async function recordRecentGame(db: Db, who: MemberRef, nodeId: string, now: Date): Promise<void> {
  await db.insertInto('recent_game')
    .values({ merchant_id: who.merchantId, member_id: who.memberId, node_id: nodeId, played_at: now })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'node_id']).doUpdateSet({ played_at: now }))
    .execute();
  // Trim the tail so the table does not grow with every game a member ever opened.
  await db.deleteFrom('recent_game')
    .where('merchant_id', '=', who.merchantId).where('member_id', '=', who.memberId)
    .where('node_id', 'in', (eb) => eb.selectFrom('recent_game').select('node_id')
      .where('merchant_id', '=', who.merchantId).where('member_id', '=', who.memberId)
      .orderBy('played_at', 'desc').orderBy('node_id').offset(recentGamesKept).limit(1000))
    .execute();
}

/** Recently launched node ids, most recent first. */
export async function recentGameIds(db: Db, who: MemberRef): Promise<string[]> {
  const rows = await db.selectFrom('recent_game').select('node_id')
    .where('merchant_id', '=', who.merchantId).where('member_id', '=', who.memberId)
    .orderBy('played_at', 'desc').orderBy('node_id').limit(recentGamesKept).execute();
  return rows.map((r) => r.node_id);
}

export interface WinnerRow {
  account: string;
  nodeId: string;
  winAmount: number;
  currency: string;
}

/**
 * A merchant's largest settled wins since `since`, with the winner's account name from `member` (the accounts
 * tables). Read with raw SQL because `member` belongs to another area's table types.
 */
export async function largestWins(db: Db, merchantId: string, since: Date, limit: number): Promise<WinnerRow[]> {
  const { rows } = await sql<{ account: string; node_id: string; win_amount: number | string; currency: string }>`
    select m.account, r.node_id, r.win_amount, r.currency
    from game_round r
    join member m on m.merchant_id = r.merchant_id and m.member_id = r.member_id
    where r.merchant_id = ${merchantId} and r.status = 'settled' and r.win_amount > 0 and r.settled_at >= ${since}
    order by r.win_amount desc, r.settled_at desc
    limit ${limit}`.execute(db);
  return rows.map((r) => ({ account: r.account, nodeId: r.node_id, winAmount: Number(r.win_amount), currency: r.currency }));
}
