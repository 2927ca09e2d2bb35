/**
 * The catalog's answers (recipe lists and searches, a recipe, featured,
 * collections, tips) are the same for everyone and change only when the
 * catalog does. Each is built once, gzipped once and kept in memory, keyed by
 * its address, until the catalog's version moves (a trigger-kept number in the
 * database, so a write by any process counts). Kept answers carry an ETag, so a
 * phone that already has one gets a 304 instead of the bytes.
 *
 * The cache is bounded (entries and bytes, least recently used first out) and
 * holds no personal data: only public catalog routes use it.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Db } from '../db/client';

/** Answers smaller than this are kept as they are: gzip would not save a packet. */
const GZIP_MIN_BYTES = 1024;
export const CATALOG_ANSWER_LIMITS = { entries: 5000, bytes: 32 * 1024 * 1024 };

export interface CatalogAnswer {
  etag: string;
  /** The JSON, gzipped when `gzipped`. */
  body: Buffer;
  gzipped: boolean;
}

export function createCatalogAnswers(db: Db, limits = CATALOG_ANSWER_LIMITS) {
  const versionStmt = db.$client
    .prepare<[], number>('SELECT version FROM catalog_version WHERE id = 1')
    .pluck();
  const entries = new Map<string, CatalogAnswer>();
  let keptVersion = -1;
  let bytes = 0;
  const counts = { hits: 0, misses: 0 };

  function drop(key: string, entry: CatalogAnswer) {
    entries.delete(key);
    bytes -= entry.body.byteLength;
  }

  return {
    /** The catalog's version now; read it before building an answer, never after. */
    version(): number {
      return versionStmt.get() ?? 0;
    },

    /** A kept answer for this address, if the catalog has not changed (from `version`) since it was built. */
    lookup(key: string, version: number): CatalogAnswer | undefined {
      if (version !== keptVersion) {
        entries.clear();
        bytes = 0;
        keptVersion = version;
      }
      const entry = entries.get(key);
      if (!entry) {
        counts.misses++;
        return undefined;
      }
      counts.hits++;
      // Most recently used last: the Map's order is the eviction order.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    /** Keeps a freshly built answer (JSON text) built at `version`; answers it for sending. */
    store(key: string, json: string | Uint8Array, version: number): CatalogAnswer {
      const raw = typeof json === 'string' ? Buffer.from(json) : Buffer.from(json);
      const gzipped = raw.byteLength >= GZIP_MIN_BYTES;
      const entry: CatalogAnswer = {
        etag: `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
        body: gzipped ? gzipSync(raw) : raw,
        gzipped,
      };
      // Built on data older than the catalog now is: send it, but do not keep it.
      if (version !== keptVersion || entry.body.byteLength > limits.bytes / 8) return entry;
      const old = entries.get(key);
      if (old) drop(key, old);
      entries.set(key, entry);
      bytes += entry.body.byteLength;
      for (const [oldest, e] of entries) {
        if (entries.size <= limits.entries && bytes <= limits.bytes) break;
        drop(oldest, e);
      }
      return entry;
    },

    /** The JSON text of an answer, for a client that does not take gzip. */
    plain(entry: CatalogAnswer): Buffer {
      return entry.gzipped ? gunzipSync(entry.body) : entry.body;
    },

    stats() {
      return { entries: entries.size, bytes, ...counts };
    },
  };
}

export type CatalogAnswers = ReturnType<typeof createCatalogAnswers>;
