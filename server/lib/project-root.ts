// The project's folder (the one holding package.json). The server runs from its sources under server/ (tsx, tests)
// and compiled under dist/server/ (npm start), so files outside server/ (locales/, schemas/) are found from here rather
// than by counting `..` from a module, which would point elsewhere once compiled.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function folderWithPackageJson(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json in ${from} or above it`);
  }
}

export const projectRoot = folderWithPackageJson(path.dirname(fileURLToPath(import.meta.url)));

/** A path under the project's folder, e.g. projectPath('locales', 'en', 'game.json'). */
export const projectPath = (...parts: string[]): string => path.join(projectRoot, ...parts);
