// npm run docs:config [-- --check]: writes docs/merchant-config.md from the schemas; --check fails when it is stale.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderConfigDocs, type DocumentedSchema } from './config-docs.js';

const rootIndex = process.argv.indexOf('--root');
const rootDir = path.resolve(rootIndex >= 0 ? (process.argv[rootIndex + 1] ?? '.') : '.');
const outFile = path.join(rootDir, 'docs/merchant-config.md');

const load = async (file: string) => JSON.parse(await readFile(path.join(rootDir, file), 'utf8')) as DocumentedSchema['schema'];
const next = renderConfigDocs([
  { key: 'merchant', heading: 'Merchant file: merchants/CODE/merchant.json', schema: await load('schemas/merchant.schema.json') },
  { key: 'theme', heading: 'Theme file: themes/CODE/theme.json', schema: await load('schemas/theme.schema.json') },
]);

if (process.argv.includes('--check')) {
  const current = await readFile(outFile, 'utf8').catch(() => '');
  if (current !== next) {
    console.error('docs/merchant-config.md is out of date with schemas/: run npm run docs:config');
    process.exitCode = 1;
  }
} else {
  await writeFile(outFile, next);
  console.log('wrote docs/merchant-config.md');
}
