// Preview staff from the environment: PREVIEW_STAFF="user:argon2-hash", several separated by ";" (an argon2 hash
// holds "," and "$" but never ";" or ":"). Unset or empty disables the preview console entirely.

export interface StaffCredential {
  username: string;
  passwordHash: string;
}

export class StaffCredentialsError extends Error {}

const USERNAME = /^[A-Za-z0-9._-]{1,64}$/;
const ARGON2 = /^\$argon2(id|i|d)\$[^\s;:]+$/;

export function parseStaffCredentials(text: string | undefined): StaffCredential[] {
  const entries = (text ?? '').split(';').map((s) => s.trim()).filter(Boolean);
  const staff: StaffCredential[] = [];
  for (const [i, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    const username = entry.slice(0, colon);
    const passwordHash = entry.slice(colon + 1);
    // The message names the entry by position and never echoes it: it holds a password hash.
    if (colon < 0 || !USERNAME.test(username)) throw new StaffCredentialsError(`PREVIEW_STAFF entry ${i + 1}: expected user:argon2-hash with a user of letters, digits, ".", "_" or "-"`);
    if (!ARGON2.test(passwordHash)) throw new StaffCredentialsError(`PREVIEW_STAFF entry ${i + 1} (${username}): the password must be an argon2 hash ($argon2id$...)`);
    if (staff.some((s) => s.username === username)) throw new StaffCredentialsError(`PREVIEW_STAFF names ${username} twice`);
    staff.push({ username, passwordHash });
  }
  return staff;
}
