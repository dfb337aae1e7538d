// Card rooms of a PVP game (GLS2_roomList): four stake levels per game, with stakes scaled to the merchant's
// currency so a VND room does not ask for 1 dong.
import type { CatalogueGame } from './generator.js';

export const roomLevels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'VIP'] as const;
export type RoomLevel = (typeof roomLevels)[number];

/** Minimum stake of each level in major units of a dollar-like currency. */
const levelStakes: Record<RoomLevel, number> = { BEGINNER: 1, INTERMEDIATE: 10, ADVANCED: 100, VIP: 1000 };

/** How many units of a currency buy about a dollar-like stake; currencies not listed are dollar-like. */
const stakeScale: Readonly<Record<string, number>> = { VND: 25_000, KHR: 4_000, IDR: 15_000, THB: 35, PHP: 55, CNY: 7, MYR: 4 };

export interface CardRoom {
  roomId: string;
  nodeId: string;
  vassalage: string;
  level: RoomLevel;
  /** Minor units of the merchant's currency. */
  minBet: number;
  maxBet: number;
}

export function cardRooms(game: Pick<CatalogueGame, 'nodeId' | 'vassalage'>, currency: { code: string; minorUnits: number }): CardRoom[] {
  const scale = (stakeScale[currency.code] ?? 1) * 10 ** currency.minorUnits;
  return roomLevels.map((level) => ({
    roomId: `${game.nodeId}-${level}`,
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    level,
    minBet: levelStakes[level] * scale,
    maxBet: levelStakes[level] * 100 * scale,
  }));
}
