// What no request may carry into a handler, whatever its route's schema says: numbers that are not finite, numbers
// written in anything but plain decimals, and text with control characters or lone surrogates. Ajv's type coercion
// turns the string "Infinity" (or "1e400") into a number that passes `integer` and skips `maximum`, and PostgreSQL
// refuses a NUL byte with an error; both used to end as 500s. The rules are pure; input-validator.ts applies them to
// every schema-validated part and input-guard-plugin.ts to the parts a route validates by hand.

export type InputProblemReason = 'non_finite' | 'not_decimal' | 'control_character' | 'lone_surrogate' | 'too_deep';

export interface InputProblem {
  /** JSON pointer into the part (body, querystring, params), '' for the part itself. */
  pointer: string;
  reason: InputProblemReason;
}

export const inputProblemMessages: Readonly<Record<InputProblemReason, string>> = {
  non_finite: 'must be a finite number',
  not_decimal: 'must be written as a plain decimal number',
  control_character: 'must not contain control characters',
  lone_surrogate: 'must be well-formed Unicode text',
  too_deep: 'is nested too deeply',
};

/** No request of ours nests deeper; a deeper one is an attack on the walkers (and on the stack). */
export const maxInputDepth = 32;

// C0 controls but tab, line feed and carriage return (texts such as feedback keep their lines), DEL, and C1 controls.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one: not text, and no UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string may not be stored or compared, or null when it may. */
export function textProblem(text: string): InputProblemReason | null {
  if (CONTROL.test(text)) return 'control_character';
  if (LONE_SURROGATE.test(text)) return 'lone_surrogate';
  return null;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Whether findInputProblem would find anything: the same walk without building a pointer for every value. */
function hasInputProblem(value: unknown, depth: number): boolean {
  if (depth > maxInputDepth) return true;
  if (typeof value === 'string') return textProblem(value) !== null;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some((item) => hasInputProblem(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (textProblem(key) !== null || hasInputProblem((value as Record<string, unknown>)[key], depth + 1)) return true;
    }
  }
  return false;
}

/** The first non-finite number or unsafe text (in a value or in an object's key) of a parsed input, depth first. */
export function findInputProblem(value: unknown, pointer = '', depth = 0): InputProblem | null {
  // Nearly every input is clean: walk it once without pointers, and name the place only when something is there.
  if (depth === 0 && !hasInputProblem(value, 0)) return null;
  if (depth > maxInputDepth) return { pointer, reason: 'too_deep' };
  if (typeof value === 'string') {
    const reason = textProblem(value);
    return reason ? { pointer, reason } : null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? null : { pointer, reason: 'non_finite' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInputProblem(value[i], `${pointer}/${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = `${pointer}/${escapePointer(key)}`;
      const keyReason = textProblem(key);
      if (keyReason) return { pointer: at, reason: keyReason };
      const found = findInputProblem(item, at, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** Every string of a parsed input by its pointer, taken before a validator may coerce them in place. */
export function stringsByPointer(value: unknown, pointer = '', into = new Map<string, string>(), depth = 0): Map<string, string> {
  if (depth > maxInputDepth) return into;
  if (typeof value === 'string') into.set(pointer, value);
  else if (Array.isArray(value)) value.forEach((item, i) => stringsByPointer(item, `${pointer}/${i}`, into, depth + 1));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) stringsByPointer(item, `${pointer}/${escapePointer(key)}`, into, depth + 1);
  }
  return into;
}

const DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * A string the validator turned into a number must have been a plain decimal: " 12 ", "1e3", "0x10" and "Infinity"
 * are what a person mistyped or a client forged, never an amount or a page someone meant.
 */
export function coercionProblem(before: ReadonlyMap<string, string>, after: unknown): InputProblem | null {
  for (const [pointer, original] of before) {
    const now = valueAt(after, pointer);
    // With coerceTypes 'array' a lone value may have become a one-item array.
    const coerced = Array.isArray(now) && now.length === 1 ? now[0] : now;
    if (typeof coerced === 'number' && !DECIMAL.test(original)) return { pointer, reason: 'not_decimal' };
  }
  return null;
}

/**
 * The fields of a flat part whose every value is text (a query string, route parameters, most small bodies), or null
 * for anything else: for these the strings are their fields, taken without building a pointer per value, so the guard
 * costs little on the hot lists (stringsByPointer and coercionProblem are the general walk).
 */
export function flatStrings(value: unknown): [string, string][] | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const fields: [string, string][] = [];
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const item = (value as Record<string, unknown>)[key];
    if (typeof item !== 'string') return null;
    fields.push([key, item]);
  }
  return fields;
}

/** coercionProblem for the fields flatStrings took. */
export function flatCoercionProblem(before: readonly [string, string][], after: unknown): InputProblem | null {
  if (after === null || typeof after !== 'object') return null;
  for (const [key, original] of before) {
    const now = (after as Record<string, unknown>)[key];
    const coerced = Array.isArray(now) && now.length === 1 ? now[0] : now;
    if (typeof coerced === 'number' && !DECIMAL.test(original)) return { pointer: `/${escapePointer(key)}`, reason: 'not_decimal' };
  }
  return null;
}

/**
 * The parts a schema validator already found clean (input-validator.ts): the input guard's hook does not walk them
 * again. Kept by object, so a part replaced afterwards is walked.
 */
export const guardedParts = new WeakSet<object>();
