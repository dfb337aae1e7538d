// The game pages' texts: locales/{km,en,zh,vi}/game.json, read once at start and interpolated on the server (the page
// gets the texts it shows, and the ones its script needs in a JSON data block).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectPath } from '../../../lib/project-root.js';
import { gameLanguages, type GameLanguage } from './livery-vendor.js';

export type GameTexts = { [key: string]: string | GameTexts };

const localesDir = projectPath('locales') + path.sep;

export function loadGameTexts(): Record<GameLanguage, GameTexts> {
  return Object.fromEntries(gameLanguages.map((l) => [l, JSON.parse(readFileSync(`${localesDir}${l}/game.json`, 'utf8')) as GameTexts])) as Record<GameLanguage, GameTexts>;
}

/** The text at a dotted key with {{placeholders}} filled; the key itself when missing (a test keeps them complete). */
export function text(texts: GameTexts, key: string, values: Record<string, string | number> = {}): string {
  let node: string | GameTexts | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
