// The demo aggregator's verify page: replays a round's draw from its revealed server seed, client seed and nonce,
// with the same engine and parameters as the game, and shows the server seed's hash to compare with the one shown
// before play. A plain GET form, no script: anyone can check a round, logged in or not.
import { engineOf } from '../../../domain/game/engines/game-engines.js';
import { hashServerSeed, isValidClientSeed } from '../../../domain/game/fairness.js';
import type { GameTexts } from '../livery/game-texts.js';
import type { GameLanguage } from '../livery/livery-vendor.js';
import { escapeHtml, translator } from '../livery/page-shell.js';
import { describeTableOutcome, pickNames, playRound } from './aggregator-games.js';
import { aggregatorBase } from './aggregator-pages.js';
import { jackpotStepOf } from './jackpots.js';
import { replayOwnRound } from './own-game-verify.js';
import { directionOf } from '../../../../src/engine/languages.js';

export interface VerifyInput {
  language: GameLanguage;
  texts: GameTexts;
  query: Record<string, string | undefined>;
}

export function renderVerifyPage({ language, texts, query }: VerifyInput): string {
  const t = translator(texts);
  const field = (name: string, label: string, value: string | undefined) =>
    `<div><label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value ?? '')}" autocomplete="off" spellcheck="false"></div>`;
  const hidden = ['vendor', 'type', 'lang', 'minor'].map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(n === 'lang' ? language : query[n] ?? '')}">`).join('');
  let result = '';
  const asked = query.serverSeed !== undefined;
  if (asked) {
    const engine = engineOf({ vassalage: query.vendor ?? '', gameCode: query.game ?? '', gameType: query.type ?? '' });
    const nonce = Number(query.nonce);
    const bet = Number(query.bet);
    const serverSeed = (query.serverSeed ?? '').trim();
    const clientSeed = (query.clientSeed ?? '').trim();
    const pick = query.pick?.trim() || undefined;
    const seedsValid = /^[0-9a-f]{64}$/.test(serverSeed) && isValidClientSeed(clientSeed) && Number.isSafeInteger(nonce) && nonce >= 0
      && Number.isSafeInteger(bet) && bet > 0 && bet % 10 === 0;
    // The fishing game and the card hall replay through their own module.
    const own = engine && seedsValid && (engine.kind === 'fish' || engine.kind === 'cards') ? replayOwnRound(engine, { serverSeed, clientSeed, nonce }, bet, pick) : undefined;
    const valid = engine !== undefined && seedsValid && (engine.kind === 'slot' || (engine.kind === 'table' && (pick === undefined || pickNames(engine.rules).includes(pick))));
    if (own) {
      result = `<div role="status"><p>${t('verify.hash', { hash: hashServerSeed(serverSeed) })}</p><p>${t('verify.outcome', { outcome: own.words })}</p>
<pre><code>${escapeHtml(JSON.stringify(own.outcome, null, 1))}</code></pre></div>`;
    } else if (!valid || (engine.kind !== 'slot' && engine.kind !== 'table')) {
      result = `<p class="error" role="alert">${t('verify.invalid')}</p>`;
    } else {
      // A slot round of a real-money session also drew its jackpot trigger, scaled by the currency's smallest bet.
      const minor = Number(query.minor);
      const step = engine.kind === 'slot' && Number.isInteger(minor) && minor >= 0 && minor <= 8 ? jackpotStepOf(minor) : undefined;
      const { outcome } = playRound(engine, query.game ?? '', { serverSeed, clientSeed, nonce }, bet, pick, step);
      const words = engine.kind === 'table' ? describeTableOutcome(texts, outcome) : JSON.stringify({ stops: outcome.stops, lines: outcome.lines, freeSpins: outcome.freeSpins, win: outcome.win, jackpot: (outcome.jackpot as { tier?: unknown } | undefined)?.tier });
      result = `<div role="status"><p>${t('verify.hash', { hash: hashServerSeed(serverSeed) })}</p><p>${t('verify.outcome', { outcome: words })}</p>
<pre><code>${escapeHtml(JSON.stringify(outcome, null, 1))}</code></pre></div>`;
    }
  }
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('verify.title')}</title>
<link rel="stylesheet" href="${aggregatorBase}/assets/game.css">
<link rel="stylesheet" href="${aggregatorBase}/assets/aggregator.css">
</head>
<body>
<main class="game game--ended">
<h1>${t('verify.title')}</h1>
<section>
<p>${t('verify.intro')}</p>
<form method="get" action="${aggregatorBase}/verify" class="verify-form">
${hidden}
${field('game', t('verify.game'), query.game)}
${field('serverSeed', t('verify.serverSeed'), query.serverSeed)}
${field('clientSeed', t('verify.clientSeed'), query.clientSeed)}
${field('nonce', t('verify.nonce'), query.nonce)}
${field('bet', t('verify.bet'), query.bet)}
${field('pick', t('verify.pick'), query.pick)}
<button type="submit">${t('verify.submit')}</button>
</form>
${result}
</section>
</main>
</body>
</html>`;
}
