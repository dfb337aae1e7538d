// The vendors of the spec (9) per category, with display names. A vendor code (vassalage) may serve several
// categories (AG has fish, live and slot games), so a catalogue vendor is the pair (gameType, vassalage).
import type { GameCategory } from './categories.js';

export interface VendorDefinition {
  gameType: GameCategory;
  vassalage: string;
  displayName: string;
}

const displayNames: Record<string, string> = {
  AE: 'AE Gaming',
  AG: 'Asia Gaming',
  BBIN: 'BBIN',
  BG: 'Big Gaming',
  CQ9: 'CQ9 Gaming',
  DG: 'Dream Gaming',
  EA: 'EA Live',
  ELOTT: 'E-Lottery',
  GG: 'GG Gaming',
  IA: 'IA E-sports',
  IBC: 'IBC Sports',
  IMES: 'IM E-sports',
  ISB: 'iSoftBet',
  KX: 'KX Poker',
  KY: 'KY Chess',
  LIVERY: 'Livery Originals',
  LOTT: 'Lottery',
  LOTUS: 'Lotus Live',
  MG: 'Microgaming',
  MGS: 'MG Slots',
  OG: 'Oriental Game',
  PNG: "Play'n GO",
  PT: 'Playtech',
  RTG: 'Real Time Gaming',
  SBT: 'SBTech',
  TCG_LOTTO_VN: 'TCG Vietnam Lotto',
  TCG_SEA: 'TCG SEA Lottery',
  TF: 'TF Gaming',
  TGP: 'TGP Live',
  TH: 'TH Poker',
  TTG: 'Top Trend Gaming',
  UG: 'UG Sports',
  WD: 'WD Gaming',
  WS: 'WS Poker',
  XY: 'XY Poker',
};

/** Vendor codes per category as the spec lists them; the cockfight list is empty (9). */
export const vendorCodesByCategory: Record<GameCategory, readonly string[]> = {
  RNG: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'],
  FISH: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG'],
  LIVE: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP'],
  PVP: ['KX', 'KY', 'TH', 'WS', 'XY'],
  SPORTS: ['IBC', 'SBT', 'UG'],
  ESPORTS: ['IMES', 'TF', 'IA'],
  COCKFIGHT: [],
  LOTT: ['LOTT', 'TCG_SEA'],
  ELOTT: ['ELOTT', 'TCG_LOTTO_VN'],
  INHOUSE: ['LIVERY'],
};

export const vendorDisplayName = (vassalage: string): string => displayNames[vassalage] ?? vassalage;

export const vendorDefinitions: readonly VendorDefinition[] = (Object.entries(vendorCodesByCategory) as [GameCategory, readonly string[]][])
  .flatMap(([gameType, codes]) => codes.map((vassalage) => ({ gameType, vassalage, displayName: vendorDisplayName(vassalage) })));

/** Vendors whose games open in the platform's own lottery lobbies (4.6), by the route that lobby lives at. */
export const lotteryRoutes: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

/** The in-house vendor, whose games run on the platform's demo game page and seamless wallet. */
export const inHouseVendor = 'LIVERY';
