// Card rooms of a PVP game (GLS2_roomList, the card hall of docs/vendors.md): four stake levels per game, with
// stakes scaled to the merchant's currency so a VND room does not ask for 1 dong; a room asks ten stakes of balance
// to sit down, and shows how many players are in it (a crowd that follows the hour, the same on every node).
import { createHash } from 'node:crypto';
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
  /** The balance a player needs to sit down (minor units): ten stakes. */
  minBalance: number;
}

/** How many stakes of balance a room asks to sit down. */
export const minBalanceStakes = 10;

export function cardRooms(game: Pick<CatalogueGame, 'nodeId' | 'vassalage'>, currency: { code: string; minorUnits: number }): CardRoom[] {
  const scale = (stakeScale[currency.code] ?? 1) * 10 ** currency.minorUnits;
  return roomLevels.map((level) => ({
    roomId: `${game.nodeId}-${level}`,
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    level,
    minBet: levelStakes[level] * scale,
    maxBet: levelStakes[level] * 100 * scale,
    minBalance: levelStakes[level] * minBalanceStakes * scale,
  }));
}

/** The bets a room offers: its stake times 1, 2, 5 and 10 (the room's stake sets the bet). */
export const roomBets = (room: Pick<CardRoom, 'minBet' | 'maxBet'>): number[] => [1, 2, 5, 10].map((k) => room.minBet * k).filter((b) => b <= room.maxBet);

const crowd: Record<RoomLevel, readonly [number, number]> = { BEGINNER: [40, 160], INTERMEDIATE: [20, 90], ADVANCED: [8, 40], VIP: [2, 14] };

/**
 * Players in a room at a time: busiest in the evening (UTC+7, the market's clock), quietest before dawn, with a
 * jitter that changes every five minutes. Deterministic, so every node and the room list agree.
 */
export function playersOnline(room: Pick<CardRoom, 'roomId' | 'level'>, at: Date): number {
  const [low, high] = crowd[room.level];
  const hour = ((at.getUTCHours() + 7) % 24) + at.getUTCMinutes() / 60;
  const evening = (1 + Math.cos(((hour - 21) / 24) * 2 * Math.PI)) / 2;
  const slot = Math.floor(at.getTime() / 300_000);
  const jitter = createHash('sha256').update(`${room.roomId}:${slot}`).digest().readUInt16BE(0) / 65_535;
  return Math.round(low + (high - low) * (0.75 * evening + 0.25 * jitter));
}
