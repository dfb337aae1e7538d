// npm run theme:tokens -- export CODE [--out FILE]     writes themes/CODE/theme.json as W3C Design Tokens (stdout by default)
// npm run theme:tokens -- import FILE [--root DIR]     writes the theme a Design Tokens file describes to themes/CODE/theme.json
// The import only writes a theme the converter read without problems; merchants:check then checks it like any theme.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serializeConfig } from '../server/config/migrations.js';
import { fromDesignTokens, toDesignTokens, type DesignTokens } from '../src/engine/design-tokens.js';
import type { ThemeConfig } from '../src/engine/config-types.js';

const usage = 'usage: npm run theme:tokens -- export CODE [--out FILE] | import FILE [--root DIR]';
const [verb, subject, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const i = rest.indexOf(name);
  return i >= 0 ? rest[i + 1] : undefined;
};
const root = option('--root') ?? process.cwd();

if (verb === 'export' && subject) {
  const theme = JSON.parse(readFileSync(path.join(root, 'themes', subject, 'theme.json'), 'utf8')) as ThemeConfig;
  const text = `${JSON.stringify(toDesignTokens(theme), null, 2)}\n`;
  const out = option('--out');
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);
} else if (verb === 'import' && subject) {
  const { theme, problems } = fromDesignTokens(JSON.parse(readFileSync(subject, 'utf8')) as DesignTokens);
  if (problems.length > 0) {
    for (const p of problems) console.error(`${subject} ${p.path}: ${p.reason}`);
    process.exit(1);
  }
  const dir = path.join(root, 'themes', String(theme.code));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'theme.json'), serializeConfig(theme));
  console.log(`wrote themes/${theme.code}/theme.json; add its logo files, then run npm run merchants:check`);
} else {
  console.error(usage);
  process.exit(2);
}
