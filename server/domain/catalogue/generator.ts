// Generates the game catalogue from a seed: the same seed gives the same vendors and games, byte for byte, so
// the catalogue can be seeded on any node and its version compared instead of its rows.
import { gameCategories, type GameCategory, type GameClassify } from './categories.js';
import {
  arcadeName, fishName, liveTableName, lobbyName, pvpName, slotName, tableGameName, videoPokerName, type LocalizedName,
} from './game-names.js';
import { lotteryGameDefinitions, type LotteryGroup } from './lottery.js';
import { createPrng, type Prng } from './prng.js';
import { vendorDefinitions, type VendorDefinition } from './vendors.js';

export interface CatalogueVendor extends VendorDefinition {
  /** Order of the vendor within its category, as the spec lists them. */
  sortOrder: number;
}

export interface CatalogueGame {
  /** Unique across the catalogue; numeric text, kept as a string everywhere (spec 3: ids are strings). */
  nodeId: string;
  gameType: GameCategory;
  vassalage: string;
  gameCode: string;
  gameClassify: GameClassify | '';
  names: LocalizedName;
  /** 1 for a game, 0 for a vendor's lobby entry (sportsbook, live hall, card hall, lottery hall). */
  isGame: 0 | 1;
  isHot: 0 | 1;
  isNew: 0 | 1;
  /** ISO date (YYYY-MM-DD). */
  releaseDate: string;
  /** Higher is more played: orders lists, hot games and the alternatives of a game under maintenance. */
  popularity: number;
  lotteryGroup: LotteryGroup | null;
  drawSeconds: number | null;
}

export interface Catalogue {
  version: string;
  vendors: CatalogueVendor[];
  games: CatalogueGame[];
}

/** Bump when the generator's output changes for the same seed, so deployed catalogues are replaced. */
export const generatorRevision = 2;
export const defaultCatalogueSeed = 'livery-2026';
/** "New" is relative to this date rather than today, so a catalogue version never changes under a running site. */
export const catalogueReferenceDate = '2026-06-01';
const newWindowDays = 60;

/** Slot vendors' sizes, roughly as large vendors' portfolios compare. */
const rngSizes: Record<string, number> = {
  PT: 380, MG: 360, PNG: 300, ISB: 250, RTG: 230, CQ9: 260, AG: 150, GG: 130, AE: 150, MGS: 200, TTG: 190, WD: 120,
};

/** Share of RNG games per classification; the rest are plain video slots with no classification. */
const rngClassifyShare: readonly [GameClassify, number][] = [['JP', 0.12], ['TG', 0.08], ['AC', 0.06], ['VP', 0.05], ['SC', 0.04], ['BG', 0.03]];

const inHouseGames: readonly { code: string; classify: GameClassify | ''; names: LocalizedName }[] = [
  { code: 'LUCKY_LANTERN', classify: '', names: { en: 'Lucky Lantern Slots', zh: '幸运灯笼老虎机', km: 'គោមសំណាង' } },
  { code: 'LANTERN_DICE', classify: 'AC', names: { en: 'Lantern Dice', zh: '灯笼骰子', km: 'គ្រាប់ឡុកឡាក់គោម' } },
  { code: 'LANTERN_MINES', classify: 'AC', names: { en: 'Lantern Mines', zh: '灯笼扫雷', km: 'មីនគោម' } },
  { code: 'LANTERN_HILO', classify: 'AC', names: { en: 'Lantern Hi-Lo', zh: '灯笼猜大小', km: 'ធំតូចគោម' } },
  { code: 'CRASH', classify: 'AC', names: { en: 'Lantern Crash', zh: '灯笼飞升', km: 'គោមហោះ' } },
  { code: 'PLINKO', classify: 'AC', names: { en: 'Lantern Plinko', zh: '灯笼弹珠', km: 'គ្រាប់ធ្លាក់គោម' } },
];

const dayMs = 86_400_000;

function releaseDate(prng: Prng, isNew: boolean): string {
  const reference = Date.parse(`${catalogueReferenceDate}T00:00:00Z`);
  const daysBack = isNew ? prng.int(0, newWindowDays - 1) : prng.int(newWindowDays + 1, 365 * 12);
  return new Date(reference - daysBack * dayMs).toISOString().slice(0, 10);
}

function pickClassify(prng: Prng): GameClassify | '' {
  let r = prng.next();
  for (const [code, share] of rngClassifyShare) {
    if (r < share) return code;
    r -= share;
  }
  return '';
}

function rngName(prng: Prng, classify: GameClassify | ''): LocalizedName {
  switch (classify) {
    case 'VP': return videoPokerName(prng);
    case 'TG': return tableGameName(prng);
    case 'AC': return arcadeName(prng);
    default: return slotName(prng, classify);
  }
}

const slug = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '');

