// npm run merchant:new -- CODE --from SOURCE [--name "Brand"] [--theme NEWTHEME [--theme-from THEME]] [--root DIR]
// npm run merchant:new -- --help: this usage and the themes --theme-from can start from.
// Exit codes: 0 written, 1 refused (the merchant or theme exists, or the result has errors), 2 wrong command line (usage).
// Scaffolds merchants/CODE/ from an existing merchant (every required field filled, $schema set so editors show the
// schema's descriptions), draws its banners, optionally copies a theme, checks the result like the server would,
// and prints the next steps.
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MerchantConfig, ThemeConfig } from '../src/engine/config-types.js';
import { formatProblem, loadPlatformConfig } from '../server/config/load-config.js';
import { migrateConfig, serializeConfig } from '../server/config/migrations.js';
import { writeBanners } from './generate-banners.js';

const usage = 'usage: npm run merchant:new -- CODE --from SOURCE [--name "Brand"] [--theme NEWTHEME [--theme-from THEME]] [--root DIR]';

interface Options {
  code: string;
  from: string;
  name?: string;
  theme?: string;
  themeFrom?: string;
  rootDir: string;
}

/** Refused because of what is already there (the merchant or theme exists): exit code 1. */
class Refusal extends Error {}

/** The command line is wrong (an option missing, unknown or naming nothing, an invalid code, no configuration at --root): the usage, exit code 2. */
class UsageError extends Error {}

/** Asked for the usage and the themes; nothing is written. */
class HelpWanted extends Error {}

/** The themes of a configuration root, as `code (Name)`, for --help and the refusal of an unknown --theme-from. */
function themeChoices(rootDir: string): string {
  const dir = path.join(rootDir, 'themes');
  const codes = existsSync(dir) ? readdirSync(dir).filter((code) => existsSync(path.join(dir, code, 'theme.json'))).sort() : [];
  const named = codes.map((code) => {
    try {
      return `${code} (${(JSON.parse(readFileSync(path.join(dir, code, 'theme.json'), 'utf8')) as { name?: string }).name ?? code})`;
    } catch {
      return code;
    }
  });
  return `themes to start from (--theme-from): ${named.join(', ')}; docs/theming.md section 0 compares them`;
}

function rootOf(argv: readonly string[]): string {
  const at = argv.indexOf('--root');
  return path.resolve(at >= 0 ? (argv[at + 1] ?? '.') : '.');
}

