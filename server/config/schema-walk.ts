// Walks a merchant file alongside its JSON Schema, so a rule about a kind of value (every localized text, say) finds
// each one by the schema's $ref wherever it sits, including places added to the schema later.
import { readFileSync } from 'node:fs';
import { projectPath } from '../lib/project-root.js';

export interface SchemaNode {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: boolean | SchemaNode;
  $defs?: Record<string, SchemaNode>;
}

export const merchantSchema = JSON.parse(readFileSync(projectPath('schemas', 'merchant.schema.json'), 'utf8')) as SchemaNode;

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every value of data that the schema describes with `#/$defs/NAME`, with its JSON pointer. */
export function valuesOfDefinition(data: unknown, name: string, schema: SchemaNode = merchantSchema): { pointer: string; value: unknown }[] {
  const out: { pointer: string; value: unknown }[] = [];
  const target = `#/$defs/${name}`;
  const visit = (node: SchemaNode | boolean | undefined, value: unknown, pointer: string): void => {
    if (node === undefined || typeof node === 'boolean' || value === undefined || value === null) return;
    if (node.$ref === target) {
      out.push({ pointer, value });
      return;
    }
    if (node.$ref) return visit(schema.$defs?.[node.$ref.replace('#/$defs/', '')], value, pointer);
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(node.items, item, `${pointer}/${i}`));
      return;
    }
    if (typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      visit(node.properties?.[key] ?? node.additionalProperties, child, `${pointer}/${escape(key)}`);
    }
  };
  visit(schema, data, '');
  return out;
}
