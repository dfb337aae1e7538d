// Where the translation files are (scripts/vite-locales.ts): the folder and, per language, the namespaces it has.
declare module 'virtual:locale-files' {
  export const LOCALE_FOLDER: string;
  export const LOCALE_NAMESPACES: Readonly<Record<string, readonly string[]>>;
}
