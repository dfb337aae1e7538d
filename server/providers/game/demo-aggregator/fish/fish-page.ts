// The fishing game's page (docs/vendors.md): the shared game page (header with the live balance, bet per shot in
// the currency's sizes, the fire button, the round's id, bet and win, the fairness panel) around a canvas sea drawn
// here with vector shapes (no images from anywhere). The canvas has a text alternative: the fish on screen as a list
// with their multiples (each a button that aims at it), and the shot's result in the page's live region.
import { fishKinds, fishReturn } from '../../../../domain/game/fish/fish-shot.js';
import { renderGamePage, translator, type GamePageInput } from '../../livery/page-shell.js';
import { aggregatorBase } from '../aggregator-pages.js';
import { fishApi } from './fish-routes.js';

export function renderFishPage(shell: Omit<GamePageInput, 'apiBase'>, game: { vendor: string; gameCode: string; gameType: string }): string {
  const t = translator(shell.texts);
  const rows = fishKinds.map((f) => `<tr><th scope="row">${t(`fish.kinds.${f.kind}`)}</th><td>${f.times} ×</td><td>${((fishReturn / f.times) * 100).toFixed(2)} %</td></tr>`).join('\n');
  const page = renderGamePage({ ...shell, apiBase: fishApi, extraStyles: ['aggregator.css', 'fish.css'] }, () => ({
    titleKey: 'title',
    script: 'fish.js',
    playKey: 'fish.fire',
    busyKey: 'fish.firing',
    board: `<h2 id="board-title" class="visually-hidden">${t('fish.sea')}</h2>
<div class="sea">
<canvas id="sea" width="800" height="450" tabindex="0" role="img" aria-label="${t('fish.seaLabel')}" aria-describedby="aim-help"></canvas>
</div>
<p id="aim-help" class="hint">${t('fish.aimHelp')}</p>
<p class="aim">${t('fish.aim')}: <output id="aim" aria-live="off">…</output></p>
<h3 id="fish-list-title">${t('fish.onScreen')}</h3>
<ul id="fish-list" class="fish-list" aria-labelledby="fish-list-title"></ul>`,
    paytable: `<section class="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">${t('paytable.title')}</h2>
<p>${t('fish.rules')}</p>
<table>
<thead><tr><th scope="col">${t('fish.fish')}</th><th scope="col">${t('fish.pays')}</th><th scope="col">${t('fish.chance')}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p>${t('rtp', { rtp: (fishReturn * 100).toFixed(2) })}</p>
</section>`,
  }));
  return withVerifyLink(page, shell, t('verifyLink'), game);
}

/** The fairness panel's link to the verify page, as the other games' pages have it. */
export function withVerifyLink(page: string, shell: { language: string }, label: string, game?: { vendor: string; gameCode: string; gameType: string }): string {
  const verify = new URLSearchParams({ lang: shell.language, ...(game ? { vendor: game.vendor, game: game.gameCode, type: game.gameType } : {}) });
  return page.replace(/<\/section>\n<\/main>/, `<p><a href="${aggregatorBase}/verify?${verify.toString().replace(/&/g, '&amp;')}">${label}</a></p>\n</section>\n</main>`);
}
