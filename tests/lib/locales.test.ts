// The shell's texts: complete in every bundled language, the same placeholders everywhere, and every key the code
// asks for present.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_TEXTS } from '../../src/app/boot-texts';
import type { FeatureFlags } from '../../src/engine/feature-flags';
import { CATEGORY_ORDER, type GameCategory } from '../../src/engine/game-categories';
import { ROUTES } from '../../src/engine/layout-rules';
import { homeGameMenu, sideMenu, topNavigation } from '../../src/engine/navigation';

const ROOT = path.resolve(__dirname, '../..');
const LANGUAGES = ['km', 'en', 'zh'] as const;
const NAMESPACES = ['common', 'pages', 'lobby', 'messages', 'missions', 'withdrawal', 'records'] as const;

type Tree = { [key: string]: string | string[] | Tree };
const load = (language: string, namespace: string): Tree => JSON.parse(readFileSync(path.join(ROOT, 'locales', language, `${namespace}.json`), 'utf8'));

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

const texts = Object.fromEntries(LANGUAGES.map((l) => [l, Object.fromEntries(NAMESPACES.map((ns) => [ns, flatten(load(l, ns))]))])) as Record<
  (typeof LANGUAGES)[number],
  Record<(typeof NAMESPACES)[number], Map<string, string>>
>;
const englishOf = (ns: string): Map<string, string> | undefined =>
  existsSync(path.join(ROOT, 'locales', 'en', `${ns}.json`)) ? flatten(load('en', ns)) : undefined;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const KHMER = /[\u1780-\u17FF]/;
const CJK = /[\u4E00-\u9FFF]/;
// Brand names, codes and autonyms that are the same in every language.
const SAME_EVERYWHERE = /^(nav\.vip|language\.names\.\w+|download\.androidTitle|member\.playerRank\.title|VIP)$/;

describe('locale files', () => {
  it.each(NAMESPACES)('[P9-7] %s has the same keys in km, en and zh, none empty', (namespace) => {
    const keys = [...texts.en[namespace].keys()].sort();
    for (const language of LANGUAGES) {
      expect([...texts[language][namespace].keys()].sort()).toEqual(keys);
      for (const [key, value] of texts[language][namespace]) expect(value.trim(), `${language}:${namespace}:${key}`).not.toBe('');
    }
  });

  it.each(NAMESPACES)('[P9-7] %s uses the same {{placeholders}} in every language', (namespace) => {
    for (const [key, english] of texts.en[namespace]) {
      for (const language of LANGUAGES) expect(placeholders(texts[language][namespace].get(key) ?? ''), `${language}:${key}`).toEqual(placeholders(english));
    }
  });

  it.each(NAMESPACES)('[P1-1] %s is really translated: Khmer script in km, Chinese characters in zh', (namespace) => {
    for (const [key, english] of texts.en[namespace]) {
      if (SAME_EVERYWHERE.test(key)) continue;
      expect(texts.km[namespace].get(key), `km:${key} (en: ${english})`).toMatch(KHMER);
      expect(texts.zh[namespace].get(key), `zh:${key} (en: ${english})`).toMatch(CJK);
    }
  });

  it('[P8-10] ships the boot texts with the same words as the locale files', () => {
    for (const language of LANGUAGES) {
      expect(BOOT_TEXTS[language]).toEqual({
        loading: texts[language].common.get('app.loading'),
        network_error: texts[language].common.get('errors.network_error'),
        invalid_domain: texts[language].common.get('errors.invalid_domain'),
        retry: texts[language].common.get('actions.retry'),
      });
    }
  });

  it('[P8-10][P8-11][P8-15][P8-19][M8-3][M8-4] has the spec\'s error wording in English', () => {
    expect(texts.en.common.get('errors.network_error')).toBe('Network link is abnormal, please try again');
    expect(texts.en.common.get('errors.network_timeout')).toBe('The page took longer time to load, check your network');
    expect(texts.en.common.get('errors.popup_blocked')).toBe('Popup blocked, allow popups');
    expect(texts.en.common.get('errors.chunk_load_title')).toBe('Chunk load error');
  });
});

describe('keys the code asks for', () => {
  const allOn = new Proxy({}, { get: () => true }) as FeatureFlags;
  const everyCategory = Object.fromEntries(CATEGORY_ORDER.map((c) => [c, ['X']])) as Record<GameCategory, string[]>;

  it('[P2.3-1][P2.4-1][P2.2-3] has a label for every menu entry the engine can produce', () => {
    const entries = [
      ...topNavigation(everyCategory),
      ...sideMenu({ categories: everyCategory, flags: allOn, loggedIn: true, hasRecent: true }),
      ...homeGameMenu({ categories: everyCategory, loggedIn: true, hasRecent: true }),
    ];
    for (const entry of entries) expect(texts.km.common.has(entry.labelKey), entry.labelKey).toBe(true);
    for (const category of CATEGORY_ORDER) expect(texts.en.common.has(`nav.${category.toLowerCase()}`), category).toBe(true);
  });

  it('[M2-1][M2-19] has a title for every page of the route table outside the lobby, and the not-open line for a page without a module', () => {
    const builtHere = new Set(['home', 'login', 'register', 'forget', 'agent', 'help', 'down', 'announce', 'sports', 'esports', 'lott', 'elott', 'live', 'fish', 'rng', 'pvp']);
    for (const language of ['en', 'km', 'zh'] as const) {
      for (const route of ROUTES.filter((r) => !builtHere.has(r.page))) expect(texts[language].pages.has(`${route.page}.title`), `${language} ${route.page}`).toBe(true);
      expect(texts[language].pages.has('pageNotOpen'), language).toBe(true);
      expect(texts[language].pages.has('member.placeholder'), language).toBe(true);
    }
  });

  it('has every literal key used by the shell\'s source', () => {
    const files = ['src/app', 'src/ui', 'src/features/system-status', 'src/features/announcements', 'src/features/help', 'src/features/download', 'src/features/lobby']
      .flatMap((dir) => readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.tsx?$/.test(e.name)).map((e) => path.join(e.parentPath, e.name)));
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const defaultNs = /useTranslation\(\s*\[?\s*'(\w+)'/.exec(source)?.[1] ?? 'common';
      for (const match of source.matchAll(/\bt\(\s*'([\w.:]+)'/g)) {
        const raw = match[1]!;
        const [ns, key] = raw.includes(':') ? (raw.split(':') as [string, string]) : [defaultNs, raw];
        // The shell's shared parts (src/ui, src/app) also speak the areas' namespaces (agentTeam, auth): read those too.
        const table = texts.en[ns as (typeof NAMESPACES)[number]] ?? englishOf(ns);
        if (!table || ![...table.keys()].some((k) => k === key || k.startsWith(`${key}.`))) missing.push(`${path.relative(ROOT, file)}: ${raw}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
