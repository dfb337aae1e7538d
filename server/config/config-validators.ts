// The validators of merchant.json and theme.json against schemas/. Compiling the merchant schema with Ajv costs about
// a second of CPU on this machine (most of a start's config phase), so `npm start` and `npm run build`
// (scripts/start.mjs) write them once as Ajv standalone code, dist/config-validators/<key>.cjs, keyed by the schemas'
// text, the Ajv version and the generator's; a start loads that file in a few milliseconds. Without it (the tests,
// `npm run start:dev`, a schema edited since) the schemas are compiled as before: the same options, the same errors.
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { MerchantConfig, ThemeConfig } from '../../src/engine/config-types.js';

export interface ConfigValidators {
  merchant: ValidateFunction<MerchantConfig>;
  theme: ValidateFunction<ThemeConfig>;
}

/** Bump when the options or the generated code's shape change. */
const GENERATOR_VERSION = 1;
const require = createRequire(import.meta.url);

interface SchemaTexts {
  merchant: string;
  theme: string;
}

async function readSchemas(rootDir: string): Promise<SchemaTexts> {
  const [merchant, theme] = await Promise.all(['merchant', 'theme'].map((kind) => readFile(path.join(rootDir, `schemas/${kind}.schema.json`), 'utf8')));
  return { merchant: merchant!, theme: theme! };
}

/** The standalone file for these schemas: a change of either schema, of Ajv or of this generator makes a new one. */
function standaloneFile(rootDir: string, texts: SchemaTexts): string {
  const ajvVersion = (require('ajv/package.json') as { version: string }).version;
  const key = createHash('sha256').update(`${GENERATOR_VERSION}\0${ajvVersion}\0${texts.merchant}\0${texts.theme}`).digest('hex').slice(0, 32);
  return path.join(rootDir, 'dist', 'config-validators', `${key}.cjs`);
}

/** One Ajv with both schemas under the names merchant and theme; `source` keeps the code for standalone output. */
async function compileBoth(texts: SchemaTexts, source: boolean) {
  const [{ Ajv2020 }, addFormats, { _ }] = await Promise.all([import('ajv/dist/2020.js'), import('ajv-formats'), import('ajv')]);
  const ajv = new Ajv2020({ allErrors: true, strict: false, ...(source ? { code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } } : {}) });
  addFormats.default(ajv);
  ajv.addSchema(JSON.parse(texts.merchant) as object, 'merchant');
  ajv.addSchema(JSON.parse(texts.theme) as object, 'theme');
  return ajv;
}

/** The validators: the standalone file when it was written for these schemas, else compiled now. */
export async function configValidators(rootDir: string): Promise<ConfigValidators> {
  const texts = await readSchemas(rootDir);
  try {
    const loaded = require(standaloneFile(rootDir, texts)) as Partial<ConfigValidators>;
    if (typeof loaded.merchant === 'function' && typeof loaded.theme === 'function') return { merchant: loaded.merchant, theme: loaded.theme };
  } catch {
    // Not written for these schemas (or unreadable): compile them.
  }
  const ajv = await compileBoth(texts, false);
  return { merchant: ajv.getSchema<MerchantConfig>('merchant')!, theme: ajv.getSchema<ThemeConfig>('theme')! };
}

/** Writes the standalone validators of the current schemas when missing; returns whether it wrote them. */
export async function ensureStandaloneValidators(rootDir: string): Promise<boolean> {
  const texts = await readSchemas(rootDir);
  const file = standaloneFile(rootDir, texts);
  if (await access(file).then(() => true, () => false)) return false;
  const ajv = await compileBoth(texts, true);
  const { default: standaloneCode } = await import('ajv/dist/standalone/index.js');
  const code = standaloneCode(ajv, { merchant: 'merchant', theme: 'theme' });
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, code);
  await rename(partial, file);
  return true;
}
