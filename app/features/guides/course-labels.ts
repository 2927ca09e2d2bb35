/** Labels, colours and small formatting helpers shared by the guides screens. */
import { BookOpen, CirclePlay, CircleHelp, ListChecks, type LucideIcon } from 'lucide-react';
import type { CourseBadge, CourseDifficulty } from '@shared/content/courses';
import type { LessonType } from '@shared/content/course-detail';
import { paths } from '../../lib/paths';

/** The same traffic-light colours as the recipes' difficulty, so "harder" reads the same everywhere. */
export const COURSE_DIFFICULTY_PALETTE: Record<CourseDifficulty, 'green' | 'orange' | 'red'> = {
  Beginner: 'green',
  Intermediate: 'orange',
  Advanced: 'red',
};

export const COURSE_BADGE_PALETTE: Record<CourseBadge, string> = {
  'Most Popular': 'peach',
  Essential: 'brand',
  New: 'blue',
  'Expert Level': 'purple',
  'Complete Guide': 'gray',
};

export const LESSON_TYPE_LABELS: Record<LessonType, string> = {
  video: 'Video',
  reading: 'Reading',
  activity: 'Activity',
  quiz: 'Quiz',
};

export const LESSON_TYPE_ICONS: Record<LessonType, LucideIcon> = {
  video: CirclePlay,
  reading: BookOpen,
  activity: ListChecks,
  quiz: CircleHelp,
};

const COUNT = new Intl.NumberFormat('en-US');

/** 12543 -> '12,543'. A fixed locale: the rest of the product is in US English. */
export function formatCount(n: number): string {
  return COUNT.format(n);
}

/** Minutes of a lesson duration such as '8 min'. */
export function durationMinutes(duration: string): number {
  const n = Number.parseInt(duration, 10);
  return Number.isFinite(n) ? n : 0;
}

/** 100 -> '1 h 40 min', 45 -> '45 min'. */
export function formatTotalMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export function pluralize(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The address of a lesson: the course page with the lesson in the query, so reload and Back work. */
export function lessonHref(courseId: number, lessonId: string): string {
  return `${paths.guide(courseId)}?lesson=${encodeURIComponent(lessonId)}`;
}
