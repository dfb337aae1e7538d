// Generated config types allow undefined values in records (JSON Schema additionalProperties); wire types do not.
export function definedValues<T>(record: { [key: string]: T | undefined }): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
  return out;
}
