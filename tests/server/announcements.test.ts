import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import type { Announcements } from '../../src/engine/api/announcements.js';
import { openTestApp, valueOf, withMerchant, type TestApp } from '../helpers/test-app.js';

const text = (en: string, km?: string) => ({ en, ...(km ? { km } : {}) });
const fixture: Partial<MerchantConfig> = {
  defaultLanguage: 'km',
  banners: [
    { id: 'home-1', groupName: 'w_home', url: '/merchant-assets/demo/h1.svg', alt: text('Home one', 'ផ្ទះ'), linkage: '/promotions', linkageType: 'ROUTE', width: 1200, height: 360 },
    { id: 'login-1', groupName: 'w_login', url: '/merchant-assets/demo/l1.svg' },
  ],
  announcements: [
    { id: 'pl-old', type: 'PL', title: text('Old notice', 'ចាស់'), content: text('<p>old</p>'), publishedAt: '2026-01-01T00:00:00Z' },
    { id: 'pl-new', type: 'PL', title: text('New notice'), content: text('<p>new</p>'), publishedAt: '2026-03-01T00:00:00Z' },
    { id: 'pu-a', type: 'PU', execution: 'A', hideForDay: true, title: text('Members'), content: text('<p>a</p>'), publishedAt: '2026-02-01T00:00:00Z' },
    { id: 'pu-b', type: 'PU', execution: 'B', title: text('Visitors'), content: text('<p>b</p>'), publishedAt: '2026-02-02T00:00:00Z' },
    { id: 'pu-f', type: 'PU', execution: 'F', title: text('First login'), content: text('<p>f</p>') },
    { id: 'pr-1', type: 'PR', promotionType: 'DEPOSIT', title: text('Bonus'), content: text('<p>pr</p>') },
    { id: 'h-1', type: 'H', title: text('Help'), content: text('<p>h</p>') },
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
  t.app = await t.variant({ config: withMerchant(t.config, 'demo', fixture) });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/wps/relay/MCSFE_getListAnnouncements?${query}`, headers: { host: 'demo.localhost' } });
  expect(res.statusCode).toBe(200);
  return valueOf<Announcements>(res);
};

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('[P7.2-3] [M7-17] answers banners, player notices, popups and promotions for types B,PL,PU,PR,H and platform W', async () => {
    const value = await list('types=B,PL,PU,PR,H&platform=W&language=en');
    expect(value.banners.map((b) => b.id)).toEqual(['home-1', 'login-1']);
    expect(value.playerNotices.map((n) => n.id)).toEqual(['pl-new', 'pl-old']);
    expect(value.popup.map((n) => n.id)).toEqual(['pu-b', 'pu-a', 'pu-f']);
    expect(value.promotion).toEqual([{ id: 'pr-1', type: 'PR', title: 'Bonus', content: '<p>pr</p>', promotionType: 'DEPOSIT', hideForDay: false, publishedAt: null }]);
  });

  it('[P3-5] describes banners with groupName, url, linkage and linkageType, filtered by ?groupName', async () => {
    const value = await list('types=B&groupName=w_home&language=en');
    expect(value.banners).toEqual([{ id: 'home-1', groupName: 'w_home', url: '/merchant-assets/demo/h1.svg', alt: 'Home one', linkage: '/promotions', linkageType: 'ROUTE', width: 1200, height: 360 }]);
    expect((await list('types=B&groupName=w_login')).banners[0]).toMatchObject({ id: 'login-1', linkageType: 'NONE', alt: '' });
    expect(value.playerNotices).toEqual([]);
  });

  it('[P4.6-7] [P3-6] answers only the popups of the asked execution (B anonymous, A logged in, F first login)', async () => {
    expect((await list('types=PU&execution=B')).popup.map((p) => p.id)).toEqual(['pu-b']);
    expect((await list('types=PU&execution=A')).popup).toEqual([
      { id: 'pu-a', type: 'PU', title: 'Members', content: '<p>a</p>', execution: 'A', hideForDay: true, publishedAt: '2026-02-01T00:00:00Z' },
    ]);
    expect((await list('types=PU&execution=F')).popup.map((p) => p.id)).toEqual(['pu-f']);
  });

  it('[P7.2-3] answers only the asked types', async () => {
    const value = await list('types=PL');
    expect(value.banners).toEqual([]);
    expect(value.popup).toEqual([]);
    expect(value.promotion).toEqual([]);
    expect(value.playerNotices).toHaveLength(2);
  });

  it('localizes to the asked language, with en where a text lacks it, and the merchant default without language', async () => {
    const km = await list('types=B,PL&language=km');
    expect(km.playerNotices.map((n) => n.title)).toEqual(['New notice', 'ចាស់']);
    expect(km.banners[0]?.alt).toBe('ផ្ទះ');
    expect((await list('types=PL')).playerNotices[1]?.title).toBe('ចាស់');
    expect((await list('types=PL&language=zh')).playerNotices[1]?.title).toBe('Old notice');
  });

  it('answers each merchant its own announcements', async () => {
    const basic = await t.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&language=en', headers: { host: 'basic.localhost' } });
    expect(basic.json()).toMatchObject({ success: true, value: { banners: expect.any(Array), playerNotices: expect.any(Array) } });
    expect(JSON.stringify(basic.json())).not.toContain('pl-new');
  });
});