/** Draws names until one is new for the vendor; a numbered name after many misses keeps the loop finite. */
function uniqueName(prng: Prng, taken: Set<string>, draw: () => LocalizedName, serial: number): LocalizedName {
  for (let attempt = 0; attempt < 100; attempt++) {
    const name = draw();
    if (!taken.has(name.en)) {
      taken.add(name.en);
      return name;
    }
  }
  const name = draw();
  const numbered = { en: `${name.en} ${serial}`, zh: `${name.zh} ${serial}`, km: `${name.km} ${serial}` };
  taken.add(numbered.en);
  return numbered;
}

export function catalogueVersion(seed: string): string {
  return `r${generatorRevision}-${seed}`;
}

export function generateCatalogue(seed: string = defaultCatalogueSeed): Catalogue {
  const vendors: CatalogueVendor[] = [];
  const games: CatalogueGame[] = [];

  for (const gameType of gameCategories) {
    const inCategory = vendorDefinitions.filter((v) => v.gameType === gameType);
    inCategory.forEach((definition, vendorIndex) => {
      vendors.push({ ...definition, sortOrder: vendorIndex + 1 });
      // One stream per vendor: adding a vendor or a category does not reshuffle the others' games.
      const prng = createPrng(`${seed}:${gameType}:${definition.vassalage}`);
      const prefix = `${gameCategories.indexOf(gameType) + 1}${String(vendorIndex + 1).padStart(2, '0')}`;
      const taken = new Set<string>();
      const add = (serial: number, fields: Pick<CatalogueGame, 'gameCode' | 'gameClassify' | 'names' | 'isGame'> & Partial<CatalogueGame>) => {
        const isNew = fields.isGame === 1 && prng.chance(gameType === 'RNG' ? 0.06 : 0.04);
        const isHot = fields.isGame === 1 && prng.chance(0.08);
        games.push({
          nodeId: `${prefix}${String(serial).padStart(4, '0')}`,
          gameType,
          vassalage: definition.vassalage,
          isHot: isHot ? 1 : 0,
          isNew: isNew ? 1 : 0,
          releaseDate: releaseDate(prng, isNew),
          // Hot games are the most played ones; lobbies rank high since a vendor tile opens them.
          popularity: isHot ? prng.int(7000, 9999) : fields.isGame === 0 ? prng.int(5000, 6999) : prng.int(0, 6999),
          lotteryGroup: null,
          drawSeconds: null,
          ...fields,
        });
      };
      const addLobby = () => add(0, { gameCode: 'LOBBY', gameClassify: '', names: lobbyName(definition.displayName), isGame: 0 });

      switch (gameType) {
        case 'RNG': {
          const count = (rngSizes[definition.vassalage] ?? 100) + prng.int(-10, 10);
          for (let serial = 1; serial <= count; serial++) {
            const classify = pickClassify(prng);
            const names = uniqueName(prng, taken, () => rngName(prng, classify), serial);
            add(serial, { gameCode: `${definition.vassalage}_${slug(names.en)}`, gameClassify: classify, names, isGame: 1 });
          }
          break;
        }
        case 'FISH': {
          const count = prng.int(10, 18);
          for (let serial = 1; serial <= count; serial++) {
            const names = uniqueName(prng, taken, () => fishName(prng), serial);
            add(serial, { gameCode: `${definition.vassalage}_${slug(names.en)}`, gameClassify: '', names, isGame: 1 });
          }
          break;
        }
        case 'LIVE': {
          addLobby();
          const count = prng.int(20, 36);
          for (let serial = 1; serial <= count; serial++) {
            const names = liveTableName(prng, serial);
            add(serial, { gameCode: `${definition.vassalage}_${slug(names.en)}`, gameClassify: '', names, isGame: 1 });
          }
          break;
        }
        case 'PVP': {
          addLobby();
          const count = prng.int(30, 45);
          for (let serial = 1; serial <= count; serial++) {
            const names = uniqueName(prng, taken, () => pvpName(prng), serial);
            add(serial, { gameCode: `${definition.vassalage}_${slug(names.en)}`, gameClassify: '', names, isGame: 1 });
          }
          break;
        }
        case 'SPORTS':
        case 'ESPORTS':
        case 'COCKFIGHT':
          addLobby();
          break;
        case 'LOTT':
        case 'ELOTT':
          addLobby();
          lotteryGameDefinitions.filter((l) => l.vassalage === definition.vassalage).forEach((lottery, i) => {
            add(i + 1, {
              gameCode: lottery.gameCode, gameClassify: '', names: lottery.names, isGame: 1,
              lotteryGroup: lottery.group, drawSeconds: lottery.drawSeconds,
            });
          });
          break;
        case 'INHOUSE':
          inHouseGames.forEach((game, i) => add(i + 1, { gameCode: game.code, gameClassify: game.classify, names: game.names, isGame: 1 }));
          break;
      }
    });
  }
  return { version: catalogueVersion(seed), vendors, games };
}
