// The page of a shared live table at the demo aggregator (docs/vendors.md, "Live tables"): the host, the round with
// its countdown and announcements, the chips and spots, the history and roads, the player's rounds, the chat and
// the fairness panel. Plain HTML with static scripts of this origin (live.js), under the site's CSP; keyboard and
// screen-reader usable (buttons, radio groups, a timer, status and log live regions, captioned road grids).
import { chatMaxLength } from '../../../../domain/game/live/chat-moderation.js';
import type { LiveOutcome, LiveTable } from '../../../../domain/game/live/live-games.js';
import { derivedRoadOffsets, type DerivedRoadName } from '../../../../domain/game/live/roads.js';
import { text, type GameTexts } from '../../livery/game-texts.js';
import type { GameLanguage } from '../../livery/livery-vendor.js';
import { escapeHtml, gameWindowClose, translator } from '../../livery/page-shell.js';
import { describeTableOutcome } from '../aggregator-games.js';
import { aggregatorBase } from '../aggregator-pages.js';
import { directionOf } from '../../../../../src/engine/languages.js';

export const liveBase = `${aggregatorBase}/live`;

const derivedRoadNames = Object.keys(derivedRoadOffsets) as DerivedRoadName[];

/** A round's result in words, e.g. "Player 7♠ 2♥ (9), Banker K♣ 5♦ (5)" or "124 beads: Fan 4". */
export function describeLiveOutcome(texts: GameTexts, outcome: LiveOutcome, round: number): string {
  const t = (key: string, values?: Record<string, string | number>) => text(texts, key, values);
  switch (outcome.kind) {
    case 'fanTan':
      return t('live.results.fanTan', { beads: Number(outcome.drawn.beads), fan: Number(outcome.drawn.fan) });
    case 'roulette': {
      const pocket = Number(outcome.drawn.pocket);
      const colour = pocket === 0 ? 'green' : outcome.winners.includes('RED') ? 'red' : 'black';
      return t('live.results.roulette', { pocket, colour: t(`live.colours.${colour}`) });
    }
    case 'cockfight':
      return t('live.results.cockfight', { fight: round, winner: t(`picks.${String(outcome.drawn.winner)}`) });
    default:
      return describeTableOutcome(texts, { kind: outcome.kind, drawn: outcome.drawn, winners: outcome.winners });
  }
}

const avatarColours = ['#8a5cf6', '#e0567a', '#2f9e8f', '#d9822b', '#3f7fd9', '#b04fc2'];