function parseArgs(argv: string[]): Options {
  const values: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--help' || a === '-h') throw new HelpWanted();
    if (['--from', '--name', '--theme', '--theme-from', '--root'].includes(a)) {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${a} needs a value`);
      values[a] = v;
    } else if (a.startsWith('--')) throw new UsageError(`unknown option ${a}`);
    else positional.push(a);
  }
  if (positional.length !== 1) throw new UsageError(positional.length === 0 ? 'give the code of the new merchant' : `give exactly one merchant code (got ${positional.join(', ')})`);
  if (values['--theme-from'] && !values['--theme']) throw new UsageError('--theme-from needs --theme NEWTHEME');
  const rootDir = path.resolve(values['--root'] ?? '.');
  // The folder holding the configuration (schemas/, merchants/, themes/): the project itself unless --root names a copy.
  if (!existsSync(path.join(rootDir, 'schemas', 'merchant.schema.json')) || !existsSync(path.join(rootDir, 'merchants'))) {
    throw new UsageError(`${values['--root'] === undefined ? 'this folder' : `--root ${values['--root']}`} is not a configuration root (${path.join(rootDir, 'schemas', 'merchant.schema.json')} or ${path.join(rootDir, 'merchants')}/ is missing); run it from the project folder or give --root DIR`);
  }
  return {
    code: positional[0]!,
    from: values['--from'] ?? 'demo',
    name: values['--name'],
    theme: values['--theme'],
    themeFrom: values['--theme-from'],
    rootDir,
  };
}

const titleCase = (code: string) => code.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/** The code pattern the schema enforces, so the scaffold refuses exactly what the loader would. */
async function codePattern(rootDir: string, schema: string): Promise<RegExp> {
  const json = await readJson<{ properties: { code: { pattern: string } } }>(path.join(rootDir, 'schemas', schema));
  return new RegExp(json.properties.code.pattern);
}

/** A leading source code in a host or secret name belongs to the source merchant; anything else is kept. */
function rebrand(value: string, from: string, to: string): string {
  return value.replace(new RegExp(`^${from}(?=[-._]|$)`, 'i'), (m) => (m === m.toUpperCase() ? to.toUpperCase().replace(/-/g, '_') : to));
}

function merchantFrom(source: MerchantConfig, o: { code: string; name: string; theme: string }): MerchantConfig {
  const from = source.code;
  // The source's logo and favicon carry the source's name: the new merchant shows its theme's logo until it has its own.
  const { brand: _sourceBrand, ...rest } = source;
  const social = source.socialSignIn
    ? Object.fromEntries(Object.entries(source.socialSignIn).map(([k, p]) => [k, p?.secretEnv ? { ...p, secretEnv: rebrand(p.secretEnv, from, o.code) } : p]))
    : undefined;
  return {
    ...rest,
    $schema: '../../schemas/merchant.schema.json',
    code: o.code,
    name: o.name,
    domains: [`${o.code}.localhost`],
    ...(source.mainDomain !== undefined ? { mainDomain: `${o.code}.example.com` } : {}),
    theme: o.theme,
    isDefault: false,
    ...(social ? { socialSignIn: social } : {}),
    ...(source.domainRoutes ? { domainRoutes: source.domainRoutes.map((r) => ({ ...r, domain: rebrand(r.domain, from, o.code) })) } : {}),
    ...(source.banners
      ? {
          banners: source.banners.map((b) => ({
            ...b,
            id: b.id.startsWith(`${from}-`) ? `${o.code}-${b.id.slice(from.length + 1)}` : b.id,
            url: b.url.replace(`/merchant-assets/${from}/`, `/merchant-assets/${o.code}/`),
          })),
        }
      : {}),
  };
}

async function scaffold(o: Options): Promise<number> {
  const root = o.rootDir;
  if (!(await codePattern(root, 'merchant.schema.json')).test(o.code)) throw new UsageError(`"${o.code}" is not a valid merchant code: lower-case letters, digits and dashes, 2 to 32, starting with a letter`);
  if (existsSync(path.join(root, 'merchants', o.code))) throw new Refusal(`merchants/${o.code} already exists`);
  const sourceFile = path.join(root, 'merchants', o.from, 'merchant.json');
  if (!existsSync(sourceFile)) throw new UsageError(`there is no merchant "${o.from}" to copy (merchants/${o.from}/merchant.json)`);
  const migrated = migrateConfig('merchant', await readJson(sourceFile));
  if (migrated.problems.length > 0) throw new Refusal(`merchants/${o.from}/merchant.json cannot be read: ${migrated.problems.map((p) => `${p.pointer}: ${p.reason}`).join('; ')}`);
  const source = migrated.data as MerchantConfig;

  const created: string[] = [];
  let themeCode = source.theme;
  if (o.theme) {
    if (!(await codePattern(root, 'theme.schema.json')).test(o.theme)) throw new UsageError(`"${o.theme}" is not a valid theme code`);
    if (existsSync(path.join(root, 'themes', o.theme))) throw new Refusal(`themes/${o.theme} already exists`);
    const themeFrom = o.themeFrom ?? source.theme;
    if (!existsSync(path.join(root, 'themes', themeFrom, 'theme.json'))) throw new UsageError(`there is no theme "${themeFrom}" to copy; ${themeChoices(root)}`);
    cpSync(path.join(root, 'themes', themeFrom), path.join(root, 'themes', o.theme), { recursive: true });
    const theme = migrateConfig('theme', await readJson(path.join(root, 'themes', o.theme, 'theme.json'))).data as ThemeConfig;
    await writeFile(path.join(root, 'themes', o.theme, 'theme.json'), serializeConfig({ ...theme, code: o.theme, name: titleCase(o.theme) }));
    themeCode = o.theme;
    created.push(`themes/${o.theme}/ (copied from ${themeFrom}; its logos are a wordless fallback, the merchant's own logo shows instead)`);
  }

  const merchant = merchantFrom(source, { code: o.code, name: o.name ?? titleCase(o.code), theme: themeCode });
  await mkdir(path.join(root, 'merchants', o.code), { recursive: true });
  await writeFile(path.join(root, 'merchants', o.code, 'merchant.json'), serializeConfig(merchant));
  created.unshift(`merchants/${o.code}/merchant.json (copied from ${o.from})`);
  const themeFile = path.join(root, 'themes', themeCode, 'theme.json');
  if (existsSync(themeFile)) {
    const banners = await writeBanners(root, merchant, migrateConfig('theme', await readJson(themeFile)).data as ThemeConfig, false);
    if (banners.length > 0) created.push(`${banners.length} placeholder banner(s) in merchants/${o.code}/assets/`);
  }
  for (const c of created) console.log(`created ${c}`);

  const result = await loadPlatformConfig(root);
  const problems = result.ok ? result.warnings : result.problems;
  const mine = problems.filter((p) => p.file.startsWith(`merchants/${o.code}/`) || (o.theme !== undefined && p.file.startsWith(`themes/${o.theme}/`)));
  for (const p of mine) console.log(formatProblem(p));
  if (problems.length > mine.length) console.log(`(${problems.length - mine.length} problem(s) in other files: run npm run merchants:check)`);
  const failed = mine.some((p) => p.severity === 'error');

  console.log(
    [
      '',
      failed ? 'The new merchant has problems (above); fix them, then:' : 'Next steps:',
      `  1. Edit merchants/${o.code}/merchant.json: name, currency, languages, whitelabel switches, vendors, customer service,`,
      '     announcements. Your editor completes and explains every field from $schema; docs/merchant-config.md lists them.',
      `  2. Replace the placeholder banners in merchants/${o.code}/assets/ (or redraw them: npx tsx scripts/generate-banners.ts ${o.code} --force),`,
      `     and give it its own logo and favicon there (brand in merchant.json; docs/theming.md, Merchant logo and favicon).`,
      ...(o.theme ? [`  3. Adjust themes/${o.theme}/theme.json: colours, type, layout and home sections (docs/theming.md); merchants:check verifies contrast.`] : []),
      `  ${o.theme ? 4 : 3}. Check: npm run merchants:check`,
      `  ${o.theme ? 5 : 4}. Start: npm start, then open http://${o.code}.localhost:8080`,
      '  See docs/onboarding.md for region rules, maintenance and going live.',
    ].join('\n'),
  );
  return failed ? 1 : 0;
}

try {
  process.exitCode = await scaffold(parseArgs(process.argv.slice(2)));
} catch (err) {
  if (err instanceof HelpWanted) {
    console.log(`${usage}\n${themeChoices(rootOf(process.argv.slice(2)))}`);
  } else if (err instanceof UsageError) {
    console.error(`merchant:new: ${err.message}\n${usage}\n(npm run merchant:new -- --help lists the themes)`);
    process.exitCode = 2;
  } else {
    if (!(err instanceof Refusal)) throw err;
    console.error(`merchant:new: ${err.message}`);
    process.exitCode = 1;
  }
}
