// The demo aggregator's game pages: the shared game page (livery/page-shell.ts: header with the balance, bet,
// play button, provably fair panel) with a board per engine: reels for slots, a pick list and result for tables.
// Texts: locales/<lang>/game.json with aggregator.json over it; the game's and vendor's names come from the launch.
import type { GameEngine } from '../../../domain/game/engines/game-engines.js';
import { rowCount } from '../../../domain/game/slot.js';
import { rtpOf, slotSymbols } from '../../../domain/game/engines/slot-engine.js';
import { jackpotBoard, jackpotRules, jackpotRtpText } from './jackpot-page.js';
import { escapeHtml, renderGamePage, translator, type Translate } from '../livery/page-shell.js';
import type { GameTexts } from '../livery/game-texts.js';
import type { GameLanguage } from '../livery/livery-vendor.js';

export const aggregatorBase = '/demo-aggregator';

/** game.json's texts with aggregator.json's over them (errors merged), the game's own names as title and vendor. */
export function pageTexts(game: GameTexts, aggregator: GameTexts, names: { title: string; vendor: string }): GameTexts {
  return {
    ...game, ...aggregator,
    errors: { ...(game.errors as GameTexts), ...(aggregator.errors as GameTexts) },
    fair: { ...(game.fair as GameTexts), explain: aggregator.fairExplain as string },
    title: names.title, vendor: names.vendor,
    symbols: { ...(game.symbols as GameTexts), SCATTER: aggregator.scatter as string },
  };
}

const times = (hundredths: number): string => (hundredths / 100).toFixed(hundredths % 100 === 0 ? 0 : 2);

function slotParts(engine: Extract<GameEngine, { kind: 'slot' }>, t: Translate, fun: boolean) {
  const p = engine.profile;
  const cells = Array.from({ length: p.reels }, (_, reel) =>
    `<div class="reel" data-reel="${reel}">${Array.from({ length: rowCount }, (_, row) => `<div class="cell" data-row="${row}"></div>`).join('')}</div>`).join('');
  const runs = Array.from({ length: p.reels - 2 }, (_, i) => i + 3);
  const rows = slotSymbols.filter((s) => s !== 'SCATTER').map((symbol) =>
    `<tr><th scope="row"><span class="symbol symbol--${symbol.toLowerCase()}" aria-hidden="true"></span>${t(`symbols.${symbol}`)}</th>${runs.map((k) => `<td>${p.pays[symbol as Exclude<typeof symbol, 'SCATTER'>][k - 3]} ×</td>`).join('')}</tr>`).join('\n');
  return {
    titleKey: 'title',
    script: 'reels.js',
    playKey: 'spin',
    busyKey: 'spinning',
    board: `${jackpotBoard(t, fun)}<h2 id="board-title" class="visually-hidden">${t('reels')}</h2>
<div id="reels" class="reels reels--${p.reels}" role="img" aria-label="${t('loading')}" data-reels="${p.reels}">${cells}</div>`,
    paytable: `<section class="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">${t('paytable.title')}</h2>
<p>${t('slotRules', { lines: p.paylines.length, lineBet: `1/${p.paylines.length}`, spins: p.freeSpins })}</p>
<table>
<thead><tr><th scope="col">${t('paytable.symbol')}</th>${runs.map((k) => `<th scope="col">${t('run', { count: k })}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
${jackpotRules(t, fun)}
<p>${jackpotRtpText(t, rtpOf(p))}</p>
</section>`,
  };
}

function tableParts(engine: Extract<GameEngine, { kind: 'table' }>, t: Translate) {
  return {
    titleKey: 'title',
    script: 'table.js',
    playKey: 'play',
    busyKey: 'playing',
    board: `<h2 id="board-title" class="visually-hidden">${t('board')}</h2>
<p id="table-result" class="table-result">${t('waiting')}</p>`,
    controls: `<fieldset class="picks" id="picks" data-kind="${engine.rules.kind}">
<legend>${t('pick')}</legend>
</fieldset>`,
    paytable: `<section class="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">${t('paytable.title')}</h2>
<p>${t(`rules.${engine.rules.kind}`)}</p>
</section>`,
  };
}

export interface AggregatorPageInput {
  language: GameLanguage;
  texts: GameTexts;
  engine: GameEngine | undefined;
  /** The game's identity for the verify page's link (vendor, game code, category). */
  game?: { vendor: string; gameCode: string; gameType: string; minorUnits?: number };
  error?: string;
  /** Fun play (docs/vendors.md): a virtual balance, no jackpots. */
  fun?: boolean;
}

export function renderAggregatorPage(input: AggregatorPageInput): string {
  const { engine } = input;
  const shell = { language: input.language, texts: input.texts, rtpPercent: '', assetBase: `${aggregatorBase}/assets`, apiBase: `${aggregatorBase}/api`, extraStyles: ['aggregator.css'] };
  // The fishing game and the card hall render their own pages (fish/fish-page.ts, cards/card-pages.ts).
  if (!engine || (engine.kind !== 'slot' && engine.kind !== 'table') || input.error !== undefined) {
    return renderGamePage({ ...shell, error: input.error ?? 'invalid_game_token' }, () => ({ titleKey: 'title', script: '', board: '', playKey: '', busyKey: '', paytable: '' }));
  }
  const page = renderGamePage(shell, (t) => (engine.kind === 'slot' ? slotParts(engine, t, input.fun === true) : tableParts(engine, t)));
  // The fairness panel links to the verify page.
  const verify = new URLSearchParams({ lang: input.language, vendor: input.game?.vendor ?? '', game: input.game?.gameCode ?? '', type: input.game?.gameType ?? '', ...(input.game?.minorUnits === undefined || input.fun ? {} : { minor: String(input.game.minorUnits) }) });
  const link = `<p><a href="${aggregatorBase}/verify?${escapeHtml(verify.toString())}">${translator(input.texts)('verifyLink')}</a></p>\n</section>\n</main>`;
  return page.replace(/<\/section>\n<\/main>/, link);
}

export { times as payTimes };
