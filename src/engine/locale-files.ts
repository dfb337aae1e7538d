// Where a language's translation file is, shared by the site (which fetches it) and the server's page shell (which
// preloads the one the first render waits for): the two must name the same URL for the preload to be used.

/** The <meta> of the built index.html naming the translations' content-hashed folder (scripts/vite-locales.ts). */
export const LOCALE_FOLDER_META = 'livery-locale-folder';

/** The namespace every page needs before it draws anything. */
export const BOOT_NAMESPACE = 'common';

export function localeFileUrl(folder: string, language: string, namespace: string): string {
  return `${folder}/${language}/${namespace}.json`;
}

/** The category pages: game centres and game lists (src/app/route-modules.ts: one module for them all). */
const CATEGORY_PAGES = ['sports', 'esports', 'lott', 'elott', 'live', 'fish', 'rng', 'pvp'] as const;

/**
 * The namespaces beyond the common texts that a page's first view draws with, per page id of the route table: the
 * site loads them with the common texts, and the page shell preloads them, so the first render does not suspend on
 * one more round trip. Pages not listed load theirs when they render.
 */
export const FIRST_VIEW_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  home: ['lobby', 'wallet'],
  ...Object.fromEntries(CATEGORY_PAGES.map((page) => [page, ['lobby', 'wallet']])),
};

export const firstViewNamespaces = (page: string | undefined): readonly string[] => (page && FIRST_VIEW_NAMESPACES[page]) || [];
