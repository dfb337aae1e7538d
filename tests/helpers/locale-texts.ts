// One namespace's texts in every bundled language, flattened to dotted keys, for the locale tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const load = (language: string, namespace: string): Tree => JSON.parse(readFileSync(path.join(ROOT, 'locales', language, `${namespace}.json`), 'utf8'));

/** locales/{km,en,zh}/NAMESPACE.json as dotted key -> text. */
export function namespaceTexts(namespace: string): Record<'km' | 'en' | 'zh', Map<string, string>> {
  return { km: flatten(load('km', namespace)), en: flatten(load('en', namespace)), zh: flatten(load('zh', namespace)) };
}

/** The {{name}} placeholders of a text, sorted, each once. */
export const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();
