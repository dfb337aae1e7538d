// Every money-moving request names itself with an idempotency key (docs/money.md): one key per attempt, made when
// the attempt starts and kept until it is settled, so a double click or a retry of the same attempt moves money once.

/** A fresh key: a UUID where the browser has crypto.randomUUID, else 32 random hex digits. Both fit the server's pattern. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
