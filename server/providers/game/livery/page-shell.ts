// What every in-house game page shares: the document head, the header with the balance, the bet selector and play
// button, the fairness panel and the scripts (assets/common.js, then the game's own). Plain HTML of its own, not the
// site's app: one stylesheet and static scripts of this origin, so it runs under the site's CSP (script-src 'self')
// and needs nothing from another host. Dynamic values (balance, seeds, results) are filled by the scripts.
import { text, type GameTexts } from './game-texts.js';
import type { GameLanguage } from './livery-vendor.js';
import { directionOf } from '../../../../src/engine/languages.js';

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The game window's Close, last in every game page's header (docs/phones.md): assets/game-window.js closes the window
 * the site opened, or goes back to the site's home. In reach at the top of a phone's screen with the balance.
 */
export function gameWindowClose(label: string, assets: string): string {
  return `<a class="game__close" href="/" data-game-close><span aria-hidden="true">×</span> ${label}</a>
<script src="${assets}/game-window.js" defer></script>`;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface GamePageInput {
  language: GameLanguage;
  texts: GameTexts;
  /** The exact RTP in percent, e.g. "96.09375". */
  rtpPercent: string;
  /** Shown instead of the game when the launch token is not (or no longer) valid. */
  error?: string;
  /** Where the page's scripts and stylesheets are, and the game API its script calls (a vendor of its own, docs/vendors.md). */
  assetBase?: string;
  apiBase?: string;
  /** Stylesheets after game.css, under assetBase. */
  extraStyles?: readonly string[];
  /** The site's palette passed at launch (docs/demo-game.md "Palette"); without it the device's preference decides. */
  palette?: SitePalette;
  /** A fun launch (docs/demo-game.md "Fun play"): the page says so at its top and offers real play on the site. */
  fun?: boolean;
}

export type SitePalette = 'light' | 'dark';
/** The palette a page's `palette` query asks for, if it is one. */
export const sitePaletteOf = (value: unknown): SitePalette | undefined => (value === 'light' || value === 'dark' ? value : undefined);

/** A page rendered without it with the site's palette on its `<html>` (pages that write their own document head). */
export const withPaletteOn = (html: string, palette: SitePalette | undefined): string =>
  (palette === undefined || /^<!doctype html>\s*<html[^>]*data-palette=/i.test(html) ? html : html.replace(/^(<!doctype html>\s*<html\b[^>]*)>/i, `$1 data-palette="${palette}">`));

export interface GamePageParts {
  /** Key of the page title in game.json. */
  titleKey: string;
  /** The game's script under /games/livery/assets/. */
  script: string;
  /** Scripts the game's script uses, loaded after common.js and before it. */
  helpers?: readonly string[];
  /** The play area: above the bet selector and play button. */
  board: string;
  /** Controls of the game shown before the bet (the dice pick). */
  controls?: string;
  /** Keys of the play button's label, idle and while the round is on its way. */
  playKey: string;
  busyKey: string;
  /** The rules and pay section. */
  paytable: string;
}

export const translator = (texts: GameTexts): Translate => (key, values) => escapeHtml(text(texts, key, values));

export function renderGamePage(input: GamePageInput, parts: (t: Translate) => GamePageParts): string {
  const { language, texts, error } = input;
  const assets = input.assetBase ?? '/games/livery/assets';
  const t = translator(texts);
  const p = parts(t);
  const head = `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}"${input.palette ? ` data-palette="${input.palette}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t(p.titleKey)}</title>
<link rel="stylesheet" href="${assets}/game.css">
${(input.extraStyles ?? []).map((file) => `<link rel="stylesheet" href="${assets}/${file}">`).join('\n')}
</head>`;
  if (error !== undefined) {
    return `${head}
<body>
<main class="game game--ended">
<h1>${t(p.titleKey)}</h1>
<p class="notice" role="alert">${t(`errors.${error}`)}</p>
</main>
</body>
</html>`;
  }
  // The scripts read their texts from this data block (type application/json is data, never run, so the CSP allows it).
  const scriptTexts = JSON.stringify(texts).replace(/</g, '\\u003c');
  return `${head}
<body>
<main class="game" id="game" aria-busy="true" data-api="${escapeHtml(input.apiBase ?? '/games/livery/api')}">
<header class="game__header">
<h1>${t(p.titleKey)}</h1>
<p class="game__vendor">${t('vendor')}</p>
<p class="game__balance">${t('balance')}: <output id="balance" aria-live="polite">${t('loading')}</output></p>
${gameWindowClose(t('close'), assets)}
<p id="funds-hint" class="game__hint" hidden>${t('fundsHint')}</p>
${input.fun ? `<p class="fun-mode" data-testid="fun-mode"><strong>${t('funPlay.label')}</strong> ${t('funPlay.explain')} <a href="/" data-game-real>${t('funPlay.real')}</a></p>` : ''}
</header>

<section class="machine" aria-labelledby="board-title">
${p.board}
<p id="result" class="result" role="status" aria-live="polite"></p>
<ul id="line-wins" class="line-wins"></ul>
<dl id="round" class="round" hidden>
<div><dt>${t('roundId')}</dt><dd><code id="round-id"></code></dd></div>
<div><dt>${t('bet')}</dt><dd id="round-bet"></dd></div>
<div><dt>${t('lastWin')}</dt><dd id="round-win"></dd></div>
</dl>
<div class="controls">
${p.controls ?? ''}
<div class="bet">
<label for="bet">${t('bet')}</label>
<select id="bet" name="bet" disabled></select>
</div>
<button id="play" type="button" class="play" data-idle-key="${p.playKey}" data-busy-key="${p.busyKey}" disabled>${t(p.playKey)}</button>
</div>
<p id="error" class="error" role="alert"></p>
</section>

${p.paytable}

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
<script src="${assets}/common.js" defer></script>
${(p.helpers ?? []).map((file) => `<script src="${assets}/${file}" defer></script>\n`).join('')}<script src="${assets}/${p.script}" defer></script>
</body>
</html>`;
}
