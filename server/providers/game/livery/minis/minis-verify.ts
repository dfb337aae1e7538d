// The mini games' verify page (/games/livery/verify): replays a round's draw from its revealed server seed, client
// seed and nonce with the same rules as the game: where the mines lay, the cards in order, the crash point, or the
// ball's path. A plain GET form, no script: anyone can check a round, logged in or not.
import { crashBounds, crashPointOf } from '../../../../domain/game/minis/crash.js';
import { drawIntegers, hashServerSeed, isValidClientSeed } from '../../../../domain/game/fairness.js';
import { hiloBounds, rankOf, suitOf } from '../../../../domain/game/minis/hilo.js';
import { isMinesCount, minesBounds, placeMines } from '../../../../domain/game/minis/mines.js';
import { dropBall, isPlinkoRisk, isPlinkoRows, plinkoBounds } from '../../../../domain/game/minis/plinko.js';
import type { GameTexts } from '../game-texts.js';
import type { GameLanguage } from '../livery-vendor.js';
import { escapeHtml, translator } from '../page-shell.js';
import { crashCode, lanternHiloCode, lanternMinesCode, plinkoCode } from './mini-games.js';
import { diceBounds } from '../../../../domain/game/dice.js';
import { stopBounds } from '../../../../domain/game/slot.js';
import { lanternDiceCode } from '../lantern-dice.js';
import { luckyLanternCode } from '../lucky-lantern.js';
import { timesText } from './minis-pages.js';
import { directionOf } from '../../../../../src/engine/languages.js';

const rankNames = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suitNames = ['♣', '♦', '♥', '♠'];
export const cardName = (card: number): string => `${rankNames[rankOf(card) - 1]}${suitNames[suitOf(card)]}`;

type Seeds = { serverSeed: string; clientSeed: string; nonce: number };

/** The replayed draw in words, or undefined when the fields do not fit the game. */
export function replayMini(game: string, seeds: Seeds, params: { mines?: number; rows?: number; risk?: string }): string | undefined {
  const draw = (bounds: readonly number[]) => drawIntegers(seeds.serverSeed, seeds.clientSeed, seeds.nonce, bounds);
  switch (game) {
    case lanternMinesCode:
      if (!isMinesCount(params.mines)) return undefined;
      return placeMines(draw(minesBounds), params.mines).map((t) => `${Math.floor(t / 5) + 1}-${(t % 5) + 1}`).join(' ');
    case lanternHiloCode:
      return draw(hiloBounds).map(cardName).join(' ');
    case crashCode:
      return `${timesText(crashPointOf(draw(crashBounds)), 100)}×`;
    case plinkoCode: {
      if (!isPlinkoRows(params.rows) || !isPlinkoRisk(params.risk)) return undefined;
      const ball = dropBall(draw(plinkoBounds(params.rows)), params.rows, params.risk, 100);
      return `${ball.path.map((b) => (b === 1 ? 'R' : 'L')).join('')} → ${ball.bucket} (${timesText(ball.times, 100)}×)`;
    }
    // Lucky Lantern and Lantern Dice (docs/demo-game.md) replay here too: the reels' stops, the dice.
    case luckyLanternCode:
      return draw(stopBounds).join(', ');
    case lanternDiceCode: {
      const dice = draw(diceBounds).map((d) => d + 1);
      return `${dice.join(', ')} (${dice.reduce((a, b) => a + b, 0)})`;
    }
    default:
      return undefined;
  }
}

export function renderMinisVerifyPage({ language, texts, query }: { language: GameLanguage; texts: GameTexts; query: Record<string, string | undefined> }): string {
  const t = translator(texts);
  const field = (name: string, label: string, value: string | undefined, hint?: string) =>
    `<div><label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value ?? '')}" autocomplete="off" spellcheck="false"${hint ? ` aria-describedby="${name}-hint"` : ''}>${hint ? `<p id="${name}-hint" class="hint">${hint}</p>` : ''}</div>`;
  const game = query.game ?? '';
  const games = [lanternMinesCode, lanternHiloCode, crashCode, plinkoCode, luckyLanternCode, lanternDiceCode];
  let result = '';
  if (query.serverSeed !== undefined) {
    const serverSeed = query.serverSeed.trim();
    const clientSeed = (query.clientSeed ?? '').trim();
    const nonce = Number(query.nonce);
    const valid = /^[0-9a-f]{64}$/.test(serverSeed) && isValidClientSeed(clientSeed) && Number.isSafeInteger(nonce) && nonce >= 0;
    const words = valid ? replayMini(game, { serverSeed, clientSeed, nonce }, {
      mines: Number(query.mines), rows: Number(query.rows), risk: (query.risk ?? '').toUpperCase(),
    }) : undefined;
    result = words === undefined
      ? `<p class="error" role="alert">${t('minis.verify.invalid')}</p>`
      : `<div role="status"><p>${t('minis.verify.hash', { hash: hashServerSeed(serverSeed) })}</p><p>${t(`minis.verify.outcome.${game}`, { outcome: words })}</p></div>`;
  }
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('minis.verify.title')}</title>
<link rel="stylesheet" href="/games/livery/assets/game.css">
<link rel="stylesheet" href="/games/livery/assets/minis.css">
</head>
<body>
<main class="game game--ended">
<h1>${t('minis.verify.title')}</h1>
<section>
<p>${t('minis.verify.intro')}</p>
<form method="get" action="/games/livery/verify" class="verify-form">
<input type="hidden" name="lang" value="${language}">
<div><label for="game">${t('minis.verify.game')}</label><select id="game" name="game">${games.map((g) => `<option value="${g}"${g === game ? ' selected' : ''}>${t(`minis.verify.games.${g}`)}</option>`).join('')}</select></div>
${field('serverSeed', t('fair.serverSeed'), query.serverSeed)}
${field('clientSeed', t('fair.clientSeed'), query.clientSeed)}
${field('nonce', t('minis.verify.nonce'), query.nonce)}
${field('mines', t('minis.mines.count'), query.mines, t('minis.verify.minesHint'))}
${field('rows', t('minis.plinko.rows'), query.rows, t('minis.verify.plinkoHint'))}
${field('risk', t('minis.plinko.risk'), query.risk)}
<button type="submit">${t('minis.verify.submit')}</button>
</form>
${result}
</section>
</main>
</body>
</html>`;
}
