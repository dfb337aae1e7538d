// The card hall's pages (docs/vendors.md). A PVP game opens on its hall: the game's rooms (stake, bets, the balance
// needed to sit, players in the room) from the same rooms as the platform's room list (GLS2_roomList, P7.2-11); a
// room the balance does not reach says so instead of a link. Choosing a room opens its table: the shared game page
// (live balance, the room's bets, deal button, round, fairness panel) with the dealer, the player's hand, the seated
// bots and, at blackjack, hit, stand and double.
import { blackjackRtp } from '../../../../domain/game/cards/blackjack.js';
import type { CardGame } from '../../../../domain/game/cards/card-games.js';
import { niuNiuRtp } from '../../../../domain/game/cards/niu-niu.js';
import { samGongRtp } from '../../../../domain/game/cards/sam-gong.js';
import { playersOnline, roomBets, type CardRoom } from '../../../../domain/catalogue/rooms.js';
import { escapeHtml, gameWindowClose, renderGamePage, translator, type GamePageInput } from '../../livery/page-shell.js';
import { aggregatorBase } from '../aggregator-pages.js';
import { withVerifyLink } from '../fish/fish-page.js';
import { cardsApi } from './card-routes.js';
import { directionOf } from '../../../../../src/engine/languages.js';

const rtpOf: Record<CardGame, number> = { niuNiu: niuNiuRtp, samGong: samGongRtp, blackjack: blackjackRtp };

export interface CardPageInput {
  shell: Omit<GamePageInput, 'apiBase'>;
  game: CardGame;
  rooms: CardRoom[];
  /** The chosen room, or undefined for the hall. */
  room: CardRoom | undefined;
  /** The page's own link (token and language), to which a room is added. */
  playQuery: URLSearchParams;
  money: (amount: number) => string;
  now: Date;
  identity: { vendor: string; gameCode: string; gameType: string };
}

export function renderCardPage(input: CardPageInput): string {
  return input.room ? renderTable(input, input.room) : renderHall(input);
}

const linkTo = (query: URLSearchParams, room?: string) => {
  const q = new URLSearchParams(query);
  if (room) q.set('room', room); else q.delete('room');
  return escapeHtml(`${aggregatorBase}/play?${q.toString()}`);
};

function renderHall(input: CardPageInput): string {
  const { shell, money } = input;
  const t = translator(shell.texts);
  const rows = input.rooms.map((r) => `<tr data-level="${r.level}" data-min-balance="${r.minBalance}">
<th scope="row">${t(`cards.levels.${r.level}`)}</th>
<td>${roomBets(r).map(money).join(' · ')}</td>
<td>${money(r.minBalance)}</td>
<td>${playersOnline(r, input.now)}</td>
<td class="room-entry"><a class="room-link" href="${linkTo(input.playQuery, r.level)}">${t('cards.sit', { room: t(`cards.levels.${r.level}`) })}</a><span class="room-closed" hidden>${t('cards.needs', { amount: money(r.minBalance) })}</span></td>
</tr>`).join('\n');
  return `<!doctype html>
<html lang="${shell.language}" dir="${directionOf(shell.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title>
<link rel="stylesheet" href="${aggregatorBase}/assets/game.css">
<link rel="stylesheet" href="${aggregatorBase}/assets/aggregator.css">
<link rel="stylesheet" href="${aggregatorBase}/assets/cards.css">
</head>
<body>
<main class="game hall" id="game" aria-busy="true" data-api="${cardsApi}">
<header class="game__header">
<h1>${t('title')}</h1>
<p class="game__vendor">${t('vendor')}</p>
<p class="game__balance">${t('balance')}: <output id="balance" aria-live="polite">${t('loading')}</output></p>
${gameWindowClose(t('close'), `${aggregatorBase}/assets`)}
</header>
<section aria-labelledby="hall-title">
<h2 id="hall-title">${t('cards.hall')}</h2>
<p>${t(`cards.about.${input.game}`)}</p>
<table class="rooms">
<caption class="visually-hidden">${t('cards.hall')}</caption>
<thead><tr><th scope="col">${t('cards.room')}</th><th scope="col">${t('cards.bets')}</th><th scope="col">${t('cards.minBalance')}</th><th scope="col">${t('cards.online')}</th><th scope="col"><span class="visually-hidden">${t('cards.sitDown')}</span></th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p id="error" class="error" role="alert"></p>
</section>
</main>
<script type="application/json" id="game-texts">${JSON.stringify(shell.texts).replace(/</g, '\\u003c')}</script>
<script src="${aggregatorBase}/assets/hall.js" defer></script>
</body>
</html>`;
}

function renderTable(input: CardPageInput, room: CardRoom): string {
  const { shell, money } = input;
  const t = translator(shell.texts);
  const game = input.game;
  const actions = game === 'blackjack'
    ? `<div class="actions" role="group" aria-label="${t('cards.actions')}">
<button id="hit" type="button" disabled>${t('cards.hit')}</button>
<button id="stand" type="button" disabled>${t('cards.stand')}</button>
<button id="double" type="button" disabled>${t('cards.double')}</button>
</div>` : '';
  const page = renderGamePage({ ...input.shell, apiBase: `${cardsApi}/${room.level}`, extraStyles: ['aggregator.css', 'cards.css'] }, () => ({
    titleKey: 'title',
    script: 'cards.js',
    playKey: 'cards.deal',
    busyKey: 'cards.dealing',
    board: `<h2 id="board-title">${t('cards.tableOf', { room: t(`cards.levels.${room.level}`) })}</h2>
<p class="room-info"><a href="${linkTo(input.playQuery)}">${t('cards.backToHall')}</a> · ${t('cards.minBalance')}: ${money(room.minBalance)} · ${t('cards.online')}: <span id="online">${playersOnline(room, input.now)}</span></p>
<div id="table" class="card-table" data-game="${game}">
<div class="seat seat--dealer"><h3>${t('cards.dealer')}</h3><p class="hand" id="dealer-hand">${t('cards.waiting')}</p></div>
<div class="seat seat--player"><h3>${t('cards.you')}</h3><p class="hand" id="player-hand">${t('cards.waiting')}</p></div>
<ul id="bots" class="bots" aria-label="${t('cards.bots')}"></ul>
</div>`,
    controls: actions,
    paytable: `<section class="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">${t('paytable.title')}</h2>
<p>${t(`cards.rules.${game}`)}</p>
<p>${t('rtp', { rtp: (rtpOf[game] * 100).toFixed(1) })}</p>
</section>`,
  }));
  return withVerifyLink(page, shell, t('verifyLink'), input.identity);
}
