// Customer-service channels: their paths arrive AES-GCM encrypted (spec P3-12) and open in a 440x750 window (P7.2-19).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionData } from '../engine/permission-data';

export type CustomerServiceEntry = PermissionData['customerService'][number];
export interface CustomerServiceChannel extends Omit<CustomerServiceEntry, 'path'> {
  /** The decrypted path. */
  url: string;
}

export const CS_WINDOW = { width: 440, height: 750 } as const;
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

export async function decryptChannels(permission: Pick<PermissionData, 'customerService' | 'customerServiceKey'>): Promise<CustomerServiceChannel[]> {
  const results = await Promise.allSettled(
    permission.customerService.map(async ({ path, ...entry }) => ({ ...entry, url: await decryptPath(path, permission.customerServiceKey) })),
  );
  // A channel whose path cannot be decrypted is left out rather than opening a wrong address.
  return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

export const customerServiceQueryOptions = (permission: Pick<PermissionData, 'customerService' | 'customerServiceKey'>) =>
  queryOptions({
    queryKey: ['customer-service', permission.customerServiceKey, permission.customerService.map((c) => c.path)],
    queryFn: () => decryptChannels(permission),
    staleTime: Infinity,
  });

/**
 * The channels, decrypted ahead of time: the click that opens the window must call window.open synchronously,
 * or the browser's popup blocker may refuse it.
 */
export function useCustomerServiceChannels(permission: Pick<PermissionData, 'customerService' | 'customerServiceKey'>) {
  return useQuery(customerServiceQueryOptions(permission));
}

/** Which channel to open: by slot (TELEGRAM-2) or by kind (TELEGRAM); none chosen means the first. */
export interface ChannelChoice {
  csType?: string;
  csPosition?: string;
}

const matches = (channel: CustomerServiceChannel, { csType, csPosition }: ChannelChoice) =>
  (csPosition === undefined || channel.csPosition === csPosition) && (csType === undefined || channel.csType === csType);

/** Opens the chosen channel, or the first one when none is chosen. Returns false when the browser blocked the window. */
export function openCustomerService(channels: readonly CustomerServiceChannel[], choice: ChannelChoice = {}): boolean {
  const channel = channels.find((c) => matches(c, choice)) ?? channels[0];
  if (!channel) return false;
  const opened = window.open(channel.url, 'customer-service', `width=${CS_WINDOW.width},height=${CS_WINDOW.height}`);
  if (!opened) return false;
  // Not opened with noopener, since then the blocked case cannot be told apart; cut the link by hand instead.
  opened.opener = null;
  return true;
}
