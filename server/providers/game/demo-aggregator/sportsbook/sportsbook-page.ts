// The demo sportsbook's pages (docs/vendors.md "The sportsbook"): the book (fixtures and their markets, the bet
// slip, the player's open and settled bets, the latest results), a plain HTML skeleton its script (assets/
// sportsbook.js) fills from the API; and the verify page, a GET form without script that replays an event's result
// from its revealed seed. Texts: locales/<lang>/sportsbook.json. Runs under the site's CSP (scripts of this origin).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectPath } from '../../../../lib/project-root.js';
import { hashServerSeed } from '../../../../domain/game/fairness.js';
import { marginPercent } from '../../../../domain/game/sportsbook/markets.js';
import { resultFromSeed } from '../../../../domain/game/sportsbook/results.js';
import { leagueOfEvent } from '../../../../domain/game/sportsbook/schedule.js';
import { text, type GameTexts } from '../../livery/game-texts.js';
import { gameLanguages, type GameLanguage } from '../../livery/livery-vendor.js';
import { escapeHtml, gameWindowClose } from '../../livery/page-shell.js';
import { aggregatorBase } from '../aggregator-pages.js';
import type { BookSeeds, SportsBook } from './sportsbook-book.js';
import { directionOf, intlLocaleOf, latinDigitsLocale } from '../../../../../src/engine/languages.js';

const localesDir = pathToFileURL(projectPath('locales') + path.sep);
export const sportsbookTexts = Object.fromEntries(gameLanguages.map((l) =>
  [l, JSON.parse(readFileSync(new URL(`${l}/sportsbook.json`, localesDir), 'utf8')) as GameTexts])) as Record<GameLanguage, GameTexts>;

const base = `${aggregatorBase}/sportsbook`;

