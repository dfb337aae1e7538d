// Nothing leaves the server uncompressed that compresses: built files as their build-time .br/.gz copies, API
// answers over 1 kB compressed per request (brotli, gzip for clients without it), always with Vary: Accept-Encoding.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/vite-precompress.js';
import { openTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let tmp: string;
let siteDir: string;
const script = `console.log(${JSON.stringify('livery '.repeat(2000))});`;
const index = `<!doctype html><html><head><title>Livery</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(200)}<script type="module" src="/assets/index-1a2b3c4d.js"></script></body></html>`;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'livery-compress-'));
  siteDir = path.join(tmp, 'site');
  await mkdir(path.join(siteDir, 'assets'), { recursive: true });
  await writeFile(path.join(siteDir, 'index.html'), index);
  await writeFile(path.join(siteDir, 'assets', 'index-1a2b3c4d.js'), script);
  await writeFile(path.join(siteDir, 'assets', 'tiny-1a2b3c4d.js'), 'export {};');
  await writeFile(path.join(siteDir, 'assets', 'font-1a2b3c4d.woff2'), Buffer.alloc(4096, 7));
  await precompressDirectory(siteDir);
  t = await openTestApp({ siteDir });
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string | undefined, accept = '*/*') =>
  t.app.inject({ url, headers: { host: 'demo.localhost', accept, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

describe('the build', () => {
  it('writes .br and .gz copies of text files over 1 kB, and leaves small files and fonts alone', async () => {
    const files = (await readdir(path.join(siteDir, 'assets'))).sort();
    expect(files).toEqual(['font-1a2b3c4d.woff2', 'index-1a2b3c4d.js', 'index-1a2b3c4d.js.br', 'index-1a2b3c4d.js.gz', 'tiny-1a2b3c4d.js']);
    expect(await readdir(siteDir)).toEqual(expect.arrayContaining(['index.html.br', 'index.html.gz']));
  });
});

describe('built files', () => {
  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip, and the file itself otherwise', async () => {
    const br = await get('/assets/index-1a2b3c4d.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await get('/assets/index-1a2b3c4d.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-1a2b3c4d.js', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('[P2.1-1] sends the page shell of every route compressed too', async () => {
    const res = await get('/member/withdraw', 'br', 'text/html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const shell = brotliDecompressSync(res.rawPayload).toString();
    expect(shell).toContain('<title>Livery Demo</title>');
    expect(shell).toContain('<script type="module" src="/assets/index-1a2b3c4d.js"></script>');
  });
});

describe('API answers', () => {
  it('compresses an answer over 1 kB (the API contract) with brotli, or gzip, and one under it not at all', async () => {
    const url = '/openapi.json';
    const plain = await get(url, undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length, plain.body.slice(0, 200)).toBeGreaterThan(1024);

    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/wps/system/status', 'br');
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
