/** A course's lessons in order, with the progress kept on the device. */
import { useCallback, useMemo } from 'react';
import type { CourseDetail, CourseModule, Lesson } from '@shared/content/course-detail';
import { notify, notifyError } from '../../lib/toaster';
import { setLessonComplete, useCompletedLessons } from '../../offline/course-progress';

export interface LessonEntry {
  lesson: Lesson;
  module: CourseModule;
  /** 1-based, as shown: 'Module 2'. */
  moduleNumber: number;
  /** 0-based position in the whole course. */
  index: number;
}

export interface CourseProgress {
  /** False while the device database is being read. */
  loaded: boolean;
  entries: readonly LessonEntry[];
  completed: ReadonlySet<string>;
  completedCount: number;
  total: number;
  /** 0 to 100, whole numbers (the bar's maximum is 100). */
  percent: number;
  /** The first lesson not completed, or the first lesson when all are done. */
  resume: LessonEntry | undefined;
  allDone: boolean;
  setComplete: (lessonId: string, complete: boolean) => Promise<void>;
}

const EMPTY: ReadonlySet<string> = new Set();

export function useCourseProgress(detail: CourseDetail): CourseProgress {
  const stored = useCompletedLessons(detail.courseId);
  const entries = useMemo(
    () =>
      detail.modules
        .flatMap((module, m) => module.lessons.map((lesson) => ({ lesson, module, moduleNumber: m + 1 })))
        .map((e, index): LessonEntry => ({ ...e, index })),
    [detail],
  );
  const completed = stored ?? EMPTY;
  const total = entries.length;
  // Only lessons that still exist count: an id left over from older content must not inflate progress.
  const completedCount = entries.filter((e) => completed.has(e.lesson.id)).length;
  const allDone = total > 0 && completedCount === total;
  const resume = entries.find((e) => !completed.has(e.lesson.id)) ?? entries[0];

  const setComplete = useCallback(
    async (lessonId: string, complete: boolean) => {
      try {
        await setLessonComplete(detail.courseId, lessonId, complete);
      } catch {
        notifyError('Progress not saved', 'Your browser would not let us save it on this device.');
        return;
      }
      const nowDone = entries.every((e) => e.lesson.id === lessonId || completed.has(e.lesson.id));
      if (complete && nowDone) {
        notify('Course complete!', `You have finished all ${entries.length} lessons. Well done!`);
      }
    },
    [detail.courseId, entries, completed],
  );

  return {
    loaded: stored !== undefined,
    entries,
    completed,
    completedCount,
    total,
    percent: total === 0 ? 0 : Math.round((completedCount / total) * 100),
    resume,
    allDone,
    setComplete,
  };
}
