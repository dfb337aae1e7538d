// What compression saves, as a caller sees it: the main script of the built site (the module script index.html
// loads) in raw, gzip and brotli bytes as the server sends it for each Accept-Encoding, and two API answers (the
// game list and the OpenAPI document) raw and compressed on the fly, with the Content-Encoding the server chose.
import { request } from 'node:http';

interface Sent {
  status: number;
  encoding: string | null;
  vary: string | null;
  bytes: number;
}

/** The bytes as they come off the wire (fetch would decode them). */
function get(url: string, acceptEncoding: string | null): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host: 'demo.localhost', accept: '*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: (res.headers['content-encoding'] as string | undefined) ?? null, vary: (res.headers.vary as string | undefined) ?? null, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function asSent(url: string) {
  const [identity, gzip, br] = await Promise.all([get(url, null), get(url, 'gzip'), get(url, 'gzip, deflate, br')]);
  return { path: new URL(url).pathname + new URL(url).search, rawBytes: identity.bytes, gzip: { encoding: gzip.encoding, bytes: gzip.bytes }, br: { encoding: br.encoding, bytes: br.bytes }, vary: br.vary };
}

export async function benchCompression(serverUrl: string) {
  const index = await (await fetch(`${serverUrl}/index.html`, { headers: { host: 'demo.localhost' } })).text();
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(index)?.[1];
  if (!script) throw new Error('no module script in index.html: is the site built?');
  return {
    mainScript: await asSent(`${serverUrl}${script}`),
    gameList: await asSent(`${serverUrl}/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&gameType=RNG&pageNo=1&pageSize=15&language=en`),
    openapi: await asSent(`${serverUrl}/openapi.json`),
  };
}
