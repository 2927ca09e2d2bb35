/**
 * Answers kept in memory until the data behind them changes.
 *
 * The catalog's answers (recipe lists and searches, a recipe, featured,
 * collections, tips) are the same for everyone and change only when the
 * catalog does; a page of the community feed changes only when a post, like,
 * bookmark, follow or author does. Each answer is built once, gzipped once and
 * kept, keyed by its address (and, for personal answers, its reader), until its
 * data's version moves: a number in the database that triggers move on every
 * write (migrations 0003 and 0004), so a write by any process counts (read as
 * api/services/versions.ts says).
 *
 * Bounded in entries and bytes, least recently used out first.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Db } from '../db/client';
import { versionsOf, type VersionTable } from './versions';

/** Answers smaller than this are kept as they are: gzip would not save a packet. */
const GZIP_MIN_BYTES = 1024;

export interface AnswerCacheLimits {
  entries: number;
  bytes: number;
}

export const CATALOG_ANSWER_LIMITS: AnswerCacheLimits = { entries: 5000, bytes: 32 * 1024 * 1024 };
/** Community pages are personal: many readers, small pages, short lives. */
export const COMMUNITY_ANSWER_LIMITS: AnswerCacheLimits = { entries: 2000, bytes: 8 * 1024 * 1024 };

/** Pages drawn for visitors who are not signed in: whole pages, fewer of them. */
export const PAGE_LIMITS: AnswerCacheLimits = { entries: 500, bytes: 16 * 1024 * 1024 };

export interface KeptAnswer {
  etag: string;
  /** The JSON, gzipped when `gzipped`. */
  body: Buffer;
  gzipped: boolean;
}

export function createAnswerCache(
  db: Db,
  table: Exclude<VersionTable, 'session_version'>,
  limits: AnswerCacheLimits,
) {
  const versions = versionsOf(db);
  const entries = new Map<string, KeptAnswer>();
  let keptVersion = -1;
  let bytes = 0;
  const counts = { hits: 0, misses: 0 };

  function drop(key: string, entry: KeptAnswer) {
    entries.delete(key);
    bytes -= entry.body.byteLength;
  }

  return {
    /**
     * The data's version as this turn's requests share it (api/services/versions.ts): never
     * newer than the data read after it. Read it before building an answer, never after.
     */
    version(): number {
      return versions.read(table);
    },

    /** A kept answer for this key, if the data has not changed (from `version`) since it was built. */
    lookup(key: string, version: number): KeptAnswer | undefined {
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
    store(key: string, json: string | Uint8Array, version: number): KeptAnswer {
      const raw = Buffer.from(json);
      const gzipped = raw.byteLength >= GZIP_MIN_BYTES;
      const entry: KeptAnswer = {
        etag: `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
        body: gzipped ? gzipSync(raw) : raw,
        gzipped,
      };
      // Built on data older than the data now is: send it, but do not keep it.
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
    plain(entry: KeptAnswer): Buffer {
      return entry.gzipped ? gunzipSync(entry.body) : entry.body;
    },

    stats() {
      return { entries: entries.size, bytes, ...counts };
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
