// Where a language's translation file is, shared by the site (which fetches it) and the server's page shell (which
// preloads the one the first render waits for): the two must name the same URL for the preload to be used.

/** The <meta> of the built index.html naming the translations' content-hashed folder (scripts/vite-locales.ts). */
export const LOCALE_FOLDER_META = 'livery-locale-folder';

/** The namespace every page needs before it draws anything. */
export const BOOT_NAMESPACE = 'common';

export function localeFileUrl(folder: string, language: string, namespace: string): string {
  return `${folder}/${language}/${namespace}.json`;
}
