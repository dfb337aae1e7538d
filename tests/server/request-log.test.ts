import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogLevel } from '../../server/plugins/app/request-log.js';
import { openTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

/** An app logging at `level` into an array of parsed lines. */
async function loggingApp(level: string) {
  const lines: { msg: string; level: number; url?: string; statusCode?: number; ms?: number }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  });
  const app = await t.variant({ loggerInstance: pino({ level }, sink) });
  return { app, lines };
}

const get = (app: Awaited<ReturnType<typeof loggingApp>>['app'], url: string) => app.inject({ method: 'GET', url, headers: { host: 'demo.localhost' } });
const completed = <L extends { msg: string; url?: string }>(lines: L[], url: string) => lines.filter((l) => l.msg === 'request completed' && l.url === url);

describe('request log', () => {
  it('logs one line per request at its end, with the status and the time taken', async () => {
    const { app, lines } = await loggingApp('info');
    await get(app, '/wps/system/permission');
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    const [line, ...more] = completed(lines, '/wps/system/permission');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 30, statusCode: 200 });
    expect(line!.ms).toBeGreaterThanOrEqual(0);
  });

  it('keeps the hot calls out of the info log unless they fail, and shows them at debug', async () => {
    const list = '/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&pageNo=1&pageSize=5&language=en';
    const info = await loggingApp('info');
    await get(info.app, list);
    await get(info.app, '/wps/v2/wallets/balance');
    expect(completed(info.lines, list)).toEqual([]);
    // The balance without a session is refused (401): a refusal is logged.
    expect(completed(info.lines, '/wps/v2/wallets/balance')).toMatchObject([{ level: 30, statusCode: 401 }]);
    const debug = await loggingApp('debug');
    await get(debug.app, list);
    expect(completed(debug.lines, list)).toMatchObject([{ level: 20, statusCode: 200 }]);
  });

  it('logs server errors at error and page views at info, static files at debug', () => {
    expect(requestLogLevel('POST', '/wps/relay/GCS_walletTransfer', 500, false)).toBe('error');
    expect(requestLogLevel('GET', '/wps/relay/GCSGAME_gameList', 503, false)).toBe('error');
    expect(requestLogLevel('GET', '/', 200, false)).toBe('info');
    expect(requestLogLevel('GET', '/*', 200, true)).toBe('debug');
    expect(requestLogLevel('GET', '/*', 404, true)).toBe('info');
    expect(requestLogLevel('POST', '/vendor-wallet/:merchant/bet', 200, false)).toBe('debug');
    expect(requestLogLevel('POST', '/vendor-wallet/:merchant/bet', 401, false)).toBe('info');
  });
});
