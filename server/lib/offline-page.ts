// The merchant's offline page (docs/phones.md): what the service worker shows when a page cannot load, in the
// merchant's colours with its logo inline (no request needed once cached), the text in the merchant's default
// language, and a button that tries again. Pure: the route hands in the values.
import { directionOf } from '../../src/engine/languages.js';

export interface OfflinePage {
  lang: string;
  name: string;
  title: string;
  text: string;
  retry: string;
  background: string;
  text_colour: string;
  header: string;
  onHeader: string;
  /** The logo as a data: URL. */
  logo: string;
  logoWidth: number;
  logoHeight: number;
  /** The logo's alternative text (the merchant's brand name in the page's language); name when absent. */
  logoAlt?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const CSS_COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+)$/;
const color = (value: string, fallback: string) => (CSS_COLOR.test(value) ? value : fallback);

export function renderOfflinePage(page: OfflinePage): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(page.lang)}" dir="${directionOf(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="${e(color(page.header, '#000000'))}">
<title>${e(page.title)} · ${e(page.name)}</title>
<style>
html{color-scheme:light dark}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:${color(page.background, 'Canvas')};color:${color(page.text_colour, 'CanvasText')};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5}
header{display:flex;align-items:center;min-height:56px;padding:env(safe-area-inset-top) 16px 0;background:${color(page.header, 'Canvas')};color:${color(page.onHeader, 'CanvasText')}}
header img{height:32px;width:auto}
main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;text-align:center}
h1{margin:0;font-size:1.4rem}
p{margin:0;max-width:32em}
button{min-height:44px;min-width:44px;padding:0 24px;border:2px solid currentColor;border-radius:8px;background:transparent;color:inherit;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid currentColor;outline-offset:2px}
</style>
</head>
<body>
<header><img src="${e(page.logo)}" width="${page.logoWidth}" height="${page.logoHeight}" alt="${e(page.logoAlt || page.name)}"></header>
<main>
<h1>${e(page.title)}</h1>
<p>${e(page.text)}</p>
<button type="button" id="retry">${e(page.retry)}</button>
</main>
<script src="/offline.js"></script>
</body>
</html>
`;
}

/** The offline page's one script (a file, so the CSP's script-src 'self' holds): try again, and again when online. */
export const OFFLINE_SCRIPT = "document.getElementById('retry').addEventListener('click',()=>location.reload());addEventListener('online',()=>location.reload());\n";
