// npm run docs:config [-- --check]: writes docs/merchant-config.md from the schemas; --check fails when it is stale.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { currencyTable, fillGeneratedBlocks, renderConfigDocs, vendorTable, type DocumentedSchema } from './config-docs.js';

const rootIndex = process.argv.indexOf('--root');
const rootDir = path.resolve(rootIndex >= 0 ? (process.argv[rootIndex + 1] ?? '.') : '.');
const outFile = path.join(rootDir, 'docs/merchant-config.md');
// The operator's guide carries the same generated tables, so it is enough alone.
const guideFile = path.join(rootDir, 'docs/onboarding.md');

const load = async (file: string) => JSON.parse(await readFile(path.join(rootDir, file), 'utf8')) as DocumentedSchema['schema'];
const next = renderConfigDocs([
  { key: 'merchant', heading: 'Merchant file: merchants/CODE/merchant.json', schema: await load('schemas/merchant.schema.json') },
  { key: 'theme', heading: 'Theme file: themes/CODE/theme.json', schema: await load('schemas/theme.schema.json') },
]);

const guide = await readFile(guideFile, 'utf8').catch(() => null);
const nextGuide = guide === null ? null : fillGeneratedBlocks(guide, { vendors: vendorTable(), currencies: currencyTable() });

if (process.argv.includes('--check')) {
  const current = await readFile(outFile, 'utf8').catch(() => '');
  if (current !== next) {
    console.error('docs/merchant-config.md is out of date with schemas/: run npm run docs:config');
    process.exitCode = 1;
  }
  if (guide !== nextGuide) {
    console.error('docs/onboarding.md\'s generated tables are out of date: run npm run docs:config');
    process.exitCode = 1;
  }
} else {
  await writeFile(outFile, next);
  if (nextGuide !== null && nextGuide !== guide) await writeFile(guideFile, nextGuide);
  console.log('wrote docs/merchant-config.md');
}
