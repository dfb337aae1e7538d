// The page shell per Host: the built index.html with what the first paint needs filled in, so a visitor sees the
// merchant's name, language and colours at once and the site starts without asking for the permission data first.
// The data goes in a JSON data block (type application/json), which the browser never runs, so the CSP's
// script-src stays 'self'. Pure: the server hands in the template and the values.
import { directionOf } from '../../src/engine/languages.js';
import { BOOT_NAMESPACE, LOCALE_FOLDER_META, firstViewNamespaces, localeFileUrl } from '../../src/engine/locale-files.js';
import { INLINE_ANSWERS_ID, PERMISSION_DATA_ID, ROUTE_TABLE_PRELOAD_ATTRIBUTE } from '../../src/engine/permission-ids.js';

export interface PageShell {
  /** The document language (the merchant's default language). */
  lang: string;
  title: string;
  description: string;
  /** The header colour of the default palette, for the browser's own chrome. */
  themeColor: string;
  background: string;
  text: string;
  colorScheme: 'dark' | 'light';
  /** The permission data, as GET /wps/system/permission answers it. */
  permission: unknown;
  /**
   * The page's likely largest paint, when the server knows it (the home's first banner, a game list's first tiles):
   * preloaded at high priority.
   */
  preloadImages?: readonly string[];
  /**
   * The language the site will most likely start in (the visitor's device languages against the merchant's, as the
   * site picks it): its common texts, which the first render waits for, are fetched with the page.
   */
  textsLanguage?: string;
  /**
   * The page id (route table) the address shows to a visitor without a session: its texts beyond the common ones
   * are fetched with the page (src/engine/locale-files.ts).
   */
  firstViewPage?: string;
  /** The chunks the first page's module needs beyond the entry (the build's list): fetched with the entry. */
  preloadModules?: readonly string[];
  /** Answers of calls the page makes first, by the URL the site asks at (src/lib/inline-answers.ts). */
  inlineAnswers?: Record<string, unknown>;
  /** The merchant's logo in the default palette: the boot screen shows it while the site's code loads. */
  splashLogo?: { src: string; width: number; height: number; alt: string };
  /** The merchant's own favicon (brand.favicon) with its type; without it the built page's /favicon stays. */
  icon?: { href: string; type: string };
}


const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON that cannot close its script element or open a comment, whatever the merchant wrote in its texts. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const CSS_COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|(rgb|hsl)a?\([0-9.,%\s/]+\))$/;
const cssColor = (value: string, fallback: string) => (CSS_COLOR.test(value) ? value : fallback);

/** The preloads of the texts the first view draws with in `language`, when the built page names their folder. */
function textsPreloads(template: string, language: string | undefined, page: string | undefined): string[] {
  const folder = new RegExp(`<meta name="${LOCALE_FOLDER_META}" content="(/[^"]*)"`).exec(template)?.[1];
  if (!folder || !language || !/^[A-Za-z0-9-]+$/.test(language)) return [];
  // crossorigin: the site's fetch() is a CORS request with same-origin credentials; a preload must match it to be used.
  return [BOOT_NAMESPACE, ...firstViewNamespaces(page)].map(
    (namespace) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(localeFileUrl(folder, language, namespace))}" />`,
  );
}

/**
 * The built page preloads the route table, which every page but the home needs with the entry (scripts/vite-route-table.ts);
 * the home draws without it and loads it when a navigation is likely, so its preload goes.
 */
function withoutUnneededPreloads(template: string, page: string | undefined): string {
  return page === 'home' ? template.replace(new RegExp(`\\s*<link rel="modulepreload"[^>]*${ROUTE_TABLE_PRELOAD_ATTRIBUTE}[^>]*>`), '') : template;
}

/** The built page's boot screen (index.html), which the splash with the merchant's logo replaces. */
const BOOT_SCREEN = '<div class="boot"><span class="boot-spinner"></span></div>';

