// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionFixture } from './helpers/permission-fixture';
import { renderApp, resetApp, stubBrowser } from './helpers/render-app';

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
});

describe('maintenance and region pages', () => {
  it('[P4.1-1][P2.12-1] shows the maintenance page with its title, end time in the merchant zone, info text and the customer-service button', async () => {
    const permission = await permissionFixture({
      status: 1,
      maintenance: true,
      maintenanceInfo: { endsAt: '2026-12-31T18:00:00Z', info: { en: 'Upgrading payments.', km: 'កំពុងធ្វើឱ្យប្រសើរការទូទាត់។' } },
    });
    await renderApp({ permission, deviceLanguages: ['en-US'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeTruthy();
    // 18:00 UTC is 01:00 the next day in Phnom Penh (GMT+7).
    expect(screen.getByText(/Expected to end at January 1, 2027 at 01:00 AM GMT\+7/)).toBeTruthy();
    expect(screen.getByText('Upgrading payments.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeTruthy();
    // The site itself is not shown.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('[P2.12-1][P9-7] speaks Khmer by default, with the Khmer info text and a Khmer date', async () => {
    const permission = await permissionFixture({
      status: 1,
      maintenanceInfo: { endsAt: '2026-12-31T18:00:00Z', info: { en: 'Upgrading payments.', km: 'កំពុងធ្វើឱ្យប្រសើរការទូទាត់។' } },
    });
    await renderApp({ permission });
    expect(await screen.findByRole('heading', { level: 1, name: 'ការថែទាំប្រព័ន្ធ' })).toBeTruthy();
    expect(screen.getByText('កំពុងធ្វើឱ្យប្រសើរការទូទាត់។')).toBeTruthy();
    expect(screen.getByText(/^រំពឹងថានឹងបញ្ចប់នៅ .*2027/)).toBeTruthy();
    expect(document.documentElement.lang).toBe('km');
  });

  it('[P2.12-1] uses the bundled text when the operator wrote none for the language', async () => {
    const permission = await permissionFixture({ status: 1, maintenanceInfo: { endsAt: null, info: { km: 'ខ្មែរតែប៉ុណ្ណោះ' } } });
    await renderApp({ permission, deviceLanguages: ['zh-CN'] });
    expect(await screen.findByRole('heading', { level: 1, name: '系统维护' })).toBeTruthy();
    expect(screen.getByText('我们正在进行维护以改进网站，请稍后再来。')).toBeTruthy();
    expect(screen.queryByText(/预计结束时间/)).toBeNull();
  });

  it('[P2.12-1][P7.2-19][P3-12] opens the first customer-service channel, decrypted, in a 440x750 window', async () => {
    const popup = { opener: {}, location: { assign: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    await renderApp({ permission: await permissionFixture({ status: 1 }), deviceLanguages: ['en'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith('about:blank', 'customer-service', 'width=440,height=750');
    expect(popup.opener).toBeNull();
    await waitFor(() => expect(popup.location.assign).toHaveBeenCalledWith('https://chat.example.com/room'));
  });

  it('[P8-15] says the popup was blocked when the browser refuses the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await renderApp({ permission: await permissionFixture({ status: 2 }), deviceLanguages: ['en'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));
    expect(await screen.findByText('Popup blocked, allow popups')).toBeTruthy();
  });

  it('[P2.12-2][P8-12] shows the region page with the visitor IP, the info text and the customer-service button', async () => {
    await renderApp({ permission: await permissionFixture({ status: 2, regionRestriction: true }), deviceLanguages: ['en'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText('Your IP address: 198.51.100.23')).toBeTruthy();
    expect(screen.getByText(/not available from your location/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeTruthy();
  });

  it('[P4.1-1] lets maintenance win when both switches are on (status 1)', async () => {
    await renderApp({ permission: await permissionFixture({ status: 1, maintenance: true, regionRestriction: true }), deviceLanguages: ['en'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeTruthy();
    expect(screen.queryByText(/Your IP address/)).toBeNull();
  });
});
