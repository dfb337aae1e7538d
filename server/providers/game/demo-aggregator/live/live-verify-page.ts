// The verify page of a shared table round (docs/vendors.md, "Live tables"): for a table and a round whose result
// is out, it shows the round's seed, checks that hashing it leads to the chain's published anchor (so the seed was
// fixed before any bet) and replays the draw; a seed typed in is checked the same way. A plain GET form, no script.
import { roundTimes } from '../../../../domain/game/live/live-cycle.js';
import { drawLiveRound, liveTableOf } from '../../../../domain/game/live/live-games.js';
import { positionOf, verifyChainSeed } from '../../../../domain/game/live/seed-chain.js';
import type { GameTexts } from '../../livery/game-texts.js';
import type { GameLanguage } from '../../livery/livery-vendor.js';
import { escapeHtml, translator } from '../../livery/page-shell.js';
import { aggregatorBase } from '../aggregator-pages.js';
import { describeLiveOutcome, liveBase } from './live-page.js';
import type { LiveTables } from './live-tables.js';
import { directionOf } from '../../../../../src/engine/languages.js';

export interface LiveVerifyInput {
  language: GameLanguage;
  texts: GameTexts;
  query: Record<string, string | undefined>;
  tables: LiveTables;
  nowMs: number;
}

export function renderLiveVerifyPage({ language, texts, query, tables, nowMs }: LiveVerifyInput): string {
  const t = translator(texts);
  const field = (name: string, label: string, value: string | undefined) =>
    `<div><label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value ?? '')}" autocomplete="off" spellcheck="false"></div>`;
  const hidden = ['vendor', 'type', 'lang'].map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(n === 'lang' ? language : query[n] ?? '')}">`).join('');
  const table = liveTableOf({ vendor: query.vendor ?? '', gameCode: query.game ?? '', gameType: query.type ?? '' });
  let result = '';
  if (query.round !== undefined) {
    const round = Number(query.round);
    if (!table || !Number.isSafeInteger(round) || round < 0) {
      result = `<p class="error" role="alert">${t('live.verify.invalid')}</p>`;
    } else if (nowMs < roundTimes(table.id, table.cycle, round).resultAt) {
      result = `<p class="error" role="alert">${t('live.verify.notYet')}</p>`;
    } else {
      const typed = (query.seed ?? '').trim().toLowerCase();
      const seed = typed === '' ? tables.chains.seedOf(table.id, round) : typed;
      const anchor = tables.chains.anchorOf(table.id, round);
      const check = /^[0-9a-f]{64}$/.test(seed) ? verifyChainSeed(seed, round, anchor) : { commitment: '', reachesAnchor: false };
      const outcome = check.reachesAnchor ? drawLiveRound(table, round, seed) : undefined;
      const steps = positionOf(round).index + 1;
      result = `<div role="status">
<dl>
<dt>${t('live.verify.seed')}</dt><dd><code>${escapeHtml(seed)}</code></dd>
<dt>${t('live.fair.commitment')}</dt><dd><code>${escapeHtml(check.commitment)}</code></dd>
<dt>${t('live.fair.anchor')}</dt><dd><code>${anchor}</code></dd>
</dl>
<p>${check.reachesAnchor ? t('live.verify.seedOk', { steps }) : t('live.verify.seedBad')}</p>
${outcome ? `<p>${t('verify.outcome', { outcome: describeLiveOutcome(texts, outcome, round) })}</p>
<pre><code>${escapeHtml(JSON.stringify({ table: table.id, round, drawn: outcome.drawn, winners: outcome.winners }, null, 1))}</code></pre>` : ''}
</div>`;
    }
  }
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('live.verify.title')}</title>
<link rel="stylesheet" href="${aggregatorBase}/assets/game.css">
<link rel="stylesheet" href="${aggregatorBase}/assets/aggregator.css">
</head>
<body>
<main class="game game--ended">
<h1>${t('live.verify.title')}</h1>
<section>
<p>${t('live.verify.intro')}</p>
<form method="get" action="${liveBase}/verify" class="verify-form">
${hidden}
${field('game', t('verify.game'), query.game)}
${field('round', t('live.verify.round'), query.round)}
${field('seed', t('live.verify.seedOptional'), query.seed)}
<button type="submit">${t('verify.submit')}</button>
</form>
${result}
</section>
</main>
</body>
</html>`;
}
