// Loads the compiled server (dist/server/*.cjs, CommonJS written by scripts/start.mjs) with V8's code cache. Node 20
// compiles every module of a start from its source: the 4.8 MB bundle's parse, then each function the start runs
// compiled on its first call, a quarter of the main thread's work in a start (docs/decisions.md, 4b). V8 can save what
// it compiled (vm.Script#createCachedData) and take it back on the next load (cachedData), where only CommonJS-style
// scripts accept it: Node 20 has no code cache for ES modules (module.enableCompileCache is Node 22).
//
// The bundle's own files (a relative require of a .cjs beside them) load here; packages and Node's modules through
// Node's require. The cache sits in dist/server/.code-cache/, which a new build replaces with the rest of dist/server/.
// V8 refuses a cache that does not match the source, its own version or its flags, and the file is then written anew.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import vm from 'node:vm';

/** Node's CommonJS wrapper: the bundle's files are scripts of this one function. */
const wrap = (source) => `(function (exports, require, module, __filename, __dirname) { ${source}\n});`;

export class BundleLoader {
  /** @type {Map<string, { exports: unknown }>} */
  #modules = new Map();
  /** @type {{ script: vm.Script, cacheFile: string }[]} */
  #uncached = [];

  /** @param {string} dir the bundle's folder (dist/server) */
  constructor(dir) {
    this.dir = dir;
    this.cacheDir = path.join(dir, '.code-cache');
  }

  /** The exports of a file of the bundle (a path relative to its folder, or absolute), loading it once. */
  load(file) {
    const filename = path.resolve(this.dir, file);
    const loaded = this.#modules.get(filename);
    if (loaded) return loaded.exports;
    const module = { exports: {} };
    this.#modules.set(filename, module);
    const cacheFile = path.join(this.cacheDir, `${path.basename(filename)}.v8`);
    let cachedData;
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
    const script = new vm.Script(wrap(readFileSync(filename, 'utf8')), { filename, cachedData });
    if (!cachedData || script.cachedDataRejected) this.#uncached.push({ script, cacheFile });
    const nodeRequire = createRequire(filename);
    const dirname = path.dirname(filename);
    const bundleRequire = (id) => (id.startsWith('./') && id.endsWith('.cjs') ? this.load(path.join(dirname, id)) : nodeRequire(id));
    bundleRequire.resolve = nodeRequire.resolve;
    script.runInThisContext().call(module.exports, module.exports, bundleRequire, module, filename, dirname);
    return module.exports;
  }

  /**
   * Writes the cache of every file loaded without one. Called once the server is up, so that the cache holds the
   * functions the start compiled as well as the top level; each file is written aside and renamed into place, so a
   * concurrent start reads a whole cache or none. Returns how many files it wrote.
   */
  saveCodeCache() {
    const count = this.#uncached.length;
    if (count === 0) return 0;
    mkdirSync(this.cacheDir, { recursive: true });
    for (const { script, cacheFile } of this.#uncached.splice(0)) {
      const aside = `${cacheFile}.${process.pid}`;
      writeFileSync(aside, script.createCachedData());
      renameSync(aside, cacheFile);
    }
    return count;
  }
}
