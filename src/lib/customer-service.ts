// Customer-service channels: their paths arrive AES-GCM encrypted (spec P3-12) and open in a 440x750 window (P7.2-19).
// The decryption (customer-service-path.ts) loads once a visitor asks for a channel, after the window has opened.
import type { PermissionData } from '../engine/permission-data';

export type CustomerServiceEntry = PermissionData['customerService'][number];
type EncryptedChannels = Pick<PermissionData, 'customerService' | 'customerServiceKey'>;

export const CS_WINDOW = { name: 'customer-service', width: 440, height: 750 } as const;
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
  import('./customer-service-path').then(({ decryptPath }) => decryptPath(entry.path, permission.customerServiceKey)).then(
    (url) => opened.location.assign(url),
    () => opened.close(),
  );
  return 'opened';
}