/** A host's drawn portrait: her initial on a coloured disc. */
export function hostAvatarSvg(name: string): string {
  const colour = avatarColours[[...name].reduce((s, c) => s + c.charCodeAt(0), 0) % avatarColours.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${colour}"/>`
    + `<circle cx="48" cy="38" r="18" fill="#fff" opacity=".9"/><path d="M16 86c4-18 18-28 32-28s28 10 32 28" fill="#fff" opacity=".9"/>`
    + `<text x="48" y="45" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${colour}">${escapeHtml(name.slice(0, 1))}</text></svg>`;
}

export interface LivePageInput {
  language: GameLanguage;
  texts: GameTexts;
  table: LiveTable;
  game: { vendor: string; gameCode: string; gameType: string };
  /** The chat view (the host list's chat link) opens the page at the chat. */
  view?: string;
  hostSeat?: string;
}

export function renderLivePage(input: LivePageInput): string {
  const { language, texts, table } = input;
  const t = translator(texts);
  const kind = table.kind;
  const scriptTexts = JSON.stringify(texts).replace(/</g, '\\u003c');
  const verify = new URLSearchParams({ lang: language, vendor: input.game.vendor, game: input.game.gameCode, type: input.game.gameType });
  const roads = kind === 'baccarat' || kind === 'dragonTiger';
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title>
<link rel="stylesheet" href="${aggregatorBase}/assets/game.css">
<link rel="stylesheet" href="${liveBase}/assets/live.css">
</head>
<body>
<main class="game live" id="game" aria-busy="true" data-api="${liveBase}/api" data-kind="${kind}" data-view="${escapeHtml(input.view ?? '')}" data-verify="${liveBase}/verify?${escapeHtml(verify.toString())}">
<header class="game__header">
<h1>${t('title')}</h1>
<p class="game__vendor">${t('vendor')}</p>
<p class="game__balance">${t('balance')}: <output id="balance" aria-live="polite">${t('loading')}</output></p>
${gameWindowClose(t('close'), `${aggregatorBase}/assets`)}
<p id="funds-hint" class="game__hint" hidden>${t('live.fundsHint')}</p>
</header>

<section class="live-stage" aria-labelledby="stage-title">
<h2 id="stage-title">${t(kind === 'cockfight' ? 'live.arena' : 'live.table')}</h2>
<div class="live-host" id="host">
<img id="host-avatar" class="live-host__avatar" src="" alt="" width="64" height="64" hidden>
<p id="host-name">${t('loading')}</p>
</div>
<div class="live-clock">
<p class="live-round"><span id="round-label">${t('loading')}</span></p>
<p class="live-phase" id="phase"></p>
<p class="live-countdown"><span id="countdown-label">${t('live.closesIn')}</span> <span id="countdown" role="timer" aria-labelledby="countdown-label countdown">–</span></p>
</div>
<p id="deal" class="table-result live-deal"></p>
<p id="announce" class="result" role="status" aria-live="polite"></p>
</section>

<section class="live-bets" aria-labelledby="bets-title">
<h2 id="bets-title">${t('live.yourBets')}</h2>
<fieldset class="picks live-chips" id="chips"><legend>${t('live.chip')}</legend></fieldset>
<div id="spots" class="live-spots live-spots--${kind}" role="group" aria-labelledby="spots-label"><p id="spots-label" class="live-spots__label">${t('live.spots')}</p></div>
<p id="slip" class="live-slip" aria-live="polite"></p>
<div class="controls">
<button id="undo" type="button" class="secondary" disabled>${t('live.undo')}</button>
<button id="clear" type="button" class="secondary" disabled>${t('live.clear')}</button>
<button id="confirm" type="button" class="play" disabled>${t('live.confirm')}</button>
</div>
<p id="limits" class="hint"></p>
<p id="error" class="error" role="alert"></p>
</section>

${kind === 'cockfight' ? `<section class="live-schedule" aria-labelledby="schedule-title">
<h2 id="schedule-title">${t('live.schedule.title')}</h2>
<table><thead><tr><th scope="col">${t('live.schedule.fight')}</th><th scope="col">${t('live.schedule.closes')}</th><th scope="col">${t('live.schedule.odds')}</th></tr></thead>
<tbody id="schedule"></tbody></table>
</section>` : ''}

<section class="live-history" aria-labelledby="history-title">
<h2 id="history-title">${t('live.history')}</h2>
<p id="road-summary"></p>
${roads ? `<div class="live-roads">
<table class="road" id="bead-plate"><caption>${t('live.beadPlate')}</caption><tbody></tbody></table>
<table class="road road--big" id="big-road"><caption>${t('live.bigRoad')}</caption><tbody></tbody></table>
</div>
<h3 id="derived-title">${t('live.derived.title')}</h3>
<p class="hint">${t('live.derived.legend')}</p>
<ul id="derived-summary" class="live-derived-summary" aria-labelledby="derived-title"></ul>
<div class="live-roads live-roads--derived">
${derivedRoadNames.map((name) => `<table class="road road--derived road--${name}" id="road-${name}" data-road="${name}"><caption>${t(`live.derived.${name}`)}</caption><tbody></tbody></table>`).join('\n')}
</div>` : ''}
<h3 id="recent-title">${t('live.lastResults')}</h3>
<ol id="recent" class="live-recent" aria-labelledby="recent-title"></ol>
</section>

<section class="live-record" aria-labelledby="record-title">
<h2 id="record-title">${t('live.myRounds')}</h2>
<table><thead><tr><th scope="col">${t('live.col.round')}</th><th scope="col">${t('roundId')}</th><th scope="col">${t('bet')}</th><th scope="col">${t('live.col.win')}</th><th scope="col">${t('live.col.status')}</th></tr></thead>
<tbody id="mine"></tbody></table>
<p id="mine-empty" class="hint">${t('live.noRounds')}</p>
</section>

<section class="live-chat" id="chat" aria-labelledby="chat-title">
<h2 id="chat-title">${t('live.chat.title')}</h2>
<div id="chat-box" class="live-chat__log" role="log" aria-live="polite" aria-labelledby="chat-title" tabindex="0"><ol id="chat-log"></ol></div>
<p id="chat-empty" class="hint">${t('live.chat.empty')}</p>
<form id="chat-form" class="live-chat__form" novalidate>
<label for="chat-input">${t('live.chat.label')}</label>
<input id="chat-input" name="text" maxlength="${chatMaxLength}" autocomplete="off" aria-describedby="chat-hint">
<button id="chat-send" type="submit">${t('live.chat.send')}</button>
</form>
<p id="chat-hint" class="hint">${t('live.chat.hint')}</p>
<p id="chat-status" class="error" role="alert"></p>
</section>

<section class="paytable" aria-labelledby="rules-title">
<h2 id="rules-title">${t('paytable.title')}</h2>
<p>${t(`live.rules.${kind}`)}</p>
</section>

<section class="fair" aria-labelledby="fair-title">
<h2 id="fair-title">${t('fair.title')}</h2>
<p>${t('live.fair.explain')}</p>
<dl>
<dt>${t('live.fair.commitment')}</dt><dd><code id="commitment">…</code></dd>
<dt>${t('live.fair.anchor')}</dt><dd><code id="anchor">…</code></dd>
<dt id="last-seed-label">${t('live.fair.lastSeed')}</dt><dd><code id="last-seed">…</code></dd>
</dl>
<p><a id="verify-link" href="${liveBase}/verify?${escapeHtml(verify.toString())}">${t('live.fair.verify')}</a></p>
</section>
</main>
<script type="application/json" id="game-texts">${scriptTexts}</script>
<script src="${liveBase}/assets/live.js" defer></script>
</body>
</html>`;
}
