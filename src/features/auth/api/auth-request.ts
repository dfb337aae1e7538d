// The accounts API's calls: the shared client plus two things it leaves to us, failures that keep the envelope's
// value (captchaRequired, retryAfterSeconds, fields) and (E) bodies sealed with the merchant's public key.
import { apiRequest, type RequestOptions } from '../../../lib/api-client';
import { encryptBody, type SealedBody } from '../../../lib/crypto/hybrid-encrypt';
import { permissionQueryOptions } from '../../../lib/permission';
import { queryClient } from '../../../lib/query-client';
import { AuthApiError } from '../utils/auth-error';

/** The value of a successful answer; any failure throws an AuthApiError carrying the whole envelope. */
export async function authRequest<T>(path: string, options?: RequestOptions): Promise<T> {
  const envelope = await apiRequest<T>(path, options);
  if (!envelope.success) throw new AuthApiError(envelope);
  return envelope.value as T;
}

/** Seals an (E) body with permission.encryptionPublicKey (docs/api-accounts.md). */
export async function sealed(body: unknown): Promise<SealedBody> {
  const permission = await queryClient.ensureQueryData(permissionQueryOptions());
  return encryptBody(body, permission.encryptionPublicKey);
}
