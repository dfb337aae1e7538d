// The mini games' pages inside the shared game page (page-shell.ts): each game's board, its own controls and its
// rules with the exact RTP. Their scripts (assets/mines.js, hilo.js, crash.js, plinko.js) call the mini games' API
// (minis-routes.ts) through common.js; texts from locales/{km,en,zh,vi}/minis.json (under `minis`, errors merged).
import { readFileSync } from 'node:fs';
import { crashMaxHundredths } from '../../../../domain/game/minis/crash.js';
import { winningRanks, hiloGuesses } from '../../../../domain/game/minis/hilo.js';
import { minesTimes } from '../../../../domain/game/minis/mines.js';
import { maxTimes, minisRtpPercent } from '../../../../domain/game/minis/minis-money.js';
import { plinkoRisks, plinkoRowsMax, plinkoRowsMin, plinkoRtp, plinkoTable } from '../../../../domain/game/minis/plinko.js';
import { projectPath } from '../../../../lib/project-root.js';
import type { GameTexts } from '../game-texts.js';
import { gameLanguages, type GameLanguage } from '../livery-vendor.js';
import { renderGamePage, type GamePageInput, type GamePageParts, type Translate } from '../page-shell.js';
import { percentOf } from '../livery-routes.js';
import { crashCode, lanternHiloCode, lanternMinesCode, plinkoCode } from './mini-games.js';

export const minisApi = '/games/livery/api/minis';

export function loadMinisTexts(): Record<GameLanguage, GameTexts> {
  return Object.fromEntries(gameLanguages.map((l) => [l, JSON.parse(readFileSync(projectPath('locales', l, 'minis.json'), 'utf8')) as GameTexts])) as Record<GameLanguage, GameTexts>;
}

/** Ten-thousandths (or hundredths) of the bet as "1.0104" style text, trailing zeros dropped, at least two decimals. */
export const timesText = (value: number, scale: number): string => {
  const text = (value / scale).toFixed(scale === 10_000 ? 4 : 2);
  return text.replace(/(\.\d\d\d*?)0+$/, '$1');
};

const rtpLine = (t: Translate, rtp: string) => `<p>${t('paytable.rtp', { rtp })}</p>\n${maxWinLine(t)}`;
/** The payout cap every mini game's server applies (minis-money.ts), stated with the rules. */
const maxWinLine = (t: Translate) => `<p class="max-win" data-testid="max-win">${t('minis.maxWin', { times: maxTimes.toLocaleString('en-US') })}</p>`;

