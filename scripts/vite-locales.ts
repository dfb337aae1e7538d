// The translation files (locales/<lang>/<namespace>.json) as build assets under one content hash:
// assets/locales-<hash>/<lang>/<namespace>.json, cached for a year like every asset and all renamed when any text
// changes. The site learns where they are from `virtual:locale-files`: the folder and which namespaces each language
// has, about 0.3 kB gzip in the main chunk, where a content-hashed URL per file (352 of them) took 5.5 kB. In
// development and tests the folder is /locales, read from the source tree.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALE_FOLDER_META } from '../src/engine/locale-files.js';

const VIRTUAL_ID = 'virtual:locale-files';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface LocaleFile {
  language: string;
  namespace: string;
  text: string;
}

function readLocales(dir: string): LocaleFile[] {
  const files: LocaleFile[] = [];
  for (const language of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()) {
    for (const name of readdirSync(path.join(dir, language)).filter((file) => file.endsWith('.json')).sort()) {
      // Parsed and written back: the asset carries no indentation, and a broken file fails the build here.
      const text = JSON.stringify(JSON.parse(readFileSync(path.join(dir, language, name), 'utf8')));
      files.push({ language, namespace: name.slice(0, -'.json'.length), text });
    }
  }
  return files;
}

/** The hash of every file's path and text: the folder name changes whenever any translation does. */
function contentHash(files: readonly LocaleFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.language}/${file.namespace}\n${file.text}\n`);
  return hash.digest('base64url').slice(0, 10);
}

export function localeFiles(): Plugin {
  let dir = path.resolve('locales');
  let base = '/';
  let building = false;
  return {
    name: 'livery-locale-files',
    configResolved(config) {
      dir = path.resolve(config.root, 'locales');
      base = config.base;
      building = config.command === 'build';
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const files = readLocales(dir);
      const folder = building ? `${base}assets/locales-${contentHash(files)}` : `${base}locales`;
      const namespaces: Record<string, string[]> = {};
      for (const file of files) (namespaces[file.language] ??= []).push(file.namespace);
      // Languages with the same namespaces share one array (all of them today): 41 copies of the list were about
      // 1 KiB gzip of the entry.
      const lists = [...new Set(Object.values(namespaces).map((list) => JSON.stringify(list)))];
      const shared = lists.map((list, i) => `const n${i} = ${list};\n`).join('');
      const byLanguage = Object.entries(namespaces).map(([language, list]) => `${JSON.stringify(language)}: n${lists.indexOf(JSON.stringify(list))}`);
      return `${shared}export const LOCALE_FOLDER = ${JSON.stringify(folder)};\nexport const LOCALE_NAMESPACES = { ${byLanguage.join(', ')} };\n`;
    },
    // The built page names the folder, so the server's page shell can preload the visit's common texts
    // (server/lib/page-shell.ts): they are the first thing the site waits for before it draws anything.
    transformIndexHtml(html) {
      if (!building) return html;
      const folder = `${base}assets/locales-${contentHash(readLocales(dir))}`;
      return html.replace('</head>', `  <meta name="${LOCALE_FOLDER_META}" content="${folder}" />\n  </head>`);
    },
    generateBundle() {
      if (!building) return;
      const files = readLocales(dir);
      const folder = `assets/locales-${contentHash(files)}`;
      for (const file of files) this.emitFile({ type: 'asset', fileName: `${folder}/${file.language}/${file.namespace}.json`, source: file.text });
    },
  };
}
