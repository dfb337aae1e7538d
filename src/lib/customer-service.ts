// Customer-service channels: their paths arrive AES-GCM encrypted (spec P3-12) and open in a 440x750 window (P7.2-19).
import type { PermissionData } from '../engine/permission-data';

export type CustomerServiceEntry = PermissionData['customerService'][number];
type EncryptedChannels = Pick<PermissionData, 'customerService' | 'customerServiceKey'>;

export const CS_WINDOW = { name: 'customer-service', width: 440, height: 750 } as const;
const IV_BYTES = 12;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Decrypts one path: base64 of a 12-byte iv followed by ciphertext and tag, with the raw AES key in base64. */
export async function decryptPath(encrypted: string, keyBase64: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', fromBase64(keyBase64), 'AES-GCM', false, ['decrypt']);
  const bytes = fromBase64(encrypted);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, key, bytes.slice(IV_BYTES));
  return new TextDecoder().decode(plain);
}

/** Which channel to open: by slot (TELEGRAM-2) or by kind (TELEGRAM); none chosen means the first. */
export interface ChannelChoice {
  csType?: string;
  csPosition?: string;
}

export function chooseChannel<T extends Pick<CustomerServiceEntry, 'csType' | 'csPosition'>>(channels: readonly T[], { csType, csPosition }: ChannelChoice = {}): T | undefined {
  const matches = (channel: T) => (csPosition === undefined || channel.csPosition === csPosition) && (csType === undefined || channel.csType === csType);
  return channels.find(matches) ?? channels[0];
}

export type OpenResult = 'opened' | 'blocked' | 'unavailable';

/**
 * Opens the chosen channel. The window opens at once, inside the click, so popup blockers allow it (spec P8-15);
 * the path is decrypted afterwards and the window sent there. Nothing is decrypted for visitors who never ask.
 */
export function openCustomerService(permission: EncryptedChannels, choice: ChannelChoice = {}): OpenResult {
  const entry = chooseChannel(permission.customerService, choice);
  if (!entry) return 'unavailable';
  const opened = window.open('about:blank', CS_WINDOW.name, `width=${CS_WINDOW.width},height=${CS_WINDOW.height}`);
  if (!opened) return 'blocked';
  // The channel is another site: it must not be able to reach back into this page.
  opened.opener = null;
  decryptPath(entry.path, permission.customerServiceKey).then(
    (url) => opened.location.assign(url),
    () => opened.close(),
  );
  return 'opened';
}
