// The interface language of a visit (spec P9-7): the visitor's stored choice, else the device, else the merchant default.

export interface LanguageChoiceInput {
  /** The choice stored for this merchant, if any. */
  stored: string | null | undefined;
  /** The device's preferred languages, most preferred first (navigator.languages). */
  deviceLanguages: readonly string[];
  /** Languages the merchant offers and the build bundles. */
  offered: readonly string[];
  defaultLanguage: string;
}

const normalise = (tag: string): string => tag.trim().toLowerCase().replace(/_/g, '-');

/** The offered language a tag selects: the tag itself if offered, else its base tag (zh-CN -> zh, km-KH -> km). */
function offeredMatch(tag: string, offered: readonly string[]): string | undefined {
  const wanted = normalise(tag);
  const base = wanted.split('-')[0];
  return offered.find((language) => normalise(language) === wanted) ?? offered.find((language) => normalise(language) === base);
}

export function pickInitialLanguage({ stored, deviceLanguages, offered, defaultLanguage }: LanguageChoiceInput): string {
  const storedMatch = stored ? offered.find((language) => normalise(language) === normalise(stored)) : undefined;
  if (storedMatch) return storedMatch;
  for (const tag of deviceLanguages) {
    const match = offeredMatch(tag, offered);
    if (match) return match;
  }
  return defaultLanguage;
}

/** The localStorage key of the language choice; it includes the merchant code so merchants sharing a host keep their own (like palette:CODE). */
export function languageStorageKey(merchantCode: string): string {
  return `language:${merchantCode}`;
}
