// Turns Ajv's schema errors into linter problems: the pointer of the offending value, a reason that names it,
// and a one-line fix, so a schema error reads like every other rule's.
import type { ErrorObject } from 'ajv';
import type { ConfigProblem } from './lint-types.js';
import { loaderRules } from './lint-rules.js';
import { escapePointer } from './migrations.js';

function list(values: unknown): string {
  return Array.isArray(values) ? values.map((v) => JSON.stringify(v)).join(', ') : String(values);
}

/** Pointer, reason and fix of one error; null for errors another error already says better. */
function describe(e: ErrorObject): { pointer: string; reason: string; fix: string } | null {
  const p = e.params as Record<string, unknown>;
  const at = e.instancePath;
  const message = e.message ?? 'is invalid';
  // Ajv reports a bad property name twice: as an enum error carrying propertyName, and as a bare propertyNames error.
  if (e.keyword === 'propertyNames') return null;
  if (e.propertyName !== undefined) {
    return { pointer: `${at}/${escapePointer(e.propertyName)}`, reason: `property name "${e.propertyName}" is not allowed`, fix: `use one of: ${list(p.allowedValues ?? [])}` };
  }
  switch (e.keyword) {
    case 'required':
      return { pointer: at, reason: message, fix: `add "${String(p.missingProperty)}"` };
    case 'additionalProperties':
      return { pointer: `${at}/${escapePointer(String(p.additionalProperty))}`, reason: `"${String(p.additionalProperty)}" is not a property of this object`, fix: 'remove it or correct its spelling' };
    case 'enum':
      return { pointer: at, reason: message, fix: `use one of: ${list(p.allowedValues)}` };
    case 'const':
      return { pointer: at, reason: `must be ${JSON.stringify(p.allowedValue)}`, fix: `set it to ${JSON.stringify(p.allowedValue)}` };
    case 'type':
      return { pointer: at, reason: message, fix: `write a value of type ${String(p.type)}` };
    case 'pattern':
      return { pointer: at, reason: message, fix: `match the pattern ${String(p.pattern)}` };
    case 'format':
      return { pointer: at, reason: message, fix: p.format === 'date-time' ? 'write an ISO date-time such as 2026-12-31T18:00:00Z' : `write a valid ${String(p.format)}` };
    case 'minLength':
      return { pointer: at, reason: message, fix: `use at least ${String(p.limit)} character(s)` };
    case 'maxLength':
      return { pointer: at, reason: message, fix: `use at most ${String(p.limit)} characters` };
    case 'minimum':
      return { pointer: at, reason: message, fix: `use ${String(p.limit)} or more` };
    case 'maximum':
      return { pointer: at, reason: message, fix: `use ${String(p.limit)} or less` };
    case 'minItems':
      return { pointer: at, reason: message, fix: `list at least ${String(p.limit)} item(s)` };
    case 'uniqueItems':
      return { pointer: at, reason: message, fix: `remove item ${String(p.i)} or ${String(p.j)}` };
    default:
      return { pointer: at, reason: message, fix: loaderRules.schema.fix };
  }
}

export function schemaProblems(file: string, errors: ErrorObject[], note = ''): ConfigProblem[] {
  return errors.flatMap((e) => {
    const d = describe(e);
    return d ? [{ file, pointer: d.pointer, reason: d.reason + note, rule: loaderRules.schema.id, severity: loaderRules.schema.severity, fix: d.fix }] : [];
  });
}
