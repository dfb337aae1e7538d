// Live reload through the running server (issue 4): the server started by main.ts over a copy of the configuration
// serves a valid edit of a merchant file at once, refuses an invalid one and keeps serving the last good
// configuration, then takes the next valid edit.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import type { PermissionData } from '../../src/engine/permission-data.js';
import type { ConfigRefusal } from '../../src/engine/preview-view.js';
import { start, type RunningServer } from '../../server/main.js';

const repo = process.cwd();
/** The documented demo staff account (docs/preview.md): support / Preview-Demo-1. */
const DEMO_STAFF = 'support:$argon2id$v=19$m=19456,t=2,p=1$/2frX/LTOh+8GEe2UDTl0w$Fad+qJTK9M5z3jPS+cEgC2yp/txPNjyuPEYgDafQc0I';

describe('live reload of merchants/ and themes/', () => {
  let root: string;
  let server: RunningServer;
  const merchantFile = () => path.join(root, 'merchants/basic/merchant.json');

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'livery-live-reload-'));
    for (const folder of ['schemas', 'merchants', 'themes', 'locales']) await cp(path.join(repo, folder), path.join(root, folder), { recursive: true });
    // No site to build in the copy: the server serves the API only, which is all this test reads.
    const { DATABASE_URL: _ignored, ...env } = process.env;
    server = await start(root, { ...env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'silent', PREVIEW_STAFF: DEMO_STAFF });
    // A fresh embedded database: migrations and the demo seed take a while on a busy machine.
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  const served = async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wps/system/permission?merchant=basic' });
    expect(response.statusCode).toBe(200);
    return (response.json() as { value: PermissionData }).value;
  };

  let staffCookie: string | undefined;
  /** GET /wps/preview/config-status as the demo staff member. */
  async function configStatus(): Promise<ConfigRefusal> {
    if (!staffCookie) {
      const login = await server.app.inject({ method: 'POST', url: '/wps/preview/login', payload: { username: 'support', password: 'Preview-Demo-1' } });
      expect(login.statusCode).toBe(200);
      staffCookie = String(login.headers['set-cookie']).split(';')[0]!;
    }
    const response = await server.app.inject({ method: 'GET', url: '/wps/preview/config-status', headers: { cookie: staffCookie } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { value: ConfigRefusal }).value;
  }

  /** Polls until the served permission data satisfies the predicate (the watcher waits 200 ms after the last write). */
  async function eventually(predicate: (p: PermissionData) => boolean, timeoutMs = 10_000): Promise<PermissionData> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const p = await served();
      if (predicate(p)) return p;
      if (Date.now() > deadline) throw new Error(`not served in ${timeoutMs} ms: ${p.merchant.name} status ${p.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('serves a valid edit at once, keeps the last good configuration through an invalid one, then takes the next', async () => {
    const original = JSON.parse(await readFile(merchantFile(), 'utf8')) as MerchantConfig;
    expect((await served()).merchant.name).toBe(original.name);

    await writeFile(merchantFile(), JSON.stringify({ ...original, name: 'Basic Reloaded', status: { mode: 'maintenance' } }, null, 2));
    const reloaded = await eventually((p) => p.merchant.name === 'Basic Reloaded');
    expect(reloaded.status).toBe(1);

    // Invalid: a default language the merchant does not offer (a lint rule), then a file that is not JSON at all.
    await writeFile(merchantFile(), JSON.stringify({ ...original, name: 'Basic Broken', languages: ['en'], defaultLanguage: 'zh' }, null, 2));
    await new Promise((r) => setTimeout(r, 1500));
    // The preview console tells staff why the change was refused (issue 19.5).
    const refusal = await configStatus();
    expect(refusal?.problems).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'merchants/basic/merchant.json', pointer: '/defaultLanguage', rule: 'default-language-not-offered', fix: expect.any(String) })]));
    await writeFile(merchantFile(), '{ "code": "basic", ');
    await new Promise((r) => setTimeout(r, 1500));
    const kept = await served();
    expect(kept.merchant.name).toBe('Basic Reloaded');
    expect(kept.status).toBe(1);

    await writeFile(merchantFile(), JSON.stringify({ ...original, name: 'Basic Fixed' }, null, 2));
    expect((await eventually((p) => p.merchant.name === 'Basic Fixed')).status).toBe(0);
    expect(await configStatus()).toBeNull();
  });

  it('[issue 20] seeds the demo accounts of a merchant added while the server runs', async () => {
    const basic = JSON.parse(await readFile(path.join(repo, 'merchants/basic/merchant.json'), 'utf8')) as MerchantConfig;
    // Without basic's files: its banners and its brand (logo and favicon) name files in basic's folder.
    const { mainDomain: _main, domainRoutes: _routes, banners: _banners, brand: _brand, ...rest } = basic;
    await mkdir(path.join(root, 'merchants/newbrand'));
    await writeFile(path.join(root, 'merchants/newbrand/merchant.json'), JSON.stringify({ ...rest, code: 'newbrand', name: 'New Brand', domains: ['newbrand.localhost'], isDefault: false }, null, 2));
    // Members, an agent, and a downline: the uplines are written before the downlines that name them.
    const expected = ['player1', 'player2', 'agent1', 'downline1'];
    const deadline = Date.now() + 20_000;
    let accounts: string[] = [];
    while (Date.now() < deadline) {
      const rows = await server.db.selectFrom('member').select('account').where('merchant_id', '=', 'newbrand').execute();
      accounts = rows.map((r) => r.account).sort();
      if (expected.every((a) => accounts.includes(a))) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(accounts).toEqual(expect.arrayContaining(expected));
  }, 30_000);
});
