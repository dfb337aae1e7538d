// A Vite plugin writing a brotli (.br) and a gzip (.gz) copy beside every text file of the build over 1 kB, at the
// highest levels (paid once at build time), so the server sends them as they are (@fastify/static preCompressed)
// instead of compressing the same bytes on every request. Fonts and images are compressed already and are left.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes file.br and file.gz for each text file of `dir`; returns how many files it compressed. */
export async function precompressDirectory(dir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir)) {
    if (!TEXT.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
    const gzip = gzipSync(bytes, { level: 9 });
    // A copy that is not smaller would only cost a file read; the original is sent instead.
    if (brotli.length < bytes.length) await writeFile(`${file}.br`, brotli);
    if (gzip.length < bytes.length) await writeFile(`${file}.gz`, gzip);
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'livery-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
