// The web fonts of a visit. Inter (Latin, which every page shows in its digits and money) comes with the main
// stylesheet; the Khmer, Chinese (Simplified and Traditional), Thai, Japanese, Devanagari (Hindi, Nepali), Myanmar (Burmese), Lao, Korean, Arabic (Arabic, Persian, Urdu), Hebrew, Sinhala, Telugu, Bengali and Tamil faces are declared only when the visit
// needs them: the language is written in that script, or the merchant's theme uses the font. Each package splits its
// font by script with unicode-range, so the browser then fetches only the files for the characters on the page. A
// script whose font is not loaded falls back to the system's font (the stacks in src/engine/theme-tokens.ts end with
// the generic family).
import { languageInfo } from '../engine/languages';

/** Font names (the theme schema's, and the script fonts) whose faces load on demand; 'inter' and 'system' need nothing. */
const FONT_FACES: Readonly<Record<string, () => Promise<unknown>>> = {
  'noto-sans-khmer': () => import('@fontsource-variable/noto-sans-khmer'),
  'noto-sans-sc': () => import('@fontsource-variable/noto-sans-sc'),
  'noto-sans-thai': () => import('@fontsource-variable/noto-sans-thai'),
  'noto-sans-tc': () => import('@fontsource-variable/noto-sans-tc'),
  'noto-sans-jp': () => import('@fontsource-variable/noto-sans-jp'),
  'noto-sans-kr': () => import('@fontsource-variable/noto-sans-kr'),
  'noto-sans-devanagari': () => import('@fontsource-variable/noto-sans-devanagari'),
  'noto-sans-myanmar': () => import('@fontsource-variable/noto-sans-myanmar'),
  'playfair-display': () => import('@fontsource-variable/playfair-display'),
  oswald: () => import('@fontsource-variable/oswald'),
  orbitron: () => import('@fontsource-variable/orbitron'),
  'noto-serif-khmer': () => import('@fontsource-variable/noto-serif-khmer'),
  'space-grotesk': () => import('@fontsource-variable/space-grotesk'),
  'noto-sans-lao': () => import('@fontsource-variable/noto-sans-lao'),
  'noto-sans-arabic': () => import('@fontsource-variable/noto-sans-arabic'),
  'noto-sans-hebrew': () => import('@fontsource-variable/noto-sans-hebrew'),
  'noto-sans-sinhala': () => import('@fontsource-variable/noto-sans-sinhala'),
  'noto-sans-telugu': () => import('@fontsource-variable/noto-sans-telugu'),
  'noto-sans-bengali': () => import('@fontsource-variable/noto-sans-bengali'),
  'noto-sans-tamil': () => import('@fontsource-variable/noto-sans-tamil'),
};

/** The bundled font for a language's script (ISO 15924), where the platform bundles one. */
const SCRIPT_FONTS: Readonly<Record<string, string>> = {
  Khmr: 'noto-sans-khmer', Hans: 'noto-sans-sc', Hant: 'noto-sans-tc', Thai: 'noto-sans-thai', Jpan: 'noto-sans-jp',
  Deva: 'noto-sans-devanagari', Mymr: 'noto-sans-myanmar', Laoo: 'noto-sans-lao', Kore: 'noto-sans-kr',
  Arab: 'noto-sans-arabic', Hebr: 'noto-sans-hebrew', Sinh: 'noto-sans-sinhala', Telu: 'noto-sans-telugu', Beng: 'noto-sans-bengali', Taml: 'noto-sans-tamil',
};

/** The on-demand fonts a page in this language with these theme fonts needs. */
export function fontsFor(language: string, themeFonts: { body: string; heading: string }): string[] {
  const script = languageInfo(language)?.script;
  const wanted = [themeFonts.body, themeFonts.heading, ...(script && SCRIPT_FONTS[script] ? [SCRIPT_FONTS[script]] : [])];
  return [...new Set(wanted)].filter((font) => font in FONT_FACES);
}

const loading = new Map<string, Promise<void>>();

/**
 * Declares the fonts' faces (their stylesheets, loaded once each). Never rejects: a face that did not arrive only
 * means the system font, which is no reason to hold the page back.
 */
export function loadFonts(fonts: readonly string[]): Promise<void> {
  return Promise.all(
    fonts.map((font) => {
      const known = loading.get(font);
      if (known) return known;
      // A failed load is forgotten, so the next page asks again.
      const pending = (FONT_FACES[font]?.() ?? Promise.resolve()).then(
        () => undefined,
        () => {
          loading.delete(font);
        },
      );
      loading.set(font, pending);
      return pending;
    }),
  ).then(() => undefined);
}
