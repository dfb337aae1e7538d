// The in-house vendor LIVERY: its games run on pages of this server (/games/livery/<game>) and play through the
// seamless wallet. Every catalogue game of the vendor is playable: Lucky Lantern, Lantern Dice and the mini games.
import { existsSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { MerchantConfig } from '../../../../src/engine/config-types.js';
import { LANGUAGES } from '../../../../src/engine/languages.js';
import { projectPath } from '../../../lib/project-root.js';
import { inHouseVendor } from '../../../domain/catalogue/vendors.js';
import { createGameSession } from '../../../db/game-session-repository.js';
import { roundSeedsOf } from '../../../db/game-seed-repository.js';
import { createFunSession } from '../../../db/livery-fun-repository.js';
import type { FunLaunchContext, GameVendor, LaunchContext, RoundFairness, RoundQuery } from '../game-vendor.js';
import { lanternDiceCode } from './lantern-dice.js';
import { luckyLanternCode } from './lucky-lantern.js';
import { miniGames } from './minis/mini-games.js';
import type { Database } from '../../../db/schema.js';

/** The page of each playable game, by game code. */
export const liveryGamePages: Readonly<Record<string, string>> = {
  [luckyLanternCode]: '/games/livery/slot',
  [lanternDiceCode]: '/games/livery/dice',
  // Lantern Mines, Lantern Hi-Lo, Crash and Plinko (minis/).
  ...Object.fromEntries(Object.values(miniGames).map((g) => [g.code, g.page])),
};

// The languages the game pages are written in: every bundled language (src/engine/languages.ts's registry, in its
// order, with locales/<lang>/ holding the four game namespaces game.json, minis.json, aggregator.json and
// sportsbook.json), so a new language joins the game pages by its locale files alone; another language plays in the
// fallback. The type is the merchant schema's enum of bundled languages (tests/engine/languages.test.ts keeps it equal to
// locales/, tests/server/game/launch-language.test.ts keeps this list equal to it). Arabic, Persian, Hebrew and Urdu pages are
// right to left (dir="rtl", the game stylesheets use logical properties only).
export type GameLanguage = MerchantConfig['defaultLanguage'];
const gameNamespaces = ['game', 'minis', 'aggregator', 'sportsbook'] as const;
const hasGameTexts = (code: string): code is GameLanguage =>
  gameNamespaces.every((namespace) => existsSync(projectPath('locales', code, `${namespace}.json`)));
export const gameLanguages: readonly GameLanguage[] = LANGUAGES.map(({ code }) => code).filter(hasGameTexts);
export const gameLanguage = (value: string | undefined, fallback: GameLanguage = 'km'): GameLanguage => {
  const v = value === 'CN' ? 'zh' : value;
  return (gameLanguages as readonly string[]).includes(v ?? '') ? (v as GameLanguage) : fallback;
};

/**
 * The language a launch asks for as a game page language (KH, CN, zh-CN... normalised; zh-TW, zh-HK and zh-Hant read
 * Traditional Chinese, pt, pt-BR and pt-PT Brazilian Portuguese); any other plays in English.
 */
export const launchLanguage = (value: string | undefined): GameLanguage => {
  const lower = (value ?? '').toLowerCase();
  if (/^zh[-_](tw|hk|mo|hant)/.test(lower)) return 'zh-TW';
  if (/^pt(?:[-_]|$)/.test(lower)) return 'pt-BR';
  const code = lower.split(/[-_]/)[0];
  return gameLanguage(code === 'kh' ? 'km' : code === 'cn' ? 'zh' : code, 'en');
};

/** A fun player's opening play money, in whole units of the merchant's currency (as the demo aggregator's fun players). */
export const funOpeningUnits = 2000;

export function createLiveryVendor(deps: { db: Kysely<Database>; now: () => Date }): GameVendor {
  return {
    code: inHouseVendor,
    plays: (game) => game.vassalage === inHouseVendor && liveryGamePages[game.gameCode] !== undefined,
    async launch({ merchant, memberId, game, language }: LaunchContext) {
      const { token } = await createGameSession(deps.db, {
        merchantId: merchant.code, memberId, nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType, language,
      }, deps.now());
      const query = new URLSearchParams({ token, lang: gameLanguage(language) });
      return { url: `${liveryGamePages[game.gameCode]}?${query.toString()}` };
    },
    // Fun play (docs/demo-game.md "Fun play"): every in-house game, a new fun player with play money per launch.
    playsFun: (game) => game.vassalage === inHouseVendor && game.isGame === 1 && liveryGamePages[game.gameCode] !== undefined,
    async launchFun({ merchant, game, language }: FunLaunchContext) {
      const { token } = await createFunSession(deps.db, {
        merchantId: merchant.code, nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType, language,
        opening: funOpeningUnits * 10 ** merchant.currency.minorUnits,
      }, deps.now());
      const query = new URLSearchParams({ token, lang: gameLanguage(language) });
      return { url: `${liveryGamePages[game.gameCode]}?${query.toString()}` };
    },
    // The round's seeds from the platform's own tables; the verify page replays the draw once the seed is revealed.
    async roundDetail({ merchant, memberId, roundId, language }: RoundQuery): Promise<RoundFairness | null> {
      const seeds = await roundSeedsOf(deps.db, { merchantId: merchant.code, memberId, vassalage: inHouseVendor }, roundId);
      if (!seeds) return null;
      const verify = new URLSearchParams({
        lang: gameLanguage(language), game: seeds.game ?? '', clientSeed: seeds.clientSeed, nonce: String(seeds.nonce), ...(seeds.serverSeed ? { serverSeed: seeds.serverSeed } : {}),
      });
      return {
        method: 'seeds', serverSeedHash: seeds.serverSeedHash, serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nonce,
        verifyUrl: `/games/livery/verify?${verify.toString()}`,
      };
    },
  };
}
