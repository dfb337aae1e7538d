// i18next for the whole site: one JSON file per language and namespace under locales/, each loaded only when that
// language (and namespace) is needed. Khmer is the default language.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_FOLDER, LOCALE_NAMESPACES } from 'virtual:locale-files';
import { languageStorageKey, pickInitialLanguage } from '../engine/language';
import { directionOf } from '../engine/languages';
import { BOOT_NAMESPACE, localeFileUrl } from '../engine/locale-files';
import { withChunkTimeout } from './chunk-load';
import { readLocal, writeLocal } from './local-store';

// Every file is a build asset (scripts/vite-locales.ts), fetched when needed: translations are data, and JSON costs the
// browser less to parse than the same texts as a script.
async function fetchLocale(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

export const DEFAULT_LANGUAGE = 'km';
export const DEFAULT_NAMESPACE = BOOT_NAMESPACE;

/** Languages that have translations in this build, from the files under locales/. */
export const BUNDLED_LANGUAGES: readonly string[] = Object.keys(LOCALE_NAMESPACES).sort();

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!LOCALE_NAMESPACES[language]?.includes(namespace)) {
      // A namespace a language does not have yet is not an error worth retrying: it simply has no keys.
      callback(null, {});
      return;
    }
    // Under the same 120-second rule as code chunks (spec P9-9).
    withChunkTimeout(() => fetchLocale(localeFileUrl(LOCALE_FOLDER, language, namespace)))().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();
i18n.use(localeBackend).use(initReactI18next);

/** The document speaks the language: lang for screen readers and fonts, dir="rtl" for Arabic, Persian, Hebrew, Urdu. */
export function applyDocumentLanguage(language: string, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  root.lang = language;
  root.dir = directionOf(language);
}

i18n.on('languageChanged', (language) => applyDocumentLanguage(language));

/**
 * Starts i18next in the given language, or switches to it; resolves once its common texts are loaded, and at the start
 * also `firstViewNamespaces` (what the first page draws with, so its first render does not suspend on them).
 */
export async function startI18n(language: string, firstViewNamespaces: readonly string[] = []): Promise<void> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    return;
  }
  await i18n.init({
    lng: language,
    // Every bundled language is complete (a test checks it), so nothing is loaded as a fallback.
    fallbackLng: false,
    load: 'currentOnly',
    ns: [DEFAULT_NAMESPACE, ...firstViewNamespaces],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });
}

function deviceLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

export interface MerchantLanguages {
  code: string;
  languages: string[];
  defaultLanguage: string;
}

/** The language of a visit: the stored choice, else a device language the merchant offers, else the merchant default. */
export function initialLanguageFor(merchant: MerchantLanguages): string {
  return pickInitialLanguage({
    stored: readLocal(languageStorageKey(merchant.code)),
    deviceLanguages: deviceLanguages(),
    offered: merchant.languages.filter((language) => BUNDLED_LANGUAGES.includes(language)),
    defaultLanguage: merchant.defaultLanguage,
  });
}

/** Before the merchant is known (the permission data failed), speak the device language if bundled. */
export function bootLanguage(): string {
  return pickInitialLanguage({ stored: null, deviceLanguages: deviceLanguages(), offered: [...BUNDLED_LANGUAGES], defaultLanguage: DEFAULT_LANGUAGE });
}

/** The visitor's choice: remembered per merchant (spec P9-7) and applied at once. */
export async function chooseLanguage(merchantCode: string, language: string): Promise<void> {
  writeLocal(languageStorageKey(merchantCode), language);
  await startI18n(language);
}
