// The lobby's lists kept in sessionStorage for the visit (spec P4.6-4, 3 "client-side stored state"): hot games and
// the vendor lanes. A storage that is full, disabled or holds something unreadable means the list is fetched again.

/** The stored value of `key`, or undefined. */
export function readSession<T>(key: string): T | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores `value` under `key`, if the storage takes it. */
export function writeSession(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the lists are simply fetched again.
  }
}
