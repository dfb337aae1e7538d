// Renders the merchant configuration reference (docs/merchant-config.md) from the two JSON Schemas, the whitelabel
// catalogue and the linter's rules, so the reference cannot drift from what the loader enforces. Pure.
import { currencyMinorUnits } from '../server/config/currencies.js';
import { allRules } from '../server/config/lint-rules.js';
import { catalogueEntries } from '../server/config/whitelabel-catalogue.js';
import { vendorCodesByCategory, vendorDisplayName } from '../server/domain/catalogue/vendors.js';

/** The subset of JSON Schema 2020-12 the configuration schemas use. */
export interface SchemaNode {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string;
  format?: string;
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  uniqueItems?: boolean;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  propertyNames?: SchemaNode;
  items?: SchemaNode;
  $defs?: Record<string, SchemaNode>;
}

export interface DocumentedSchema {
  /** Short name used in anchors: merchant or theme. */
  key: string;
  heading: string;
  schema: SchemaNode;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (v: unknown) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;
const anchor = (key: string, def: string) => `${key}-${def.toLowerCase()}`;

function refName(ref: string): string {
  return ref.replace('#/$defs/', '');
}

function typeOf(node: SchemaNode, key: string): string {
  if (node.$ref) return `[${refName(node.$ref)}](#${anchor(key, refName(node.$ref))})`;
  if (node.const !== undefined) return typeof node.const;
  if (node.enum) return [...new Set(node.enum.map((v) => typeof v))].join(' or ');
  if (node.type === 'array') return `array of ${node.items ? typeOf(node.items, key) : 'any'}`;
  if (node.type === 'object' && typeof node.additionalProperties === 'object') return `object of ${typeOf(node.additionalProperties, key)} by key`;
  return node.format ? `${node.type ?? 'any'} (${node.format})` : (node.type ?? 'any');
}

function allowed(node: SchemaNode): string {
  const parts: string[] = [];
  if (node.const !== undefined) parts.push(code(node.const));
  if (node.enum) parts.push(node.enum.map(code).join(', '));
  if (node.pattern) parts.push(`matches ${code(node.pattern)}`);
  if (node.minLength !== undefined) parts.push(`at least ${node.minLength} characters`);
  if (node.maxLength !== undefined) parts.push(`at most ${node.maxLength} characters`);
  if (node.minimum !== undefined) parts.push(`≥ ${node.minimum}`);
  if (node.maximum !== undefined) parts.push(`≤ ${node.maximum}`);
  if (node.minItems !== undefined) parts.push(`at least ${node.minItems} item(s)`);
  if (node.uniqueItems) parts.push('unique items');
  if (node.propertyNames?.enum) parts.push(`keys: ${node.propertyNames.enum.map(code).join(', ')}`);
  if (node.items && !node.items.$ref) {
    const inner = allowed(node.items);
    if (inner) parts.push(`each item: ${inner}`);
  }
  return parts.join('; ');
}

interface Row {
  path: string;
  node: SchemaNode;
  required: boolean;
}

/** Every property under node, depth first: nested objects as a.b, objects inside arrays as a[].b. */
function rows(node: SchemaNode, prefix = ''): Row[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const path = `${prefix}${name}`;
    const own: Row = { path, node: child, required: required.has(name) };
    if (child.properties) return [own, ...rows(child, `${path}.`)];
    if (child.items?.properties) return [own, ...rows(child.items, `${path}[].`)];
    return [own];
  });
}

function table(node: SchemaNode, key: string): string {
  const lines = ['| Property | Type | Required | Default | Allowed values | Description |', '|---|---|---|---|---|---|'];
  for (const r of rows(node)) {
    const description = r.node.description ?? r.node.items?.description ?? '';
    lines.push(`| ${cell(code(r.path))} | ${cell(typeOf(r.node, key))} | ${r.required ? 'yes' : 'no'} | ${r.node.default === undefined ? '' : cell(code(r.node.default))} | ${cell(allowed(r.node))} | ${cell(description)} |`);
  }
  return lines.join('\n');
}

function definition(name: string, def: SchemaNode, key: string): string {
  const head = [`<a id="${anchor(key, name)}"></a>`, `### \`${name}\``, '', def.description ?? ''];
  if (def.properties) return [...head, '', table(def, key)].join('\n');
  const facts = [`Type: ${typeOf(def, key)}.`, allowed(def) ? `Allowed values: ${allowed(def)}.` : ''].filter(Boolean).join(' ');
  return [...head, '', facts].join('\n');
}

