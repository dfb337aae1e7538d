// The Lantern Dice page: three dice, the pick (a radio group) and the rules inside the shared game page.
import { dicePicks } from '../../../domain/game/dice.js';
import { renderGamePage, type GamePageInput } from './page-shell.js';

export function renderDicePage(input: GamePageInput): string {
  return renderGamePage(input, (t) => ({
    titleKey: 'dice.title',
    script: 'dice.js',
    playKey: 'dice.roll',
    busyKey: 'dice.rolling',
    board: `<h2 id="board-title" class="visually-hidden">${t('dice.dice')}</h2>
<div id="dice" class="dice" role="img" aria-label="${t('loading')}">${[0, 1, 2].map((i) => `<div class="die" data-die="${i}"></div>`).join('')}</div>`,
    controls: `<fieldset class="picks">
<legend>${t('dice.pick')}</legend>
${dicePicks.map((pick, i) => `<label class="pick"><input type="radio" name="pick" value="${pick}"${i === 0 ? ' checked' : ''}> ${t(`dice.picks.${pick}`)}</label>`).join('\n')}
</fieldset>`,
    paytable: `<section class="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">${t('paytable.title')}</h2>
<p>${t('dice.rules')}</p>
<table>
<thead><tr><th scope="col">${t('dice.pick')}</th><th scope="col">${t('dice.winsWhen')}</th><th scope="col">${t('dice.pays')}</th></tr></thead>
<tbody>
${dicePicks.map((pick) => `<tr><th scope="row">${t(`dice.picks.${pick}`)}</th><td>${t(`dice.conditions.${pick}`)}</td><td>${t('dice.evenMoney')}</td></tr>`).join('\n')}
</tbody>
</table>
<p>${t('paytable.rtp', { rtp: input.rtpPercent })}</p>
</section>`,
  }));
}
