// Vendors' display names (the brand a player knows, "Livery Originals" for LIVERY): shared by the server's catalogue
// and the site, which shows them wherever a wallet or a record names a vendor, never the raw code. A name with
// translations has them in locales/<lang>/common.json under vendorNames; the site's useVendorName reads those first.
const displayNames: Readonly<Record<string, string>> = {
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

/** The vendor's display name, else its code (a vendor added to a merchant before it is named here). */
export const vendorDisplayName = (code: string): string => displayNames[code] ?? code;