function schemaSection({ key, heading, schema }: DocumentedSchema): string {
  return [
    `## ${heading}`,
    '',
    schema.description ?? '',
    '',
    table(schema, key),
    '',
    ...Object.entries(schema.$defs ?? {}).flatMap(([name, def]) => [definition(name, def, key), '']),
  ].join('\n');
}

function whitelabelSection(): string {
  const lines = [
    '## Whitelabel modIds',
    '',
    'The `whitelabel` tree holds these modules (docs/team-contracts.md). A node is on only when it and every ancestor are',
    'enabled. Contract switches (`contract`) and social sign-in (`socialSignIn`) have their own blocks.',
    '',
    '| modId | Parent | Turns on |',
    '|---|---|---|',
    ...catalogueEntries().map(({ node, ancestors }) => `| ${'&nbsp;&nbsp;'.repeat(ancestors.length)}\`${node.modId}\` | ${ancestors.at(-1) ?? ''} | ${cell(node.turnsOn)} |`),
  ];
  return lines.join('\n');
}

function rulesSection(): string {
  return [
    '## Checks',
    '',
    '`npm run merchants:check` and the server, whenever it loads the configuration, run these checks. Each problem prints as',
    '`file pointer: reason (rule-id) fix: one-line fix`. Errors refuse the configuration; warnings are served.',
    '',
    '| Rule id | Severity | What it checks | Default fix |',
    '|---|---|---|---|',
    ...allRules.map((r) => `| \`${r.id}\` | ${r.severity} | ${cell(r.description)} | ${cell(r.fix)} |`),
  ].join('\n');
}

/** The vendor codes a merchant may list, per category, from the game catalogue (server/domain/catalogue/vendors.ts). */
export function vendorTable(): string {
  return [
    '| Category | Vendor codes |',
    '|---|---|',
    ...Object.entries(vendorCodesByCategory).map(([category, codes]) =>
      `| \`${category}\` | ${codes.length ? codes.map((c) => `\`${c}\` (${cell(vendorDisplayName(c))})`).join(', ') : 'none yet'} |`),
  ].join('\n');
}

/** The currencies a merchant may use and the minor units its amounts are written in (server/config/currencies.ts). */
export function currencyTable(): string {
  return [
    '| Code | Currency | Minor units | One whole unit is written |',
    '|---|---|---|---|',
    ...Object.entries(currencyMinorUnits).map(([c, { name, minorUnits }]) => `| \`${c}\` | ${cell(name)} | ${minorUnits} | \`${10 ** minorUnits}\` |`),
  ].join('\n');
}

/** Replaces the text between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` in a hand-written doc. */
export function fillGeneratedBlocks(doc: string, blocks: Record<string, string>): string {
  return Object.entries(blocks).reduce(
    (text, [name, body]) => text.replace(new RegExp(`(<!-- generated:${name} -->)[\\s\\S]*?(<!-- /generated:${name} -->)`), (_m, open: string, close: string) => `${open}\n${body}\n${close}`),
    doc,
  );
}

export function renderConfigDocs(schemas: DocumentedSchema[]): string {
  return [
    '# Merchant configuration reference',
    '',
    '<!-- Generated by scripts/generate-config-docs.ts from schemas/, server/config/whitelabel-catalogue.ts and',
    '     server/config/lint-rules.ts. Do not edit: change those and run npm run docs:config. -->',
    '',
    'A merchant is a folder `merchants/CODE/` holding `merchant.json` and its banner images under `assets/`; its look is a',
    'theme folder `themes/CODE/` holding `theme.json` and its logos. Each file names its `$schema` (so editors complete and',
    'explain every field) and its `schemaVersion` (older files are migrated on load with a warning; `npm run merchants:check',
    '-- --fix` rewrites them). To start a merchant, see [onboarding](onboarding.md).',
    '',
    whitelabelSection(),
    '',
    rulesSection(),
    '',
    '## Vendor codes by category',
    '',
    'From the game catalogue; `vendor-unknown` refuses any other code. E-sports vendors may also be listed under `SPORTS`.',
    '',
    vendorTable(),
    '',
    '## Currencies',
    '',
    '`currency-unknown` refuses any other code, and minor units other than these. Every amount in the file is an integer',
    'in minor units.',
    '',
    currencyTable(),
    '',
    ...schemas.map(schemaSection),
  ].join('\n').replace(/\n{3,}/g, '\n\n');
}
