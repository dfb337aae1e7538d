// Wire schemas of the lobby API (TypeBox): the source of both validation and the TypeScript types.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { gameCategories, gameClassifies } from '../../domain/catalogue/categories.js';
import { prizeModes } from '../../domain/catalogue/lottery.js';
import { pageSizes } from '../../domain/catalogue/pagination.js';
import { Game } from '../../../src/engine/api/games.js';

/** A closed list of strings as a plain JSON Schema enum, which Ajv coerces and reports more simply than anyOf. */
const oneOf = <T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], description });

/** '' and ALL mean "no filter", as the lobby sends them when a menu is on its ALL entry. */
export const GameTypeParam = oneOf([...gameCategories, 'ALL', ''], 'Game category (gameType); ALL or empty for every category');
export const ClassifyParam = oneOf([...gameClassifies, 'ALL', ''], 'RNG sub-category: SC, VP, JP, TG, AC, BG; ALL or empty for any');
export const FlagParam = oneOf(['1', '0', 'true', 'false', ''], '1 or true to keep only flagged games');
export const PrizeModeParam = oneOf([...prizeModes], 'Lottery prize mode: LOTT, ZY, ELOTT, SEA');

const Language = Type.String({ maxLength: 16, description: 'km, en, zh (CN); other languages get English names' });
const Text = (maxLength: number, description: string) => Type.String({ maxLength, description });
const PageNo = Type.Integer({ minimum: 1, maximum: 100_000, description: 'Page, from 1' });

export { Game };

export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object({ success: Type.Boolean(), code: Type.Optional(Type.String()), message: Type.Optional(Type.String()), value });

export const GameListQuery = Type.Object({
  clientType: Type.Optional(Type.Integer({ description: '3 for the desktop site' })),
  platform: Type.Optional(Text(64, 'flash,html5-desktop')),
  merchant: Type.Optional(Text(64, 'Ignored: the merchant comes from the Host')),
  gameType: Type.Optional(GameTypeParam),
  isNew: Type.Optional(FlagParam),
  vassalage: Type.Optional(Text(32, 'Vendor code; ALL or empty for every vendor')),
  gameClassify: Type.Optional(ClassifyParam),
  gameName: Type.Optional(Text(100, 'Search text, trimmed, without case')),
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: pageSizes.gameListMax, description: 'Default 15, at most 100' })),
  language: Type.Optional(Language),
});
export type GameListQuery = Static<typeof GameListQuery>;

export const GamePage = Type.Object({ games: Type.Array(Game), pageNo: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer(), totalPages: Type.Integer() });

export const HotGamesQuery = Type.Object({
  merchantCode: Type.Optional(Text(64, 'Ignored: the merchant comes from the Host')),
  isPlatform: Type.Optional(Type.Integer({ description: '2' })),
  gameType: Type.Optional(GameTypeParam),
  vassalage: Type.Optional(Text(32, 'Vendor code')),
  platform: Type.Optional(Text(64, 'flash,html5-desktop')),
  language: Type.Optional(Language),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: 'Default: every hot game of the filter' })),
});

export const VendorListQuery = Type.Object({
  platform: Type.Optional(Text(64, 'html5-desktop')),
  flush: Type.Optional(Text(16, 'Any value: the answer is never cached by the server anyway')),
  language: Type.Optional(Language),
});

export const VendorCard = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  logoUrl: Type.String(),
  underMaintenance: Type.Boolean(),
  lobbyNodeId: Type.Optional(Type.String({ description: 'The game a vendor tile launches (not for RNG, which opens /rng?vassalage)' })),
});

export const VendorLanes = Type.Object({
  data: Type.Object({
    lanes: Type.Array(Type.Object({
      title: Type.String({ description: 'gameCategory' }),
      cards: Type.Array(VendorCard),
      gameClassify: Type.Array(Type.Object({ code: Type.String(), vendors: Type.Array(Type.String()) })),
    })),
  }),
});

export const FavoriteListQuery = Type.Object({
  clientType: Type.Optional(Type.Integer()),
  platform: Type.Optional(Text(64, 'flash,html5-desktop')),
  gameType: Type.Optional(GameTypeParam),
  vassalage: Type.Optional(Text(32, 'Vendor code')),
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: pageSizes.favouritesMax, description: 'Default 999' })),
  language: Type.Optional(Language),
});

export const FavoriteBody = Type.Object({
  nodeId: Type.String({ pattern: '^[0-9]{1,12}$', description: 'Sent as a string or a number' }),
  vassalage: Type.Optional(Text(32, 'Vendor code (informative)')),
  gameType: Type.Optional(Text(16, 'Game type (informative)')),
});

export const NodeIdQuery = Type.Object({ nodeId: Type.String({ pattern: '^[0-9]{1,12}$' }) });

export const RecentGamesQuery = Type.Object({
  page: Type.Optional(PageNo),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: pageSizes.recentMax, description: 'Default and maximum 20' })),
  gameType: Type.Optional(GameTypeParam),
  vassalage: Type.Optional(Text(32, 'Vendor code')),
  language: Type.Optional(Language),
  clientType: Type.Optional(Type.Integer()),
});

export const RankListQuery = Type.Object({
  gameCategory: Type.Optional(GameTypeParam),
  language: Type.Optional(Language),
  limitNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'Default 20' })),
});

export const Winner = Type.Object({
  customerName: Type.String({ description: 'Masked account name' }),
  iconUrl: Type.String(),
  winAmount: Type.Number({ description: 'Minor units of currency' }),
  currency: Type.String(),
  nodeId: Type.String(),
  gameName: Type.String(),
});

export const LaunchQuery = Type.Object({
  nodeId: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$' })),
  vassalage: Type.Optional(Text(32, 'With gameType and no nodeId: launch a vendor tile')),
  gameType: Type.Optional(GameTypeParam),
  language: Type.Optional(Language),
});

export const FunLaunchQuery = Type.Object({
  nodeId: Type.String({ pattern: '^[0-9]{1,12}$' }),
  language: Type.Optional(Language),
});

export const LotteryMenuQuery = Type.Object({
  prizeMode: Type.Optional(PrizeModeParam),
  device: Type.Optional(Text(16, 'WEB')),
  language: Type.Optional(Language),
});

export const OpenedNumbersQuery = Type.Object({
  gameCode: Type.Optional(Text(32, 'One game: its last draws; none: the last draw of every lottery game')),
  prizeMode: Type.Optional(PrizeModeParam),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'Draws per game with gameCode; default 10' })),
  language: Type.Optional(Language),
});

export const RoomListQuery = Type.Object({
  nodeId: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$' })),
  vassalage: Type.Optional(Text(32, 'Vendor code')),
  pageNo: Type.Optional(PageNo),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: pageSizes.gameListMax })),
  language: Type.Optional(Language),
});
