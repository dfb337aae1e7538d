// Brings merchant and theme files written for an older schemaVersion up to the current one, in memory.
// The loader serves the migrated data with a deprecation warning; `merchants:check --fix` writes it back.
//
// Version 0 (files without schemaVersion) differs from version 1 in two places of a merchant file:
// - `features` was a flat object of switches ({ "MOBILEREG": true }) with parents implied: a parent that is not
//   listed is on when one of its descendants is on. Version 1 holds the `whitelabel` tree instead.
// - `registerFieldRules` was an array of { field, ...rule }; version 1 keys the rules by field.
// A version-0 theme had the same shape as version 1 without the schemaVersion field; version 2 of a theme adds the
// design tokens, component styles, layout variants and home sections (src/engine/theme-migration.ts).
import { migrateThemeV1ToV2 } from '../../src/engine/theme-migration.js';
import { whitelabelCatalogue, type CatalogueNode } from './whitelabel-catalogue.js';

export type ConfigKind = 'merchant' | 'theme';

export const currentSchemaVersion: Record<ConfigKind, number> = { merchant: 1, theme: 2 };

type JsonObject = Record<string, unknown>;

export interface MigrationProblem {
  pointer: string;
  reason: string;
}

export interface MigrationResult {
  data: unknown;
  /** The version the file declares; 0 when it has no schemaVersion. */
  fromVersion: number;
  /** True when data differs from the file because at least one step ran. */
  migrated: boolean;
  /** What a step could not carry over, with pointers into the original file. */
  problems: MigrationProblem[];
}

type Step = (doc: JsonObject, problems: MigrationProblem[]) => JsonObject;

/** steps[kind][n] turns version n into version n + 1. */
const steps: Record<ConfigKind, Step[]> = {
  merchant: [merchantV0ToV1],
  theme: [(doc) => doc, (doc) => migrateThemeV1ToV2(doc)],
};

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The declared version: 0 when absent; null when it is not an integer (left to the schema to report). */
export function declaredSchemaVersion(data: unknown): number | null {
  if (!isObject(data)) return null;
  if (!('schemaVersion' in data)) return 0;
  const v = data.schemaVersion;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null;
}

export function migrateConfig(kind: ConfigKind, data: unknown): MigrationResult {
  const from = declaredSchemaVersion(data);
  const current = currentSchemaVersion[kind];
  if (from === null || !isObject(data) || from === current) return { data, fromVersion: from ?? current, migrated: false, problems: [] };
  if (from > current) {
    return {
      data,
      fromVersion: from,
      migrated: false,
      problems: [{ pointer: '/schemaVersion', reason: `schemaVersion ${from} is newer than this platform reads (${current})` }],
    };
  }
  const problems: MigrationProblem[] = [];
  let doc: JsonObject = data;
  for (let v = from; v < current; v++) doc = withVersion(steps[kind][v]!(doc, problems), v + 1);
  return { data: doc, fromVersion: from, migrated: true, problems };
}

/** Sets schemaVersion right after $schema (or first), keeping the order of every other key so a rewrite diffs small. */
function withVersion(doc: JsonObject, version: number): JsonObject {
  const { $schema, schemaVersion: _old, ...rest } = doc;
  return { ...($schema === undefined ? {} : { $schema }), schemaVersion: version, ...rest };
}

function merchantV0ToV1(doc: JsonObject, problems: MigrationProblem[]): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'features') out.whitelabel = whitelabelFromFeatures(value, problems);
    else if (key === 'registerFieldRules' && Array.isArray(value)) out.registerFieldRules = fieldRulesFromArray(value, problems);
    else out[key] = value;
  }
  return out;
}

interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes?: WhitelabelNode[];
}

function whitelabelFromFeatures(features: unknown, problems: MigrationProblem[]): WhitelabelNode[] {
  if (!isObject(features)) {
    problems.push({ pointer: '/features', reason: 'must be an object of modId: true or false (schemaVersion 0)' });
    return [];
  }
  const flags = new Map<string, boolean>();
  for (const [modId, on] of Object.entries(features)) {
    if (typeof on === 'boolean') flags.set(modId, on);
    else problems.push({ pointer: `/features/${escapePointer(modId)}`, reason: 'must be true or false' });
  }
  const known = new Set<string>();
  const build = (nodes: CatalogueNode[]): WhitelabelNode[] =>
    nodes.map((n) => {
      known.add(n.modId);
      const children = n.children ? build(n.children) : undefined;
      const enabled = flags.get(n.modId) ?? children?.some((c) => c.enabled) ?? false;
      return children ? { modId: n.modId, enabled, childrenNodes: children } : { modId: n.modId, enabled };
    });
  const tree = build(whitelabelCatalogue);
  // Switches the catalogue does not know are kept at the top level: the engine ignores them, and dropping them would lose data.
  for (const [modId, enabled] of flags) if (!known.has(modId)) tree.push({ modId, enabled });
  return tree;
}

function fieldRulesFromArray(items: unknown[], problems: MigrationProblem[]): JsonObject {
  const rules: JsonObject = {};
  const seenAt = new Map<string, number>();
  items.forEach((item, i) => {
    if (!isObject(item) || typeof item.field !== 'string') {
      problems.push({ pointer: `/registerFieldRules/${i}`, reason: 'must be an object with a field name (schemaVersion 0)' });
      return;
    }
    const { field, ...rule } = item;
    const first = seenAt.get(field);
    if (first !== undefined) {
      problems.push({ pointer: `/registerFieldRules/${i}/field`, reason: `"${field}" is listed twice (items ${first} and ${i})` });
      return;
    }
    seenAt.set(field, i);
    rules[field] = rule;
  });
  return rules;
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The text a migrated file is written back as: two-space JSON like the files in the repository. */
export function serializeConfig(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
