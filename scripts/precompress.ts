/**
 * Brotli and gzip copies of the build's scripts and styles, written beside them (`app-x.js.br`,
 * `app-x.js.gz`), which the server sends as they are to a browser that accepts them
 * (api/app.ts, `precompressed`). Compressing once at build time, at the highest levels, costs
 * the server nothing per request, and brotli sends about 15 % fewer bytes than gzip: on a
 * phone's slow connection the page's code arrives sooner (docs/decisions/015).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text the browser fetches from the build's assets/ folder. */
const PRECOMPRESSED = /^assets\/.+\.(?:js|mjs|css|svg|json)$/;
/** Below this, the encoding's own bytes and the extra file outweigh what is saved. */
const MIN_PRECOMPRESS_BYTES = 1024;

/** Writes `file.br` and `file.gz` beside `file`. */
export async function precompressFile(file: string): Promise<void> {
  const source = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

/** The client build's plugin: once the bundle is written, its scripts and styles get their copies. */
export function precompress(): Plugin {
  return {
    name: 'sproutplate-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.values(bundle)
        .filter((out) => PRECOMPRESSED.test(out.fileName))
        .filter(
          (out) => (out.type === 'chunk' ? out.code.length : out.source.length) >= MIN_PRECOMPRESS_BYTES,
        )
        .map((out) => path.join(outDir, out.fileName));
      await Promise.all(files.map(precompressFile));
    },
  };
}
