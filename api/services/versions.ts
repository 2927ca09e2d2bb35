/**
 * The data versions cached responses and cached sessions are checked against.
 *
 * Each version is a number in the database that triggers move on every write
 * by any process (SQLite migrations 0003–0005, PostgreSQL 0001). Reading one
 * is a read transaction on SQLite, with its file locks, and a round trip on
 * PostgreSQL: under load, the largest fixed cost of an answer served from
 * memory, paid once per version per request.
 *
 * So the requests of one turn of the event loop share one read of each
 * version: they were taken together, and are answered as of the first read.
 * A shared read ends
 * - at the end of the turn (setImmediate), so another process's write is seen
 *   from the next turn, a fraction of a millisecond later;
 * - at once when this process writes (the store counts its writes: SQLite's
 *   total_changes(), which takes no lock; PostgreSQL's statements that are
 *   not reads). A request that follows a write, even in the same turn, reads
 *   again.
 */
import type { DataStore } from '../db/store';

/** The tables holding a version number, each kept by triggers. */
export type VersionTable = 'catalog_version' | 'community_version' | 'session_version';

export interface VersionReader {
  /** The version as shared by this turn's requests. */
  read(table: VersionTable): Promise<number>;
  /** The version in the database this instant, for a check that must not trust the turn's read. */
  fresh(table: VersionTable): Promise<number>;
}

const readers = new WeakMap<DataStore, VersionReader>();

/** The one reader of a data store, shared by every cache on it. */
export function versionsOf(store: DataStore): VersionReader {
  let reader = readers.get(store);
  if (!reader) {
    reader = createVersionReader(store);
    readers.set(store, reader);
  }
  return reader;
}

function createVersionReader(store: DataStore): VersionReader {
  // Requests of one turn share one read (the promise, so those that ask while it is under way wait for it).
  const shared = new Map<VersionTable, Promise<number>>();
  let writesWhenRead = -1;
  let endOfTurn = false;

  const fresh = async (table: VersionTable) =>
    (await store.get<{ version: number }>(`SELECT version FROM ${table} WHERE id = 1`))?.version ?? 0;

  return {
    read(table) {
      const writes = store.writes();
      if (writes !== writesWhenRead) {
        shared.clear();
        writesWhenRead = writes;
      }
      let version = shared.get(table);
      if (version === undefined) {
        version = fresh(table);
        shared.set(table, version);
        // A failed read is not shared: the next request asks again.
        version.catch(() => shared.delete(table));
        if (!endOfTurn) {
          endOfTurn = true;
          setImmediate(() => {
            shared.clear();
            endOfTurn = false;
          });
        }
      }
      return version;
    },
    fresh,
  };
}
