// The Lucky Lantern page: the 3x3 reels and the paytable inside the shared game page (page-shell.ts).
import { paytableTenths, slotSymbols } from '../../../domain/game/slot.js';
import { renderGamePage, type GamePageInput } from './page-shell.js';

/** Multiplier of the total bet from tenths: 1000 -> "100", 25 -> "2.5". */
const multiplier = (tenths: number): string => (tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1));

export function renderSlotPage(input: GamePageInput): string {
  return renderGamePage(input, (t) => {
    const rows = slotSymbols.map((symbol) => `<tr><th scope="row"><span class="symbol symbol--${symbol.toLowerCase()}" aria-hidden="true"></span>${t(`symbols.${symbol}`)}</th><td>${t('paytable.times', { multiplier: multiplier(paytableTenths[symbol]) })}</td></tr>`).join('\n');
    const cells = [0, 1, 2].map((reel) => `<div class="reel" data-reel="${reel}">${[0, 1, 2].map((row) => `<div class="cell" data-row="${row}"></div>`).join('')}</div>`).join('');
    return {
      titleKey: 'title',
      script: 'slot.js',
      playKey: 'spin',
      busyKey: 'spinning',
      board: `<h2 id="board-title" class="visually-hidden">${t('reels')}</h2>
<div id="reels" class="reels" role="img" aria-label="${t('loading')}">${cells}</div>`,
      paytable: `<section class="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">${t('paytable.title')}</h2>
<table>
<thead><tr><th scope="col">${t('paytable.symbol')}</th><th scope="col">${t('paytable.pays')}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p>${t('paytable.lines')}</p>
<p>${t('paytable.rtp', { rtp: input.rtpPercent })}</p>
</section>`,
    };
  });
}
