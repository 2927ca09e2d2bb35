/** Course progress on the device: the lessons marked complete, per course. */
import { useLiveQuery } from 'dexie-react-hooks';
import { deviceDb } from './db';

/** The completed lesson ids of a course, kept current; undefined while loading. */
export function useCompletedLessons(courseId: number): Set<string> | undefined {
  return useLiveQuery(
    async () =>
      new Set(
        (await deviceDb.courseProgress.where('courseId').equals(courseId).toArray()).map((r) => r.lessonId),
      ),
    [courseId],
  );
}

export async function setLessonComplete(
  courseId: number,
  lessonId: string,
  complete: boolean,
): Promise<void> {
  if (complete) await deviceDb.courseProgress.put({ lessonId, courseId, completedAt: Date.now() });
  else await deviceDb.courseProgress.delete(lessonId);
}
