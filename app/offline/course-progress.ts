/**
 * Course progress on the device: the lessons marked complete, per course. Read
 * and written through plain IndexedDB, so the public guide screens carry none
 * of Dexie's code.
 */
import { useEffect, useState } from 'react';
import { openDeviceDbForWriting, readDeviceDb, writeTransaction } from '@shared/lib/device-idb';
import type { CourseProgressRow } from './db';

const STORE = 'courseProgress';

/** Told of every change, in this page and (through the channel) in the app's other tabs. */
const listeners = new Set<() => void>();
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('sproutplate-course-progress');
channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));

/** The completed lesson ids of a course, as stored now (none on a device without the database). */
export async function completedLessons(courseId: number): Promise<Set<string>> {
  const rows = await readDeviceDb<CourseProgressRow[]>(
    STORE,
    (store) => store.index('courseId').getAll(courseId),
    [],
  );
  return new Set(rows.map((row) => row.lessonId));
}

/** The completed lesson ids of a course, kept current; undefined while loading. */
export function useCompletedLessons(courseId: number): Set<string> | undefined {
  const [read, setRead] = useState<{ courseId: number; lessons: Set<string> }>();
  useEffect(() => {
    let current = true;
    const load = () =>
      void completedLessons(courseId).then((lessons) => {
        if (current) setRead({ courseId, lessons });
      });
    load();
    listeners.add(load);
    return () => {
      current = false;
      listeners.delete(load);
    };
  }, [courseId]);
  return read?.courseId === courseId ? read.lessons : undefined;
}

export async function setLessonComplete(
  courseId: number,
  lessonId: string,
  complete: boolean,
): Promise<void> {
  const db = await openDeviceDbForWriting();
  try {
    await writeTransaction(db, [STORE], (transaction) => {
      const store = transaction.objectStore(STORE);
      if (complete) {
        const row: CourseProgressRow = { lessonId, courseId, completedAt: Date.now() };
        store.put(row);
      } else {
        store.delete(lessonId);
      }
    });
  } finally {
    db.close();
  }
  listeners.forEach((listener) => listener());
  channel?.postMessage(courseId);
}
