/**
 * A server-side response cache: JSON responses held in memory until the data
 * behind them changes.
 *
 * The catalog's responses (recipe lists and searches, a recipe, featured,
 * collections, tips) are the same for everyone and change only when the
 * catalog does; a page of the community feed changes only when a post, like,
 * bookmark, follow or author does. Each response is built once, gzipped once
 * and cached, keyed by its address (and, for personal responses, its reader),
 * until its data's version moves: a number in the database that triggers move
 * on every write (migrations 0003 and 0004), so a write by any process
 * invalidates the cache (read as api/services/versions.ts says).
 *
 * Bounded in entries and bytes, least recently used evicted first.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { DataStore } from '../db/store';
import { versionsOf, type VersionTable } from './versions';

/** Responses smaller than this are stored as they are: gzip would not save a packet. */
const GZIP_MIN_BYTES = 1024;

export interface ResponseCacheLimits {
  entries: number;
  bytes: number;
}

export const CATALOG_CACHE_LIMITS: ResponseCacheLimits = { entries: 5000, bytes: 32 * 1024 * 1024 };
/** Community pages are personal: many readers, small pages, short lives. */
export const COMMUNITY_CACHE_LIMITS: ResponseCacheLimits = { entries: 2000, bytes: 8 * 1024 * 1024 };

/** Pages rendered for visitors who are not signed in: whole pages, fewer of them. */
export const PAGE_CACHE_LIMITS: ResponseCacheLimits = { entries: 500, bytes: 16 * 1024 * 1024 };

export interface CachedResponse {
  etag: string;
  /** The JSON, gzipped when `gzipped`. */
  body: Buffer;
  gzipped: boolean;
}

export function createResponseCache(
  store: DataStore,
  table: Exclude<VersionTable, 'session_version'>,
  limits: ResponseCacheLimits,
) {
  const versions = versionsOf(store);
  const entries = new Map<string, CachedResponse>();
  /** The data version every entry was built at. */
  let cachedVersion = -1;
  let bytes = 0;
  const counts = { hits: 0, misses: 0 };

  function evict(key: string, entry: CachedResponse) {
    entries.delete(key);
    bytes -= entry.body.byteLength;
  }

  /** The data's version moved: every entry was built on older data. */
  function invalidate(version: number) {
    entries.clear();
    bytes = 0;
    cachedVersion = version;
  }

  return {
    /**
     * The data's version as this turn's requests share it (api/services/versions.ts): never
     * newer than the data read after it. Read it before building a response, never after.
     */
    version(): Promise<number> {
      return versions.read(table);
    },

    /**
     * The cached response for this key, if the data has not changed (from `version`) since it was built.
     * Versions only grow (triggers add one), but reads of them can finish out of order: a version older
     * than the entries' is a miss that leaves them be (its response is then not stored either).
     */
    lookup(key: string, version: number): CachedResponse | undefined {
      if (version > cachedVersion) invalidate(version);
      const entry = version === cachedVersion ? entries.get(key) : undefined;
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

    /** Caches a freshly built response (JSON text) built at `version`; returns it for sending. */
    store(key: string, json: string | Uint8Array, version: number): CachedResponse {
      const raw = Buffer.from(json);
      const gzipped = raw.byteLength >= GZIP_MIN_BYTES;
      const entry: CachedResponse = {
        etag: `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
        body: gzipped ? gzipSync(raw) : raw,
        gzipped,
      };
      // Built on data older than the data now is: send it, but do not cache it.
      if (version !== cachedVersion || entry.body.byteLength > limits.bytes / 8) return entry;
      const old = entries.get(key);
      if (old) evict(key, old);
      entries.set(key, entry);
      bytes += entry.body.byteLength;
      for (const [oldest, e] of entries) {
        if (entries.size <= limits.entries && bytes <= limits.bytes) break;
        evict(oldest, e);
      }
      return entry;
    },

    /** The JSON text of a cached response, for a client that does not take gzip. */
    plain(entry: CachedResponse): Buffer {
      return entry.gzipped ? gunzipSync(entry.body) : entry.body;
    },

    stats() {
      return { entries: entries.size, bytes, ...counts };
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
