// The HTTP flood guard across server processes: with REDIS_URL its counters live in Redis, so two servers allow the
// rate once between them, not twice; without it each process counts its own. Runs where Redis answers
// (127.0.0.1:6379 on these machines and in CI; REDIS_URL picks another).
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => { socket.end(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
}

let t: TestApp;
let redisUp = false;
beforeAll(async () => {
  [t, redisUp] = await Promise.all([openTestApp(), redisAnswers(redisUrl)]);
}, 60_000);
afterAll(() => t.close());

const hit = (app: TestApp['app'], ip: string) =>
  app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'demo.localhost' }, remoteAddress: ip }).then((r) => r.statusCode);

describe('the flood guard', () => {
  it('counts per process without Redis: two servers allow the rate each', async () => {
    const [a, b] = await Promise.all([t.variant({ rateLimitMax: 5 }), t.variant({ rateLimitMax: 5 })]);
    const ip = '198.51.100.201';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await hit(a, ip), await hit(b, ip));
    expect(answers).toEqual(Array(10).fill(200));
    expect(await hit(a, ip)).toBe(429);
  });

  it('shares its counters in Redis when REDIS_URL is set: two servers allow the rate once between them', async (context) => {
    if (!redisUp) context.skip();
    const nameSpace = `livery-test-${randomUUID()}-`;
    const [a, b] = await Promise.all([
      t.variant({ rateLimitMax: 5, redisUrl, rateLimitNameSpace: nameSpace }),
      t.variant({ rateLimitMax: 5, redisUrl, rateLimitNameSpace: nameSpace }),
    ]);
    const ip = '198.51.100.202';
    const answers = [await hit(a, ip), await hit(b, ip), await hit(a, ip), await hit(b, ip), await hit(a, ip)];
    expect(answers).toEqual(Array(5).fill(200));
    const sixth = await b.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'demo.localhost' }, remoteAddress: ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ success: false, code: 'too_many_requests' });
    // Another address has its own count.
    expect(await hit(a, '198.51.100.203')).toBe(200);
  });

  it('lets requests through, uncounted, when Redis does not answer', async () => {
    const app = await t.variant({ rateLimitMax: 2, redisUrl: 'redis://127.0.0.1:1', rateLimitNameSpace: `livery-down-${randomUUID()}-` });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await hit(app, '198.51.100.204'));
    expect(answers).toEqual(Array(4).fill(200));
  });
});
