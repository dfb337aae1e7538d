// Compression of what the server builds per request (API answers, pages it renders): brotli at quality 4, a level
// that costs little CPU per answer and still beats gzip on JSON, with gzip for clients without brotli; answers under
// 1 kB go as they are (the headers would eat the gain). Built files are compressed once at build time and sent as
// they are (static-site.ts, preCompressed); an answer that already has a Content-Encoding is left alone.
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

export const compressionThresholdBytes = 1024;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: compressionThresholdBytes,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);
