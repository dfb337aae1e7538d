// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CS_WINDOW, chooseChannel, openCustomerService } from '../../src/lib/customer-service';
import { decryptPath } from '../../src/lib/customer-service-path';
import { CS_KEY, encryptPath, permissionFixture } from '../app/helpers/permission-fixture';

afterEach(() => vi.restoreAllMocks());

const keyBase64 = btoa(String.fromCharCode(...CS_KEY));

describe('customer service', () => {
  it('[P3-12] decrypts an AES-GCM path: base64 of a 12-byte iv followed by ciphertext and tag', async () => {
    expect(await decryptPath(await encryptPath('https://t.me/support?start=1'), keyBase64)).toBe('https://t.me/support?start=1');
  });

  it('[P3-12] refuses a path encrypted under another key', async () => {
    const other = new Uint8Array(32).fill(9);
    await expect(decryptPath(await encryptPath('https://x.example'), btoa(String.fromCharCode(...other)))).rejects.toBeTruthy();
  });

  it('[P7.2-19] picks the chosen slot, else the chosen kind, else the first entry', () => {
    const channels = [
      { csType: 'LIVECHAT', csPosition: 'LIVECHAT-1' },
      { csType: 'TELEGRAM', csPosition: 'TELEGRAM-1' },
      { csType: 'TELEGRAM', csPosition: 'TELEGRAM-2' },
    ];
    expect(chooseChannel(channels, { csPosition: 'TELEGRAM-2' })).toBe(channels[2]);
    expect(chooseChannel(channels, { csType: 'TELEGRAM' })).toBe(channels[1]);
    expect(chooseChannel(channels)).toBe(channels[0]);
    expect(chooseChannel(channels, { csType: 'VIP' })).toBe(channels[0]);
    expect(chooseChannel([])).toBeUndefined();
  });

  it('[P7.2-19][P9-6][M9-11] opens a 440 by 750 window within the click, then sends it to the decrypted path', async () => {
    const popup = { opener: window as unknown, location: { assign: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const permission = await permissionFixture();
    expect(openCustomerService(permission, { csType: 'TELEGRAM' })).toBe('opened');
    expect(open).toHaveBeenCalledWith('about:blank', CS_WINDOW.name, 'width=440,height=750');
    expect(popup.opener).toBeNull();
    await vi.waitFor(() => expect(popup.location.assign).toHaveBeenCalledWith('https://t.me/support'));
  });

  it('[P8-15] reports a blocked window, and a merchant without channels', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const permission = await permissionFixture();
    expect(openCustomerService(permission)).toBe('blocked');
    expect(openCustomerService({ ...permission, customerService: [] })).toBe('unavailable');
  });

  it('closes the window again when the path cannot be decrypted', async () => {
    const popup = { opener: null, location: { assign: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const permission = await permissionFixture();
    openCustomerService({ ...permission, customerServiceKey: btoa(String.fromCharCode(...new Uint8Array(32))) });
    await vi.waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(popup.location.assign).not.toHaveBeenCalled();
  });
});
