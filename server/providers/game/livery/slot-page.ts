// The Lucky Lantern page: plain HTML of its own (not the site's app), one static script and one stylesheet, so it
// runs under the site's CSP (script-src 'self') and needs nothing from another host. Every text is in the page's
// language; the dynamic values (balance, reels, seeds) are filled by /games/livery/assets/slot.js.
import { paytableTenths, slotSymbols } from '../../../domain/game/slot.js';
import { text, type GameTexts } from './game-texts.js';
import type { GameLanguage } from './livery-vendor.js';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Multiplier of the total bet from tenths: 1000 -> "100", 25 -> "2.5". */
const multiplier = (tenths: number): string => (tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1));

export interface SlotPageInput {
  language: GameLanguage;
  texts: GameTexts;
  /** The exact RTP in percent, e.g. "96.09375". */
  rtpPercent: string;
  /** Shown instead of the game when the launch token is not (or no longer) valid. */
  error?: string;
}

export function renderSlotPage({ language, texts, rtpPercent, error }: SlotPageInput): string {
  const t = (key: string, values?: Record<string, string | number>) => escapeHtml(text(texts, key, values));
  const head = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title>
<link rel="stylesheet" href="/games/livery/assets/slot.css">
</head>`;
  if (error !== undefined) {
    return `${head}
<body>
<main class="game game--ended">
<h1>${t('title')}</h1>
<p class="notice" role="alert">${t(`errors.${error}`)}</p>
</main>
</body>
</html>`;
  }
  const paytableRows = slotSymbols.map((symbol) => `<tr><th scope="row"><span class="symbol symbol--${symbol.toLowerCase()}" aria-hidden="true"></span>${t(`symbols.${symbol}`)}</th><td>${t('paytable.times', { multiplier: multiplier(paytableTenths[symbol]) })}</td></tr>`).join('\n');
  const cells = [0, 1, 2].map((reel) => `<div class="reel" data-reel="${reel}">${[0, 1, 2].map((row) => `<div class="cell" data-row="${row}"></div>`).join('')}</div>`).join('');
  // The script reads its texts from this data block (type application/json is data, never run, so the CSP allows it).
  const scriptTexts = JSON.stringify(texts).replace(/</g, '\\u003c');
  return `${head}
<body>
<main class="game" id="game" aria-busy="true">
<header class="game__header">
<h1>${t('title')}</h1>
<p class="game__vendor">${t('vendor')}</p>
<p class="game__balance">${t('balance')}: <output id="balance" aria-live="polite">${t('loading')}</output></p>
</header>

<section class="machine" aria-labelledby="reels-title">
<h2 id="reels-title" class="visually-hidden">${t('reels')}</h2>
<div id="reels" class="reels" role="img" aria-label="${t('loading')}">${cells}</div>
<p id="result" class="result" role="status" aria-live="polite"></p>
<ul id="line-wins" class="line-wins"></ul>
<div class="controls">
<label for="bet">${t('bet')}</label>
<select id="bet" name="bet" disabled></select>
<button id="spin" type="button" class="spin" disabled>${t('spin')}</button>
</div>
<p id="error" class="error" role="alert"></p>
</section>

<section class="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">${t('paytable.title')}</h2>
<table>
<thead><tr><th scope="col">${t('paytable.symbol')}</th><th scope="col">${t('paytable.pays')}</th></tr></thead>
<tbody>
${paytableRows}
</tbody>
</table>
<p>${t('paytable.lines')}</p>
<p>${t('paytable.rtp', { rtp: rtpPercent })}</p>
</section>

<section class="fair" aria-labelledby="fair-title">
<h2 id="fair-title">${t('fair.title')}</h2>
<p>${t('fair.explain')}</p>
<dl>
<dt>${t('fair.serverSeedHash')}</dt><dd><code id="server-seed-hash">…</code></dd>
<dt>${t('fair.nonce')}</dt><dd><output id="nonce">…</output></dd>
</dl>
<p id="last-round"></p>
<form id="seed-form" class="seed-form" novalidate>
<label for="client-seed">${t('fair.clientSeed')}</label>
<input id="client-seed" name="clientSeed" autocomplete="off" spellcheck="false" maxlength="64" aria-describedby="client-seed-hint" disabled>
<p id="client-seed-hint" class="hint">${t('fair.clientSeedHint')}</p>
<button id="rotate" type="submit" disabled>${t('fair.rotate')}</button>
</form>
<p id="rotated" role="status" aria-live="polite"></p>
<div id="previous" class="previous" hidden>
<h3>${t('fair.previous')}</h3>
<dl>
<dt>${t('fair.serverSeed')}</dt><dd><code id="previous-server-seed"></code></dd>
<dt>${t('fair.serverSeedHash')}</dt><dd><code id="previous-server-seed-hash"></code></dd>
<dt>${t('fair.clientSeed')}</dt><dd><code id="previous-client-seed"></code></dd>
<dt>${t('fair.rounds')}</dt><dd id="previous-rounds"></dd>
</dl>
<p id="previous-check"></p>
</div>
</section>
</main>
<script type="application/json" id="game-texts">${scriptTexts}</script>
<script src="/games/livery/assets/slot.js" defer></script>
</body>
</html>`;
}
