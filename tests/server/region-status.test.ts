import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionData } from '../../src/engine/permission-data.js';
import type { SystemStatusValue } from '../../src/engine/api/system.js';
import { openTestApp, valueOf, withMerchant, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

type App = TestApp['app'];
const status = async (app: App, host: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  valueOf<SystemStatusValue>(await app.inject({ url: '/wps/system/status', headers: { host, ...headers }, ...(remoteAddress ? { remoteAddress } : {}) }));

describe('the visitor IP', () => {
  it('[P4.1-1] [P8-12] [P2.12-2] blocks an X-Forwarded-For address in a blocked range when TRUST_PROXY is set, and shows it', async () => {
    const proxied = await t.variant({ trustProxy: ['loopback'] });
    expect(await status(proxied, 'demo.localhost', { 'x-forwarded-for': '203.0.113.7' })).toMatchObject({ status: 2, ip: '203.0.113.7' });
    const permission = valueOf<PermissionData>(await proxied.inject({ url: '/wps/system/permission', headers: { host: 'demo.localhost', 'x-forwarded-for': '203.0.113.7' } }));
    expect(permission).toMatchObject({ status: 2, regionRestriction: true, location: { ip: '203.0.113.7' } });
  });

  it('[P4.1-1] ignores X-Forwarded-For without TRUST_PROXY: the socket address decides', async () => {
    expect(await status(t.app, 'demo.localhost', { 'x-forwarded-for': '203.0.113.7' })).toMatchObject({ status: 0, ip: '127.0.0.1' });
    expect(await status(t.app, 'demo.localhost', {}, '203.0.113.7')).toMatchObject({ status: 2, ip: '203.0.113.7' });
  });

  it('with a hop count, trusts only that many proxies nearest the server', async () => {
    const oneHop = await t.variant({ trustProxy: 1 });
    expect(await status(oneHop, 'demo.localhost', { 'x-forwarded-for': '203.0.113.7, 10.0.0.2' })).toMatchObject({ status: 0, ip: '10.0.0.2' });
    expect(await status(oneHop, 'demo.localhost', { 'x-forwarded-for': '10.0.0.2, 203.0.113.7' })).toMatchObject({ status: 2, ip: '203.0.113.7' });
  });

  it('[P8-12] finds the country in the bundled database and blocks a blocked country', async () => {
    const proxied = await t.variant({ trustProxy: ['loopback'] });
    // demo blocks US; 8.8.8.8 is registered in the US.
    expect(await status(proxied, 'demo.localhost', { 'x-forwarded-for': '8.8.8.8' })).toMatchObject({ status: 2, country: 'US' });
    expect(await status(proxied, 'demo.localhost', { 'x-forwarded-for': '2001:4860:4860::8888' })).toMatchObject({ status: 2, country: 'US' });
  });
});

describe('allowed countries', () => {
  const countries: Record<string, string> = { '36.37.128.1': 'KH', '14.160.0.1': 'VN' };
  let app: App;
  beforeAll(async () => {
    const config = withMerchant(t.config, 'basic', { regionRestriction: { enabled: true, allowedCountries: ['KH'], blockedCountries: [], blockedIpRanges: ['10.66.0.0/16'] } });
    app = await t.variant({ config, trustProxy: ['loopback'], countryLookup: (ip) => countries[ip] ?? null });
  });

  it('[P4.1-1] admits a listed country and blocks any other', async () => {
    expect(await status(app, 'basic.localhost', { 'x-forwarded-for': '36.37.128.1' })).toMatchObject({ status: 0, country: 'KH' });
    expect(await status(app, 'basic.localhost', { 'x-forwarded-for': '14.160.0.1' })).toMatchObject({ status: 2, country: 'VN' });
    expect(await status(app, 'basic.localhost', { 'x-forwarded-for': '192.0.2.44' })).toMatchObject({ status: 2, country: null });
  });

  it('[P4.1-1] admits private and loopback addresses unless a range blocks them', async () => {
    expect(await status(app, 'basic.localhost')).toMatchObject({ status: 0, ip: '127.0.0.1' });
    expect(await status(app, 'basic.localhost', { 'x-forwarded-for': '10.1.2.3' })).toMatchObject({ status: 0 });
    expect(await status(app, 'basic.localhost', { 'x-forwarded-for': '10.66.1.1' })).toMatchObject({ status: 2 });
  });

  it('blocks nobody when the restriction is disabled', async () => {
    const config = withMerchant(t.config, 'basic', { regionRestriction: { enabled: false, allowedCountries: ['KH'], blockedIpRanges: ['0.0.0.0/0'] } });
    const open = await t.variant({ config, trustProxy: ['loopback'], countryLookup: () => 'VN' });
    expect(await status(open, 'basic.localhost', { 'x-forwarded-for': '14.160.0.1' })).toMatchObject({ status: 0 });
  });
});

describe('maintenance and region together', () => {
  it('[P4.1-1] answers status 1 for a merchant in maintenance even when the IP is blocked', async () => {
    const proxied = await t.variant({ trustProxy: ['loopback'] });
    const headers = { host: 'closed.localhost', 'x-forwarded-for': '203.0.113.7' };
    expect(await status(proxied, 'closed.localhost', { 'x-forwarded-for': '203.0.113.7' })).toMatchObject({ status: 1, ip: '203.0.113.7' });
    const permission = valueOf<PermissionData>(await proxied.inject({ url: '/wps/system/permission', headers }));
    // The flags still say both things; the status says which page wins.
    expect(permission).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
  });
});
