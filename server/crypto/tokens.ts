// Opaque bearer secrets (session and challenge tokens): 32 random bytes in base64url, stored only as their SHA-256
// so a read of the database does not yield usable tokens.
import { createHash, randomBytes } from 'node:crypto';

export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

export const tokenDigest = (token: string): string => createHash('sha256').update(token, 'utf8').digest('base64url');