export function renderPageShell(template: string, shell: PageShell): string {
  const logo = shell.splashLogo;
  // In the order the first paints need them (a browser asks an HTTP/1.1 server over six connections at most): the
  // boot screen's logo, the page's largest image, then the texts.
  const head = [
    ...(logo ? [`<link rel="preload" as="image" href="${escapeHtml(logo.src)}" fetchpriority="high" />`] : []),
    ...(shell.preloadImages ?? []).map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`),
    ...textsPreloads(template, shell.textsLanguage, shell.firstViewPage),
    // Low priority: needed once the entry has run, they should not slow what the first paint waits for (Lighthouse's
    // mobile preset: first paint 1.9 s at high priority, 1.6 s at low, with the largest paint 0.25 s earlier either way).
    ...(shell.preloadModules ?? []).filter((href) => /^\/assets\/[\w.-]+\.js$/.test(href)).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" fetchpriority="low" />`),
    `<meta name="description" content="${escapeHtml(shell.description)}" />`,
    `<meta name="theme-color" content="${escapeHtml(cssColor(shell.themeColor, '#000000'))}" />`,
    // Installable (docs/phones.md): the merchant's manifest and home-screen icon, both from this server.
    '<link rel="manifest" href="/manifest.webmanifest" />',
    '<link rel="apple-touch-icon" href="/app-icon-192.png" />',
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(shell.title)}" />`,
    // The logo is drawn for the header's colour, which may be far from the page's (a white logo on a light page).
    `<style>html{color-scheme:${shell.colorScheme}}body{background:${cssColor(shell.background, 'Canvas')};color:${cssColor(shell.text, 'CanvasText')}}.boot-logo{background:${cssColor(shell.themeColor, 'transparent')};padding:8px 12px;border-radius:8px}</style>`,
  ].join('\n    ');
  const answers = shell.inlineAnswers && Object.keys(shell.inlineAnswers).length > 0
    ? `\n    <script type="application/json" id="${INLINE_ANSWERS_ID}">${jsonForScript(shell.inlineAnswers)}</script>`
    : '';
  const data = `<script type="application/json" id="${PERMISSION_DATA_ID}">${jsonForScript(shell.permission)}</script>${answers}`;
  const page = withoutUnneededPreloads(template, shell.firstViewPage);
  const withIcon = shell.icon
    ? page.replace(/<link rel="icon"[^>]*>/, `<link rel="icon" type="${escapeHtml(shell.icon.type)}" href="${escapeHtml(shell.icon.href)}" />`)
    : page;
  const splash = logo
    ? `<div class="boot"><img class="boot-logo" src="${escapeHtml(logo.src)}" width="${logo.width}" height="${logo.height}" alt="${escapeHtml(logo.alt)}" fetchpriority="high" /><span class="boot-spinner"></span></div>`
    : null;
  return withIcon
    .replace(BOOT_SCREEN, (screen) => splash ?? screen)
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(shell.lang)}" dir="${directionOf(shell.lang)}"`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(shell.title)}</title>`)
    .replace('</head>', `    ${head}\n  </head>`)
    .replace('<script type="module"', `${data}\n    <script type="module"`);
}

/**
 * The built page with its small stylesheets written into it: a <link rel="stylesheet"> to an asset of at most
 * `maxBytes` becomes a <style> of that file, so the first paint does not wait for one more round trip (the site's
 * own styles come with its script; this file holds little more than resets). `readAsset` answers null for a file
 * it cannot read, which keeps its link.
 * The link stays too, disabled (a browser neither fetches nor applies it): Vite's loader of lazy chunks, which lists
 * the entry's stylesheet among every page chunk's needs, looks for it among the page's stylesheet links and would
 * otherwise fetch it again, and make the first page after the entry wait for it.
 */
export function inlineSmallStylesheets(template: string, readAsset: (href: string) => string | null, maxBytes = 8192): string {
  return template.replace(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"?#]+\.css)"\s*\/?>/g, (link, href: string) => {
    const css = readAsset(href);
    // A relative url() would resolve against the page's address once written into it, not the stylesheet's.
    const relativeUrl = css !== null && /url\(\s*['"]?(?![/'"]|data:)/i.test(css);
    return css !== null && Buffer.byteLength(css) <= maxBytes && !/<\/style/i.test(css) && !relativeUrl ? `<style>${css}</style><link rel="stylesheet" href="${href}" disabled />` : link;
  });
}
