// Every bundled language (a locales/<code>/ folder with every namespace of English) is complete: every key of en in
// every namespace, the same {{placeholders}} and <tags>, the plural forms its own plural rules ask for, nothing
// empty, and really translated (written in its own script, not copied English). Issue 16; docs/languages.md.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageInfo, pluralSuffixes } from '../../src/engine/languages';

const ROOT = path.resolve(__dirname, '../..');
type Tree = { [key: string]: string | string[] | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else if (Array.isArray(value)) value.forEach((item, i) => out.set(`${full}.${i}`, item));
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const namespaces = readdirSync(path.join(ROOT, 'locales', 'en')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
const load = (language: string, ns: string) => flatten(JSON.parse(readFileSync(path.join(ROOT, 'locales', language, `${ns}.json`), 'utf8')) as Tree);
const bundled = readdirSync(path.join(ROOT, 'locales')).filter((code) => {
  const files = new Set(readdirSync(path.join(ROOT, 'locales', code)));
  return namespaces.every((ns) => files.has(`${ns}.json`));
});
const others = bundled.filter((code) => code !== 'en');

const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
const markers = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`))].sort();

/** The English key set with plural keys folded to their base (count_one, count_other -> count). */
function englishShape(ns: string) {
  const en = load('en', ns);
  const plain = new Map<string, string>();
  const plurals = new Map<string, string>();
  for (const [key, text] of en) {
    if (PLURAL.test(key) && [...en.keys()].some((k) => k !== key && pluralBase(k) === pluralBase(key) && PLURAL.test(k))) plurals.set(pluralBase(key), en.get(`${pluralBase(key)}_other`) ?? text);
    else plain.set(key, text);
  }
  return { plain, plurals };
}

// Letters of each script a bundled language is written in; Latin-script languages are checked against copies of English instead.
const SCRIPT_LETTERS: Record<string, RegExp> = {
  Khmr: /[\u1780-\u17FF]/,
  Hans: /[\u4E00-\u9FFF]/,
  Hant: /[\u4E00-\u9FFF]/,
  Arab: /[\u0600-\u06FF]/,
  Hebr: /[\u0590-\u05FF]/,
  Thai: /[\u0E00-\u0E7F]/,
  Deva: /[\u0900-\u097F]/,
  Mymr: /[\u1000-\u109F]/,
  Laoo: /[\u0E80-\u0EFF]/,
  Cyrl: /[\u0400-\u04FF]/,
  Grek: /[\u0370-\u03FF]/,
  Kore: /[\uAC00-\uD7AF]/,
  Beng: /[\u0980-\u09FF]/,
  Taml: /[\u0B80-\u0BFF]/,
  Sinh: /[\u0D80-\u0DFF]/,
  Telu: /[\u0C00-\u0C7F]/,
};
/** Texts the same in every language: brand names, codes, autonyms, symbols. */
const SAME_EVERYWHERE = /^[\s\p{P}\p{S}\p{N}]*$|^(VIP\d*|OK|USDT|TRC20|ERC20|[A-Z]{2,}[\w\s-]*|\{\{\w+\}\}.{0,3})$/u;

describe('every bundled language', () => {
  it('[P9-7] bundles km, en and zh, and each bundled language is in the registry', () => {
    expect(bundled).toEqual(expect.arrayContaining(['km', 'en', 'zh']));
    for (const code of bundled) expect(languageInfo(code), code).toBeDefined();
  });

  describe.each(others)('%s', (language) => {
    const suffixes = pluralSuffixes(language);

    it.each(namespaces)(`[P9-7] ${language} %s has every key of en with the same placeholders and tags, none empty`, (ns) => {
      const { plain, plurals } = englishShape(ns);
      const texts = load(language, ns);
      const missing: string[] = [];
      const wrong: string[] = [];
      for (const [key, english] of plain) {
        const text = texts.get(key);
        if (text === undefined || text.trim() === '') missing.push(key);
        else if (markers(text).join() !== markers(english).join()) wrong.push(`${key}: ${markers(text).join()} vs en ${markers(english).join()}`);
      }
      for (const [base, english] of plurals) {
        for (const suffix of suffixes) {
          const text = texts.get(`${base}${suffix}`);
          if (text === undefined || text.trim() === '') missing.push(`${base}${suffix}`);
          // A form may say the number in words (Arabic "عضو واحد", "عضوان"): only the other markers must be there.
          else if (markers(text).filter((m) => m !== 'count').join() !== markers(english).filter((m) => m !== 'count').join()) wrong.push(`${base}${suffix}`);
        }
      }
      const unknown = [...texts.keys()].filter((key) => !plain.has(key) && !(PLURAL.test(key) && plurals.has(pluralBase(key))));
      expect({ missing, wrong, unknown }).toEqual({ missing: [], wrong: [], unknown: [] });
    });

    it(`[P1-1] ${language} is really translated: its own script, or at most a few texts the same as English`, () => {
      const script = SCRIPT_LETTERS[languageInfo(language)?.script ?? ''];
      let total = 0;
      const copies: string[] = [];
      for (const ns of namespaces) {
        const en = load('en', ns);
        for (const [key, text] of load(language, ns)) {
          if (SAME_EVERYWHERE.test(text)) continue;
          total += 1;
          const copied = script ? !script.test(text) : text === en.get(key) && /\p{Ll}{3}/u.test(text);
          if (copied) copies.push(`${ns}:${key}`);
        }
      }
      // Brand names, game names and protocol words stay in Latin letters; anything more is untranslated text.
      expect(copies.length / total, copies.slice(0, 30).join('\n')).toBeLessThan(0.03);
    });
  });
});