function minesPage(t: Translate) {
  const counts = [1, 3, 5, 10, 24];
  const steps = [1, 2, 3, 4, 5];
  const rows = counts.map((m) => `<tr><th scope="row">${m}</th>${steps.map((k) => `<td>${k <= 25 - m ? `${timesText(Math.floor(minesTimes(m, k) / 100), 100)}×` : '—'}</td>`).join('')}</tr>`).join('\n');
  // A grid widget (WAI-ARIA grid pattern): one tab stop, the arrow keys move between tiles (roving tabindex, mines.js).
  const tile = (i: number) => `<div role="gridcell" class="tiles__cell"><button type="button" class="tile" data-tile="${i}" tabindex="${i === 0 ? 0 : -1}" aria-label="${t('minis.mines.tileHidden', { row: Math.floor(i / 5) + 1, column: (i % 5) + 1 })}" disabled></button></div>`;
  const tiles = Array.from({ length: 5 }, (_, r) => `<div role="row" class="tiles__row">${Array.from({ length: 5 }, (_, c) => tile(r * 5 + c)).join('')}</div>`).join('\n');
  return {
    titleKey: 'minis.mines.title', script: 'mines.js', playKey: 'minis.start', busyKey: 'minis.starting',
    board: `<h2 id="board-title" class="visually-hidden">${t('minis.mines.board')}</h2>
<div id="tiles" class="tiles" role="grid" aria-labelledby="board-title" aria-describedby="tiles-keys">
${tiles}
</div>
<p id="tiles-keys" class="hint">${t('minis.mines.keys')}</p>
<div class="cashout-bar"><p>${t('minis.multiplier')}: <output id="times">1×</output> · ${t('minis.mines.next')}: <output id="next-times">—</output></p>
<button id="cashout" type="button" class="cashout" disabled>${t('minis.cashOut')}</button></div>`,
    controls: `<div class="bet"><label for="mines">${t('minis.mines.count')}</label>
<select id="mines" name="mines" disabled>${Array.from({ length: 24 }, (_, i) => `<option value="${i + 1}"${i + 1 === 3 ? ' selected' : ''}>${i + 1}</option>`).join('')}</select></div>`,
    paytable: `<section class="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">${t('minis.rules')}</h2>
<p>${t('minis.mines.rules')}</p>
<table>
<caption>${t('minis.mines.tableCaption')}</caption>
<thead><tr><th scope="col">${t('minis.mines.count')}</th>${steps.map((k) => `<th scope="col">${t('minis.mines.afterTiles', { count: k })}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
${rtpLine(t, String(minisRtpPercent))}
</section>`,
  };
}

function hiloPage(t: Translate) {
  const ranks = Array.from({ length: 13 }, (_, i) => i + 1);
  const rows = ranks.map((r) => `<tr><th scope="row">${t(`minis.hilo.ranks.r${r}`)}</th>${hiloGuesses.map((g) => {
    const ways = winningRanks(r, g);
    return `<td>${ways === 0 ? '—' : `${timesText(Math.floor((minisRtpPercent * 13 * 100) / ways), 10_000)}×`}</td>`;
  }).join('')}</tr>`).join('\n');
  const guessButtons = hiloGuesses.map((g) => `<button type="button" class="guess" id="guess-${g.toLowerCase()}" data-move="${g}" disabled>${t(`minis.hilo.guesses.${g}`)} <span class="guess__times" data-times="${g}"></span></button>`).join('');
  return {
    titleKey: 'minis.hilo.title', script: 'hilo.js', playKey: 'minis.hilo.deal', busyKey: 'minis.starting',
    board: `<h2 id="board-title" class="visually-hidden">${t('minis.hilo.board')}</h2>
<div class="hilo">
<div id="card" class="playing-card" role="img" aria-label="${t('minis.hilo.noCard')}">?</div>
<ol id="history" class="history" aria-label="${t('minis.hilo.history')}"></ol>
</div>
<div class="moves" role="group" aria-label="${t('minis.hilo.guess')}">${guessButtons}
<button type="button" class="guess" id="skip" data-move="SKIP" disabled>${t('minis.hilo.skip')}</button></div>
<div class="cashout-bar"><p>${t('minis.multiplier')}: <output id="times">1×</output></p>
<button id="cashout" type="button" class="cashout" disabled>${t('minis.cashOut')}</button></div>`,
    paytable: `<section class="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">${t('minis.rules')}</h2>
<p>${t('minis.hilo.rules')}</p>
<table>
<caption>${t('minis.hilo.tableCaption')}</caption>
<thead><tr><th scope="col">${t('minis.hilo.card')}</th>${hiloGuesses.map((g) => `<th scope="col">${t(`minis.hilo.guesses.${g}`)}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
${rtpLine(t, String(minisRtpPercent))}
</section>`,
  };
}

function crashPage(t: Translate) {
  const points = [150, 200, 500, 1000, 10000];
  const rows = points.map((x) => `<tr><th scope="row">${timesText(x, 100)}×</th><td>${percentOf(BigInt(minisRtpPercent * 100), BigInt(x))} %</td></tr>`).join('\n');
  return {
    titleKey: 'minis.crash.title', script: 'crash.js', playKey: 'minis.crash.bet', busyKey: 'minis.starting',
    board: `<h2 id="board-title" class="visually-hidden">${t('minis.crash.board')}</h2>
<div class="crash" id="crash">
<p class="crash__times"><output id="crash-times">1.00×</output></p>
<div class="crash__track" aria-hidden="true"><div id="crash-bar" class="crash__bar"></div></div>
</div>
<div class="cashout-bar"><p id="crash-state">${t('minis.crash.waiting')}</p>
<button id="cashout" type="button" class="cashout" disabled>${t('minis.cashOut')}</button></div>`,
    controls: `<div class="bet"><label for="auto">${t('minis.crash.auto')}</label>
<input id="auto" name="auto" type="number" inputmode="decimal" min="1.01" max="${crashMaxHundredths / 100}" step="0.01" aria-describedby="auto-hint" disabled></div>
<p id="auto-hint" class="hint">${t('minis.crash.autoHint')}</p>`,
    paytable: `<section class="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">${t('minis.rules')}</h2>
<p>${t('minis.crash.rules')}</p>
<table>
<caption>${t('minis.crash.tableCaption')}</caption>
<thead><tr><th scope="col">${t('minis.crash.cashOutAt')}</th><th scope="col">${t('minis.crash.chance')}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
${rtpLine(t, String(minisRtpPercent))}
</section>`,
  };
}

function plinkoPage(t: Translate) {
  const tables: Record<string, { times: number[]; rtp: string }> = {};
  for (const risk of plinkoRisks) {
    for (let rows = plinkoRowsMin; rows <= plinkoRowsMax; rows += 1) {
      const f = plinkoRtp(rows, risk);
      tables[`${rows}:${risk}`] = { times: plinkoTable(rows, risk), rtp: percentOf(f.numerator, f.denominator) };
    }
  }
  const rowOptions = Array.from({ length: plinkoRowsMax - plinkoRowsMin + 1 }, (_, i) => plinkoRowsMin + i)
    .map((r) => `<option value="${r}"${r === 12 ? ' selected' : ''}>${r}</option>`).join('');
  const risks = plinkoRisks.map((r) => `<label class="pick"><input type="radio" name="risk" value="${r}"${r === 'MEDIUM' ? ' checked' : ''} disabled> ${t(`minis.plinko.risks.${r}`)}</label>`).join('\n');
  return {
    titleKey: 'minis.plinko.title', script: 'plinko.js', playKey: 'minis.plinko.drop', busyKey: 'minis.plinko.dropping',
    board: `<h2 id="board-title" class="visually-hidden">${t('minis.plinko.board')}</h2>
<div id="plinko" class="plinko" role="img" aria-label="${t('minis.plinko.noDrop')}"><div id="pegs" class="pegs"></div><ol id="buckets" class="buckets"></ol></div>
<script type="application/json" id="plinko-tables">${JSON.stringify(tables)}</script>`,
    controls: `<div class="bet"><label for="rows">${t('minis.plinko.rows')}</label><select id="rows" name="rows" disabled>${rowOptions}</select></div>
<fieldset class="picks"><legend>${t('minis.plinko.risk')}</legend>
${risks}
</fieldset>`,
    paytable: `<section class="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">${t('minis.rules')}</h2>
<p>${t('minis.plinko.rules')}</p>
<table>
<caption id="plinko-caption"></caption>
<thead><tr><th scope="col">${t('minis.plinko.bucket')}</th><th scope="col">${t('minis.plinko.chance')}</th><th scope="col">${t('minis.multiplier')}</th></tr></thead>
<tbody id="plinko-table"></tbody>
</table>
<p id="plinko-rtp"></p>
${maxWinLine(t)}
</section>`,
  };
}

const pages: Record<string, (t: Translate) => GamePageParts> = {
  [lanternMinesCode]: minesPage, [lanternHiloCode]: hiloPage, [crashCode]: crashPage, [plinkoCode]: plinkoPage,
};

export function renderMiniPage(code: string, input: GamePageInput): string {
  const page = pages[code]!;
  const html = renderGamePage({ ...input, apiBase: minisApi, extraStyles: ['minis.css'] }, (t) => ({ ...page(t), helpers: ['minis-kit.js'] }));
  // The verify page link under the fairness panel.
  return html.replace('<p id="last-round"></p>', `<p id="last-round"></p>\n<p><a id="verify-link" href="/games/livery/verify?game=${code}&amp;lang=${input.language}">${text(input, 'minis.verifyLink')}</a></p>`);
}

const text = (input: GamePageInput, key: string) => {
  const node = key.split('.').reduce<unknown>((n, part) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[part] : undefined), input.texts);
  return typeof node === 'string' ? node.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`) : key;
};

