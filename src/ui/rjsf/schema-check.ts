// Form validation without code generation. Ajv compiles every schema into a function with new Function(), which the
// site's Content-Security-Policy (script-src 'self', no 'unsafe-eval') rightly refuses, and the forms' schemas are
// built at run time from the merchant's rules, so they cannot be precompiled at build time either. This module
// interprets the small JSON Schema subset the engine emits and answers in Ajv's error shape, so RJSF's own
// precompiled-validator path (errors, errorSchema, customValidate, transformErrors) works unchanged. A keyword outside
// the subset throws when the validator is built: a schema change cannot be silently ignored.
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { fullFormats } from 'ajv-formats/dist/formats';

/** An error as Ajv reports it (the fields RJSF reads). */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

type Check = (data: unknown, path: string, parent: unknown, errors: SchemaError[]) => void;
type ValidateFn = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

/** Keywords that only describe; they never fail. */
const ANNOTATIONS = new Set(['$schema', 'title', 'description', 'default', 'examples']);
const KEYWORDS = new Set(['type', 'properties', 'required', 'minLength', 'maxLength', 'pattern', 'format', 'const']);

const FORMATS: Readonly<Record<string, RegExp>> = { email: fullFormats.email as RegExp };

// Ajv counts characters as Unicode code points (its ucs2length), not UTF-16 units.
const length = (text: string) => [...text].length;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const hasType = (value: unknown, type: string) => {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
};

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Ajv's $data relative JSON pointer: "1/password" is the sibling password of the value being checked. */
function resolveData(pointer: string, parent: unknown): unknown {
  const match = /^1\/(.+)$/.exec(pointer);
  if (!match?.[1]) throw new Error(`schema-check: unsupported $data pointer ${pointer}`);
  const segments = match[1].split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return segments.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), parent);
}

function compile(schema: RJSFSchema, schemaPath: string): Check {
  for (const key of Object.keys(schema)) {
    if (!KEYWORDS.has(key) && !ANNOTATIONS.has(key)) throw new Error(`schema-check: unsupported keyword ${key} at ${schemaPath}`);
  }
  const checks: Check[] = [];
  const type = schema.type;
  if (type !== undefined && typeof type !== 'string') throw new Error(`schema-check: unsupported type list at ${schemaPath}`);
  const fail = (errors: SchemaError[], path: string, keyword: string, params: Record<string, unknown>, message: string) =>
    errors.push({ instancePath: path, schemaPath: `${schemaPath}/${keyword}`, keyword, params, message });

  if (typeof schema.minLength === 'number') {
    const limit = schema.minLength;
    checks.push((data, path, _parent, errors) => {
      if (typeof data === 'string' && length(data) < limit) fail(errors, path, 'minLength', { limit }, `must NOT have fewer than ${limit} characters`);
    });
  }
  if (typeof schema.maxLength === 'number') {
    const limit = schema.maxLength;
    checks.push((data, path, _parent, errors) => {
      if (typeof data === 'string' && length(data) > limit) fail(errors, path, 'maxLength', { limit }, `must NOT have more than ${limit} characters`);
    });
  }
  if (typeof schema.pattern === 'string') {
    const pattern = schema.pattern;
    // Ajv v8 builds patterns with the u flag.
    const regexp = new RegExp(pattern, 'u');
    checks.push((data, path, _parent, errors) => {
      if (typeof data === 'string' && !regexp.test(data)) fail(errors, path, 'pattern', { pattern }, `must match pattern "${pattern}"`);
    });
  }
  if (typeof schema.format === 'string') {
    const format = schema.format;
    const regexp = FORMATS[format];
    if (!regexp) throw new Error(`schema-check: unsupported format ${format} at ${schemaPath}`);
    checks.push((data, path, _parent, errors) => {
      if (typeof data === 'string' && !regexp.test(data)) fail(errors, path, 'format', { format }, `must match format "${format}"`);
    });
  }
  if ('const' in schema) {
    const expected: unknown = schema.const;
    const dataPointer =
      typeof expected === 'object' && expected !== null && typeof (expected as { $data?: unknown }).$data === 'string'
        ? (expected as { $data: string }).$data
        : null;
    checks.push((data, path, parent, errors) => {
      const allowedValue = dataPointer === null ? expected : resolveData(dataPointer, parent);
      // Like Ajv, a $data reference that resolves to nothing does not fail.
      if (dataPointer !== null && allowedValue === undefined) return;
      if (!deepEqual(data, allowedValue)) fail(errors, path, 'const', { allowedValue }, 'must be equal to constant');
    });
  }
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  if (required.length > 0) {
    checks.push((data, path, _parent, errors) => {
      if (typeOf(data) !== 'object') return;
      for (const missingProperty of required) {
        if ((data as Record<string, unknown>)[missingProperty] === undefined) {
          fail(errors, path, 'required', { missingProperty }, `must have required property '${missingProperty}'`);
        }
      }
    });
  }
  if (schema.properties) {
    const children = Object.entries(schema.properties).map(([name, child]) => {
      if (typeof child !== 'object') throw new Error(`schema-check: boolean schema at ${schemaPath}/properties/${name}`);
      return [name, compile(child, `${schemaPath}/properties/${name}`)] as const;
    });
    checks.push((data, path, _parent, errors) => {
      if (typeOf(data) !== 'object') return;
      for (const [name, check] of children) {
        const value = (data as Record<string, unknown>)[name];
        if (value !== undefined) check(value, `${path}/${name}`, data, errors);
      }
    });
  }

  return (data, path, parent, errors) => {
    // Like Ajv, the keywords of a type apply only once the value has that type.
    if (type !== undefined && !hasType(data, type)) {
      fail(errors, path, 'type', { type }, `must be ${type}`);
      return;
    }
    for (const check of checks) check(data, path, parent, errors);
  };
}

/** A validate function in Ajv's shape for one schema. */
export function schemaCheck(schema: RJSFSchema): ValidateFn {
  const check = compile(schema, '#');
  const validate: ValidateFn = (data: unknown) => {
    const errors: SchemaError[] = [];
    check(data, '', undefined, errors);
    validate.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  };
  return validate;
}

/** The RJSF validator of one generated form: RJSF's precompiled-validator path, fed by schemaCheck. */
export function createFormValidator<T = Record<string, unknown>>(schema: RJSFSchema) {
  return createPrecompiledValidator<T>({ [hashForSchema(schema)]: schemaCheck(schema) }, schema);
}
