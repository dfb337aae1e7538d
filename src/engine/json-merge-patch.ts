// JSON Merge Patch (RFC 7386) and its inverse: the theme editor's draft travels as the patch from the saved theme to
// the edited one, so a preview, a share link and the stored view carry only what changed (a colour or a section
// order is a few dozen bytes, not the whole theme). Arrays are replaced whole, as the RFC says; null deletes.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** target with patch applied; neither is changed. */
export function applyMergePatch<T>(target: T, patch: unknown): T {
  if (!isObject(patch)) return structuredClone(patch) as T;
  const out: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = applyMergePatch(out[key], value);
  }
  return out as T;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    return keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length && keys.every((k) => sameJson(a[k], b[k]));
  }
  return false;
}

/** The smallest merge patch that turns from into to (an empty object when they are equal). */
export function diffMergePatch(from: unknown, to: unknown): JsonObject {
  const out: JsonObject = {};
  if (!isObject(from) || !isObject(to)) return out;
  for (const key of Object.keys(from)) if (from[key] !== undefined && to[key] === undefined) out[key] = null;
  for (const [key, value] of Object.entries(to)) {
    if (value === undefined || sameJson(from[key], value)) continue;
    out[key] = isObject(value) && isObject(from[key]) ? diffMergePatch(from[key], value) : (structuredClone(value) as Json);
  }
  return out;
}

export const isEmptyPatch = (patch: object | undefined) => !patch || Object.keys(patch).length === 0;
