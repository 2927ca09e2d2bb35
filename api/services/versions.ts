/**
 * The data versions cached responses and cached sessions are checked against.
 *
 * Each version is a number in the database that triggers move on every write
 * by any process (migrations 0003–0005). Reading one is a SQLite read
 * transaction, with its file locks: under load, the largest fixed cost of an
 * answer served from memory, paid once per version per request.
 *
 * So the requests of one turn of the event loop share one read of each
 * version: they were taken together, and are answered as of the first read.
 * A shared read ends
 * - at the end of the turn (setImmediate), so another process's write is seen
 *   from the next turn, a fraction of a millisecond later;
 * - at once when this process writes: SQLite's total_changes() counts every
 *   row its connection changed, triggers included, and reading it takes no
 *   lock. A request that follows a write, even in the same turn, reads again.
 */
import type { Db } from '../db/client';

/** The tables holding a version number, each kept by triggers. */
export type VersionTable = 'catalog_version' | 'community_version' | 'session_version';

export interface VersionReader {
  /** The version as shared by this turn's requests. */
  read(table: VersionTable): number;
  /** The version in the database this instant, for a check that must not trust the turn's read. */
  fresh(table: VersionTable): number;
}

const readers = new WeakMap<Db['$client'], VersionReader>();

/** The one reader of a database connection, shared by every cache on it. */
export function versionsOf(db: Db): VersionReader {
  let reader = readers.get(db.$client);
  if (!reader) {
    reader = createVersionReader(db);
    readers.set(db.$client, reader);
  }
  return reader;
}

function createVersionReader(db: Db): VersionReader {
  const client = db.$client;
  const statements = new Map(
    (['catalog_version', 'community_version', 'session_version'] as const).map((table) => [
      table,
      client.prepare<[], number>(`SELECT version FROM ${table} WHERE id = 1`).pluck(),
    ]),
  );
  const totalChanges = client.prepare<[], number>('SELECT total_changes()').pluck();
  const shared = new Map<VersionTable, number>();
  let changesWhenRead = -1;
  let endOfTurn = false;

  const fresh = (table: VersionTable) => statements.get(table)!.get() ?? 0;

  return {
    read(table) {
      const changes = totalChanges.get()!;
      if (changes !== changesWhenRead) {
        shared.clear();
        changesWhenRead = changes;
      }
      let version = shared.get(table);
      if (version === undefined) {
        version = fresh(table);
        shared.set(table, version);
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
