// The values of a request's page shell (server/lib/page-shell.ts): its permission data, and from it the merchant's
// name, default language and default palette, and a description in that language (common.json app.description).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageShell } from '../lib/page-shell.js';
import { HOME_BANNER_GROUP } from '../../src/engine/api/announcements.js';
import { pickInitialLanguage } from '../../src/engine/language.js';
import { routeAtStaticPath } from '../../src/engine/layout-rules.js';
import { GAME_LIST, HOME_ANNOUNCEMENTS, HOME_SECTION_PAGE_SIZE, gameListUrl, homeAnnouncementsUrl } from '../../src/engine/api/api-url.js';
import { categoriesWithVendors } from '../../src/engine/game-categories.js';
import { composeHome, isLobbyBlock } from '../../src/engine/home-composition.js';
import { bannerImageUrl, listAnnouncements } from '../domain/announcements.js';
import { acceptedLanguages } from '../domain/visitor-language.js';
import { faviconFileOf } from '../domain/merchant-brand.js';
import { MIME_OF_IMAGE, imageTypeOfName } from '../lib/image-facts.js';
import { permissionDataOf } from './permission-data.js';
import type { PermissionData } from '../../src/engine/permission-data.js';

/** Keyed by project folder and language: a process may serve more than one folder (the tests' servers do). */
const descriptions = new Map<string, string | null>();

/** locales/<lang>/common.json app.description, read once per folder and language; null when the language has none. */
function descriptionTemplate(rootDir: string, lang: string): string | null {
  const key = `${rootDir}\n${lang}`;
  if (!descriptions.has(key)) {
    let text: string | null = null;
    try {
      const common = JSON.parse(readFileSync(path.join(rootDir, 'locales', lang, 'common.json'), 'utf8')) as { app?: { description?: unknown } };
      text = typeof common.app?.description === 'string' ? common.app.description : null;
    } catch {
      text = null;
    }
    descriptions.set(key, text);
  }
  return descriptions.get(key) ?? null;
}

const bundledByRoot = new Map<string, ReadonlySet<string>>();

