// Password storage: argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane), as PHC strings so the
// parameters travel with each hash and can be raised later without a migration.
import { hash, verify, type Options } from '@node-rs/argon2';

/** Algorithm is a const enum, which isolated modules cannot read: 2 is its Argon2id. */
const argon2id = 2 satisfies Options['algorithm'];

export const argon2Options: Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, argon2Options);

/** A malformed stored hash is a failed check, never an error the caller has to handle. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one real check, for unknown accounts and accounts without a password, so the answer time
 * does not tell which usernames exist.
 */
export async function spendPasswordCheckTime(password: string): Promise<false> {
  dummyHash ??= hashPassword('livery-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
