import { Button } from '@chakra-ui/react';
import { BookOpen, Check, Clock, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Course } from '@shared/content/courses';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { COURSE_CARD } from './course-card-styles';
import { COURSE_BADGE_PALETTE, COURSE_DIFFICULTY_PALETTE, pluralize } from './course-labels';

/** The course pictures' own size: width/height reserve the box before they load. */
export const COURSE_IMAGE = { width: 800, height: 450 } as const;

export function DifficultyBadge({ difficulty }: { difficulty: Course['difficulty'] }) {
  return (
    <span className={COURSE_CARD.difficulty} data-palette={COURSE_DIFFICULTY_PALETTE[difficulty]}>
      {difficulty}
    </span>
  );
}

export function CourseMeta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={COURSE_CARD.meta}>
      <span className={COURSE_CARD.metaIcon} aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </div>
  );
}

/**
 * A course in the grid on /guides; `progress` is shown once a lesson is done. Preview opens the
 * course's dialog once the app has hydrated the page; before, it is a link to the course's page.
 */
export function CourseCard({
  course,
  progress,
  onPreview,
}: {
  course: Course;
  progress?: string;
  onPreview: (course: Course) => void;
}) {
  const hydrated = useHydrated();
  const previewLabel = (
    <>
      <Eye aria-hidden="true" />
      Preview
      <span className={COURSE_CARD.hidden}> {course.title}</span>
    </>
  );
  return (
    <article className={COURSE_CARD.root} data-testid="course-card">
      <div className={COURSE_CARD.picture}>
        {/* Decorative: the title below names the course. */}
        <img
          className={COURSE_CARD.image}
          src={course.image}
          alt=""
          width={COURSE_IMAGE.width}
          height={COURSE_IMAGE.height}
          loading="lazy"
          decoding="async"
        />
        {course.badge && (
          <span className={COURSE_CARD.flag} data-palette={COURSE_BADGE_PALETTE[course.badge]}>
            {course.badge}
          </span>
        )}
      </div>
      <div className={COURSE_CARD.body}>
        <div className={COURSE_CARD.facts}>
          <DifficultyBadge difficulty={course.difficulty} />
          <CourseMeta icon={<Clock size={16} />}>{course.duration}</CourseMeta>
          <CourseMeta icon={<BookOpen size={16} />}>{pluralize(course.lessons, 'lesson')}</CourseMeta>
        </div>
        <h3 className={COURSE_CARD.title}>{course.title}</h3>
        <p className={COURSE_CARD.description}>{course.description}</p>
        <ul className={COURSE_CARD.list} aria-label={`What ${course.title} covers`}>
          {course.highlights.map((h) => (
            <li key={h} className={COURSE_CARD.item}>
              <Check size={16} aria-hidden="true" className={COURSE_CARD.tick} />
              {h}
            </li>
          ))}
        </ul>
        {progress && (
          <p className={COURSE_CARD.progress} data-testid="course-card-progress">
            {progress}
          </p>
        )}
      </div>
      <div className={COURSE_CARD.footer}>
        <div className={COURSE_CARD.actions}>
          <Button asChild colorPalette="brand" flex="1">
            <RouterLink to={paths.guide(course.id)}>
              Start Course
              <span className={COURSE_CARD.hidden}>: {course.title}</span>
            </RouterLink>
          </Button>
          {hydrated ? (
            <Button variant="outline" flex="1" aria-haspopup="dialog" onClick={() => onPreview(course)}>
              {previewLabel}
            </Button>
          ) : (
            // Before the app hydrates the page there is no dialog to open: the course's own page.
            <Button asChild variant="outline" flex="1">
              <a href={paths.guide(course.id)}>{previewLabel}</a>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