/** The languages locales/ has (the ones the build bundles), read once. */
function bundledLanguages(rootDir: string): ReadonlySet<string> {
  let languages = bundledByRoot.get(rootDir);
  if (!languages) {
    try {
      languages = new Set(readdirSync(path.join(rootDir, 'locales'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name));
    } catch {
      languages = new Set();
    }
    bundledByRoot.set(rootDir, languages);
  }
  return languages;
}

/**
 * The language the site will start in unless the visitor chose another before (a choice the server cannot see): the
 * device's languages, which the browser also sends as Accept-Language, against the merchant's, as the site picks.
 */
function likelyLanguage(rootDir: string, request: FastifyRequest): string {
  const bundled = bundledLanguages(rootDir);
  const { merchant } = request;
  return pickInitialLanguage({
    stored: null,
    deviceLanguages: acceptedLanguages(request.headers['accept-language']),
    offered: merchant.languages.filter((language) => bundled.has(language)),
    defaultLanguage: merchant.defaultLanguage,
  });
}

/** The page the address shows to a visitor without a session (a member's page would show the login), if known. */
function pageOf(request: FastifyRequest): string | undefined {
  const route = routeAtStaticPath(request.url.split('?')[0]!);
  return route && !route.requiresLogin ? route.page : undefined;
}

const isHome = (request: FastifyRequest) => pageOf(request) === 'home';

/**
 * The home's largest paint is its first banner: its address as the carousel writes it, so the preload is the same
 * request. Not with image CDNs: the site picks a host per visit, which the server cannot know.
 */
function homeBannerOf(request: FastifyRequest, imageCDNs: readonly string[], language: string): string | undefined {
  if (!isHome(request) || imageCDNs.length > 0) return undefined;
  const banner = request.merchant.banners?.find((candidate) => candidate.groupName === HOME_BANNER_GROUP);
  return banner && bannerImageUrl(banner, language);
}

/**
 * The home's announcements (its banners are its largest paint) in the language the site will ask for them, as the
 * API answers them: the home draws its banners in its first render instead of after one more round trip.
 */
function homeAnswersOf(request: FastifyRequest, language: string): PageShell['inlineAnswers'] {
  if (!isHome(request)) return undefined;
  const { types, platform } = HOME_ANNOUNCEMENTS;
  return { [homeAnnouncementsUrl(language)]: { success: true, value: listAnnouncements(request.merchant, { types, platform, language }) } };
}

/** The category pages that open on a list of games (the others are game centres of vendor tiles). */
export const GAME_LIST_PAGES: ReadonlySet<string> = new Set(['rng', 'live', 'fish', 'pvp']);
/** The first tiles that load at high priority (src/features/lobby/components/category-lobby.tsx, leadImages). */
const LEAD_TILES = 2;

interface ListedGame {
  iconUrl?: unknown;
  isGame?: unknown;
}

/**
 * The server's own answer to a game list URL, asked for this visitor (their Host, counted against their address) so
 * that it is the same answer, cache and rules included; undefined unless it succeeded.
 */
async function gameListAnswer<T extends object = object>(app: FastifyInstance, request: FastifyRequest, url: string): Promise<(T & { success: true }) | undefined> {
  const reply = await app.inject({ method: 'GET', url, headers: { host: request.headers.host ?? '' }, remoteAddress: request.ip });
  if (reply.statusCode !== 200) return undefined;
  const answer = reply.json() as T & { success?: boolean };
  return answer.success === true ? (answer as T & { success: true }) : undefined;
}

/**
 * A game list page's first page of games, as the API answers it at the URL the site asks first (every vendor, or
 * the one in ?vassalage=, in the visitor's likely language), and its first tiles' images, the page's largest paint.
 */
async function gameListFirstPage(app: FastifyInstance, request: FastifyRequest, page: string | undefined, language: string): Promise<{ answers: Record<string, unknown>; images: string[] } | undefined> {
  if (!page || !GAME_LIST_PAGES.has(page)) return undefined;
  const vendor = new URLSearchParams(request.url.split('?')[1] ?? '').get('vassalage') || undefined;
  const url = gameListUrl({ gameType: page.toUpperCase(), vendor, page: 1, pageSize: GAME_LIST.pageSize, language });
  const answer = await gameListAnswer<{ value?: { games?: ListedGame[] } }>(app, request, url);
  if (!answer || !Array.isArray(answer.value?.games)) return undefined;
  // In a vendor's hall the site leaves the vendor's own lobby entry out, as here.
  const shown = answer.value.games.filter((game) => !vendor || game.isGame !== 0);
  const images = shown.slice(0, LEAD_TILES).map((game) => game.iconUrl).filter((src): src is string => typeof src === 'string' && src.length > 0);
  return { answers: { [url]: answer }, images };
}

/** How many of the home's first category sections come with the page: about what a phone's first screen shows. */
const HOME_INLINE_SECTIONS = 2;

/**
 * The home's category sections that open its first run of game sections, as a visitor without a session sees them
 * (the site's composition, src/engine/home-composition.ts), at most HOME_INLINE_SECTIONS, up to the first section of
 * another kind (hot games, favourites). When their lists came late, their placeholders (ten tiles for sports) held
 * another height than their games (one sportsbook) and the page below jumped on a phone (CLS 0.57 on basic).
 */
function homeFirstCategories(permission: PermissionData): string[] {
  const blocks = composeHome(permission.theme.home.sections, { categories: categoriesWithVendors(permission.vendors), loggedIn: false, hasRecent: false });
  const start = blocks.findIndex(isLobbyBlock);
  const categories: string[] = [];
  for (const block of start < 0 ? [] : blocks.slice(start)) {
    if (!isLobbyBlock(block) || categories.length === HOME_INLINE_SECTIONS) break;
    if (block.kind !== 'games') continue;
    if (block.category === undefined) break;
    categories.push(block.category);
  }
  return categories;
}

/** The lists of the home's first category sections, as the API answers them at the URLs the sections ask. */
async function homeSectionLists(app: FastifyInstance, request: FastifyRequest, permission: PermissionData, language: string): Promise<Record<string, unknown>> {
  if (!isHome(request)) return {};
  const answers = await Promise.all(
    homeFirstCategories(permission).map(async (category) => {
      const url = gameListUrl({ gameType: category.toUpperCase(), page: 1, pageSize: HOME_SECTION_PAGE_SIZE, language });
      const answer = await gameListAnswer(app, request, url);
      return answer ? ([url, answer] as const) : undefined;
    }),
  );
  return Object.fromEntries(answers.filter((entry) => entry !== undefined));
}

/** The logo of the default palette with its reserved box, named as the merchant (the header's logo says the same). */
function splashLogoOf(logo: PermissionData['theme']['logo'], palette: 'dark' | 'light', name: string): PageShell['splashLogo'] {
  const size = palette === 'light' ? (logo.lightSize ?? logo) : logo;
  return { src: palette === 'light' ? logo.light : logo.dark, width: size.width, height: size.height, alt: name };
}

/** The merchant's own favicon, linked by its address so the browser caches it as the file it is. */
function iconOf(request: FastifyRequest): Pick<PageShell, 'icon'> {
  const favicon = faviconFileOf(request.merchant);
  const type = favicon && imageTypeOfName(favicon.name);
  return favicon && type ? { icon: { href: favicon.url, type: MIME_OF_IMAGE[type] } } : {};
}

export function pageShellOf(app: FastifyInstance, request: FastifyRequest): PageShell {
  return shellWithPermission(app, request).shell;
}

function shellWithPermission(app: FastifyInstance, request: FastifyRequest): { shell: PageShell; permission: PermissionData } {
  const permission = permissionDataOf(app, request);
  const { merchant, theme } = permission;
  const lang = merchant.defaultLanguage;
  const template = descriptionTemplate(app.platform.rootDir, lang) ?? descriptionTemplate(app.platform.rootDir, 'en') ?? '{{name}}';
  const palette = theme.palettes[merchant.defaultPalette];
  const language = likelyLanguage(app.platform.rootDir, request);
  const shell: PageShell = {
    lang,
    title: merchant.name,
    description: template.replace(/\{\{name\}\}/g, merchant.name),
    themeColor: palette.header ?? palette.background ?? '#000000',
    background: palette.background ?? 'Canvas',
    text: palette.text ?? 'CanvasText',
    colorScheme: merchant.defaultPalette,
    permission,
    preloadImages: [homeBannerOf(request, permission.imageCDNs, language)].filter((src): src is string => src !== undefined),
    textsLanguage: language,
    firstViewPage: pageOf(request),
    inlineAnswers: homeAnswersOf(request, language),
    splashLogo: splashLogoOf(theme.logo, merchant.defaultPalette, merchant.name),
    ...iconOf(request),
  };
  return { shell, permission };
}

/**
 * The shell of a page a visitor opens: with a game list page's first page of games and its first tiles' images, or
 * the home's first category sections' lists.
 */
export async function pageShellForPage(app: FastifyInstance, request: FastifyRequest): Promise<PageShell> {
  const { shell, permission } = shellWithPermission(app, request);
  const language = shell.textsLanguage ?? shell.lang;
  const [list, sections] = await Promise.all([gameListFirstPage(app, request, shell.firstViewPage, language), homeSectionLists(app, request, permission, language)]);
  const withSections = Object.keys(sections).length > 0 ? { ...shell, inlineAnswers: { ...shell.inlineAnswers, ...sections } } : shell;
  return list ? { ...withSections, inlineAnswers: { ...withSections.inlineAnswers, ...list.answers }, preloadImages: list.images } : withSections;
}
