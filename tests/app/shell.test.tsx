// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from './helpers/fake-server';
import { permissionFixture } from './helpers/permission-fixture';
import { renderApp, resetApp, stubBrowser } from './helpers/render-app';

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
});

describe('loading the permission data', () => {
  it('[P8-10] shows "Network link is abnormal, please try again" with a retry when the permission data fails, and the site after a retry', async () => {
    let fail = true;
    const permission = await permissionFixture();
    await renderApp({
      deviceLanguages: ['en-GB'],
      handlers: { '/wps/system/permission': () => (fail ? json({ success: false, code: 'server_error' }, 500) : permission) },
    });
    expect(await screen.findByRole('heading', { name: 'Network link is abnormal, please try again' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('[P8-10] says it in Khmer when the device language is not known', async () => {
    await renderApp({ handlers: { '/wps/system/permission': () => json({ success: false }, 503) } });
    expect(await screen.findByRole('heading', { name: 'ការតភ្ជាប់បណ្តាញមិនប្រក្រតី សូមព្យាយាមម្តងទៀត' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ព្យាយាមម្តងទៀត' })).toBeTruthy();
  });

  it('[P8-14][M8-8] says "Invalid URL, please contact customer service", without a retry, on a domain no merchant lists', async () => {
    await renderApp({
      deviceLanguages: ['en-GB'],
      handlers: { '/wps/system/permission': () => json({ success: false, code: 'invalid_domain', message: 'Invalid URL, please contact customer service' }, 404) },
    });
    expect(await screen.findByRole('heading', { name: 'Invalid URL, please contact customer service' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('[P8-14] says it in Chinese for a Chinese device', async () => {
    await renderApp({ deviceLanguages: ['zh-CN'], handlers: { '/wps/system/permission': () => json({ success: false, code: 'invalid_domain' }, 404) } });
    expect(await screen.findByRole('heading', { name: '网址无效，请联系客服' })).toBeTruthy();
  });

  it('names the document after the merchant', async () => {
    await renderApp();
    await screen.findByRole('navigation', { name: 'ម៉ឺនុយចម្បង' });
    expect(document.title).toBe('Test Casino');
  });
});

describe('language', () => {
  it('[P1-1][P9-7][M9-13] starts in the merchant default (Khmer) on a first visit without a known device language', async () => {
    await renderApp({ deviceLanguages: ['fr-FR'] });
    expect(await screen.findByRole('button', { name: 'ចូលគណនី' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('km');
  });

  it('[P9-7] starts in a device language the merchant offers', async () => {
    await renderApp({ deviceLanguages: ['fr-FR', 'zh-CN'] });
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh');
  });

  it('[P9-7][P3-24] changes every text from the selector and stores the choice under the merchant key', async () => {
    await renderApp({ deviceLanguages: ['en-US'] });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeTruthy();
    fireEvent.click(within(header).getByRole('button', { name: 'Language: English' }));
    fireEvent.click(await within(header).findByRole('option', { name: 'ភាសាខ្មែរ' }));
    expect(await within(header).findByRole('button', { name: 'ចូលគណនី' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'ម៉ឺនុយចំហៀង' })).toBeTruthy();
    expect(localStorage.getItem('language:demo')).toBe('km');
    expect(document.documentElement.lang).toBe('km');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('[P9-7] keeps the stored choice on the next visit, whatever the device says', async () => {
    localStorage.setItem('language:demo', 'zh');
    await renderApp({ deviceLanguages: ['en-US'] });
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('[P9-7] ignores a stored choice the merchant no longer offers', async () => {
    localStorage.setItem('language:demo', 'zh');
    const permission = await permissionFixture();
    permission.merchant.languages = ['km', 'en'];
    await renderApp({ permission, deviceLanguages: [] });
    expect(await screen.findByRole('button', { name: 'ចូលគណនី' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: /^ភាសា: / }));
    const options = (await within(screen.getByRole('banner')).findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['ភាសាខ្មែរ', 'English']);
  });

  it('[P2.3-1] offers the language selector in the side menu too', async () => {
    await renderApp({ deviceLanguages: ['en'] });
    const aside = (await screen.findByRole('navigation', { name: 'Side menu' })).parentElement!;
    fireEvent.click(within(aside).getByRole('button', { name: 'Language: English' }));
    fireEvent.click(await within(aside).findByRole('option', { name: '简体中文' }));
    await waitFor(() => expect(localStorage.getItem('language:demo')).toBe('zh'));
    expect(await screen.findByRole('button', { name: '注册' })).toBeTruthy();
  });
});

describe('palette', () => {
  it('[P1-1] uses the merchant default palette on a first visit and sets color-scheme', async () => {
    const permission = await permissionFixture();
    permission.merchant.defaultPalette = 'light';
    await renderApp({ permission, deviceLanguages: ['en'] });
    expect(await screen.findByRole('button', { name: 'Switch to the dark theme' })).toBeTruthy();
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('[P1-1] switches dark and light from the header and remembers the choice per merchant', async () => {
    await renderApp({ deviceLanguages: ['en'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to the light theme' }));
    expect(await screen.findByRole('button', { name: 'Switch to the dark theme' })).toBeTruthy();
    expect(localStorage.getItem('palette:demo')).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
    // The light palette's background reaches the page's global style.
    expect([...document.querySelectorAll('style')].some((style) => style.textContent?.includes('#f5f7fb'))).toBe(true);
    cleanup();
    await renderApp({ deviceLanguages: ['en'] });
    expect(await screen.findByRole('button', { name: 'Switch to the dark theme' })).toBeTruthy();
  });
});
