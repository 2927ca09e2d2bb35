/**
 * What a built chunk is made of, by package: builds the app with source maps into a temporary
 * folder (never `dist/`) and attributes every byte of the chunk to the source its map names.
 *
 *   npx tsx bench/chunk-composition.ts [chunk name prefix, default "app"]
 *
 * Prints each package's (or app folder's) raw bytes and an estimate of its gzipped share (its raw
 * share of the chunk's gzipped size), largest first. The figures guide where to cut the first
 * screen's JavaScript; docs/performance.md keeps the latest.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source-map segment's fields (VLQ, relative to the previous segment). */
function decodeSegment(text: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    let digit = BASE64.indexOf(char);
    const more = digit & 32;
    digit &= 31;
    value += digit << shift;
    if (more) shift += 5;
    else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Bytes of generated code per source index (-1: code the map gives no source). */
export function bytesPerSource(code: string, mappings: string): Map<number, number> {
  const lines = code.split('\n');
  const bytes = new Map<number, number>();
  const add = (source: number, n: number) => bytes.set(source, (bytes.get(source) ?? 0) + n);
  let source = 0;
  mappings.split(';').forEach((line, index) => {
    let column = 0;
    let previous: { column: number; source: number } | null = null;
    for (const field of line.split(',').filter(Boolean)) {
      const segment = decodeSegment(field);
      column += segment[0] ?? 0;
      if (segment.length > 1) source += segment[1] ?? 0;
      if (previous) add(previous.source, column - previous.column);
      previous = { column, source: segment.length > 1 ? source : -1 };
    }
    if (previous) add(previous.source, (lines[index]?.length ?? 0) - previous.column);
  });
  return bytes;
}

/** A source's group: its npm package, else its folder under app/ or shared/. */
export function groupOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const own = /(?:^|\/)((?:app|shared)\/[^/]+)/.exec(source);
  return own ? own[1]! : source;
}

function main() {
  const prefix = process.argv[2] ?? 'app';
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sproutplate-composition-'));
  try {
    execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir'], {
      cwd: root,
      stdio: 'ignore',
    });
    const assets = path.join(outDir, 'assets');
    const file = fs.readdirSync(assets).find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
    if (!file) throw new Error(`no chunk named ${prefix}-*.js in the build`);
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    const map = JSON.parse(fs.readFileSync(path.join(assets, `${file}.map`), 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    const gzip = zlib.gzipSync(code, { level: 9 }).length;
    const groups = new Map<string, number>();
    for (const [index, n] of bytesPerSource(code, map.mappings)) {
      const group = index < 0 ? '(the bundler)' : groupOf(map.sources[index] ?? '');
      groups.set(group, (groups.get(group) ?? 0) + n);
    }
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`${file}: ${kb(code.length)} raw, ${kb(gzip)} gzipped`);
    for (const [group, n] of [...groups].sort((a, b) => b[1] - a[1])) {
      if (n < 1024) continue;
      console.log(`${kb(n).padStart(10)} raw  ~${kb((n / code.length) * gzip).padStart(9)} gz  ${group}`);
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