function head(language: GameLanguage, title: string): string {
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${aggregatorBase}/assets/game.css">
<link rel="stylesheet" href="${base}/assets/sportsbook.css">
</head>`;
}

export function renderSportsbookPage(input: { language: GameLanguage; title: string; vendor: string; currency: string }): string {
  const texts = sportsbookTexts[input.language];
  const t = (key: string, values?: Record<string, string | number>) => escapeHtml(text(texts, key, values));
  const scriptTexts = JSON.stringify(texts).replace(/</g, '\\u003c');
  return `${head(input.language, input.title)}
<body>
<main class="book" id="book" aria-busy="true" data-api="${aggregatorBase}/api/sportsbook" data-verify="${base}/verify?lang=${input.language}" data-lang="${input.language}" data-number-locale="${escapeHtml(latinDigitsLocale(intlLocaleOf(input.language)))}">
<header class="game__header book__header">
<h1>${escapeHtml(input.title)}</h1>
<p class="game__vendor">${escapeHtml(input.vendor)}</p>
<p class="game__balance">${t('balance')}: <output id="balance" aria-live="polite">${t('loading')}</output></p>
${gameWindowClose(t('close'), `${aggregatorBase}/assets`)}
</header>
<nav class="book__nav" aria-label="${t('sections')}">
<a href="#matches">${t('matches')}</a> <a href="#slip">${t('slip.title')}</a> <a href="#my-bets">${t('myBets')}</a> <a href="#results">${t('results')}</a>
</nav>
<section id="matches" class="book__matches" aria-labelledby="matches-title">
<h2 id="matches-title">${t('matches')}</h2>
<p class="hint">${t('oddsRules', { margin: marginPercent })}</p>
<div class="book__league">
<label for="league">${t('league')}</label>
<select id="league" name="league"></select>
</div>
<div id="leagues"><p>${t('loading')}</p></div>
</section>
<section id="slip" class="slip" aria-labelledby="slip-title">
<h2 id="slip-title">${t('slip.title')}</h2>
<p id="slip-empty">${t('slip.empty')}</p>
<ol id="slip-legs" class="slip__legs"></ol>
<fieldset id="slip-mode" class="slip__mode" hidden>
<legend>${t('slip.mode')}</legend>
<label><input type="radio" name="mode" value="parlay" checked> ${t('slip.parlay')}</label>
<label><input type="radio" name="mode" value="singles"> ${t('slip.singles')}</label>
</fieldset>
<div class="slip__stake">
<label for="stake">${t('slip.stake', { currency: input.currency })}</label>
<input id="stake" name="stake" inputmode="decimal" autocomplete="off" aria-describedby="stake-hint">
<p id="stake-hint" class="hint"></p>
</div>
<dl class="slip__sums">
<div><dt>${t('slip.totalOdds')}</dt><dd><output id="slip-odds">–</output></dd></div>
<div><dt>${t('slip.potentialReturn')}</dt><dd><output id="slip-return" aria-live="polite">–</output></dd></div>
</dl>
<p id="slip-error" class="error" role="alert"></p>
<button id="accept-odds" type="button" hidden>${t('slip.acceptOdds')}</button>
<button id="place" type="button" class="play" disabled>${t('slip.place')}</button>
<p id="slip-done" class="done" role="status" aria-live="polite"></p>
</section>
<section id="my-bets" aria-labelledby="my-bets-title">
<h2 id="my-bets-title">${t('myBets')}</h2>
<p id="bets-notice" class="done" role="status" aria-live="polite"></p>
<h3>${t('openBets')}</h3>
<div id="open-bets"></div>
<h3>${t('settledBets')}</h3>
<div id="settled-bets"></div>
</section>
<section id="results" aria-labelledby="results-title">
<h2 id="results-title">${t('results')}</h2>
<div id="results-list"></div>
</section>
<section class="fair" aria-labelledby="fair-title">
<h2 id="fair-title">${t('fair.title')}</h2>
<p>${t('fair.explain')}</p>
<p><a href="${base}/verify?lang=${input.language}">${t('fair.verifyLink')}</a></p>
</section>
</main>
<script type="application/json" id="sportsbook-texts">${scriptTexts}</script>
<script src="${base}/assets/money-input.js" defer></script>
<script src="${base}/assets/sportsbook.js" defer></script>
</body>
</html>`;
}

export interface SportsbookVerifyInput {
  language: GameLanguage;
  texts: GameTexts;
  query: Record<string, string | undefined>;
  seeds: BookSeeds;
  book: SportsBook;
  now: Date;
}

/** Replays an event's result from a seed: the event's commitment, the seed's hash, and the result it gives. */
export function renderSportsbookVerifyPage({ language, texts, query, seeds, book, now }: SportsbookVerifyInput): string {
  const t = (key: string, values?: Record<string, string | number>) => escapeHtml(text(texts, key, values));
  const eventId = (query.event ?? '').trim().slice(0, 40);
  const event = eventId ? book.event(eventId) : undefined;
  let body = '';
  if (eventId && !event) body = `<p class="error" role="alert">${t('verifyPage.unknown')}</p>`;
  if (event) {
    const view = book.view(event, now);
    const league = leagueOfEvent(event);
    const name = view.kind === 'fixture' ? `${view.home} – ${view.away}` : t('cupOf', { league: text(texts, `leagues.${league.id}`) });
    const given = (query.seed ?? view.seed ?? '').trim();
    const valid = /^[0-9a-f]{64}$/.test(given);
    const result = valid ? resultFromSeed(seeds.schedule, event, given) : undefined;
    const words = result === undefined ? '' : result.kind === 'abandoned' ? t('abandoned')
      : result.kind === 'cup' ? t('winner', { team: league.teams[result.winner]! }) : `${view.home} ${result.home} – ${result.away} ${view.away}`;
    body = `<div role="status">
<h2>${escapeHtml(name)}</h2>
<dl>
<dt>${t('verifyPage.league')}</dt><dd>${t(`leagues.${league.id}`)}</dd>
<dt>${t('verifyPage.commitment')}</dt><dd><code>${view.commitment}</code></dd>
<dt>${t('verifyPage.seed')}</dt><dd><code>${view.seed ?? t('verifyPage.hidden')}</code></dd>
${valid ? `<dt>${t('verifyPage.hash')}</dt><dd><code>${hashServerSeed(given)}</code> ${hashServerSeed(given) === view.commitment ? t('verifyPage.matches') : t('verifyPage.differs')}</dd>
<dt>${t('verifyPage.result')}</dt><dd>${words}</dd>` : ''}
</dl>
</div>`;
  }
  return `${head(language, text(texts, 'verifyPage.title'))}
<body>
<main class="book book--verify">
<h1>${t('verifyPage.title')}</h1>
<section aria-labelledby="verify-how">
<h2 id="verify-how">${t('verifyPage.how')}</h2>
<p>${t('verifyPage.explain', { seed: seeds.schedule })}</p>
<form class="verify-form" method="get" action="${base}/verify">
<input type="hidden" name="lang" value="${language}">
<div><label for="event">${t('verifyPage.event')}</label><input id="event" name="event" value="${escapeHtml(eventId)}" autocomplete="off" spellcheck="false"></div>
<div><label for="seed">${t('verifyPage.seed')}</label><input id="seed" name="seed" value="${escapeHtml(query.seed ?? '')}" autocomplete="off" spellcheck="false"></div>
<button type="submit">${t('verifyPage.submit')}</button>
</form>
</section>
${body ? `<section aria-label="${t('verifyPage.result')}">${body}</section>` : ''}
</main>
</body>
</html>`;
}
