// IndexedDB in Node.js, in place before Dexie reads it when its module is evaluated.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_DB_NAME } from '@shared/lib/device-idb';
import { completedLessons, setLessonComplete } from './course-progress';
import { DeviceDb } from './db';

afterEach(
  () =>
    new Promise<void>((resolve, reject) => {
      const req = indexedDB.deleteDatabase(DEVICE_DB_NAME);
      req.onsuccess = () => resolve();
      req.onerror = () => reject(req.error);
    }),
);

describe('course progress on the device', () => {
  it('reads none, and creates no database, on a device that has none', async () => {
    expect(await completedLessons(1)).toEqual(new Set());
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(DEVICE_DB_NAME);
  });

  it('keeps the lessons marked complete per course, where the app reads them with Dexie too', async () => {
    await setLessonComplete(1, 'c1-m1-l1', true);
    await setLessonComplete(1, 'c1-m1-l2', true);
    await setLessonComplete(2, 'c2-m1-l1', true);
    expect(await completedLessons(1)).toEqual(new Set(['c1-m1-l1', 'c1-m1-l2']));
    expect(await completedLessons(2)).toEqual(new Set(['c2-m1-l1']));

    await setLessonComplete(1, 'c1-m1-l1', false);
    expect(await completedLessons(1)).toEqual(new Set(['c1-m1-l2']));

    const db = new DeviceDb();
    const rows = await db.courseProgress.where('courseId').equals(1).toArray();
    expect(rows.map((row) => row.lessonId)).toEqual(['c1-m1-l2']);
    expect(rows[0]?.completedAt).toBeGreaterThan(0);
    db.close();
  });
});
