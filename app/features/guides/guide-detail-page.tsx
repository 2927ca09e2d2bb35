/**
 * /guides/{id}: course 1 in full; any other id is 'Course Not Found'. A lesson
 * opens on the same route (?lesson=1-2), so it survives a reload and Back
 * returns to where the parent was. Progress lives on the device (works offline).
 */
import { SearchX } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router-dom';
import { findCourseDetail, type CourseDetail } from '@shared/content/course-detail';
import { findCourse, type Course } from '@shared/content/courses';
import { MessageCard } from '../../components/message-card';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CourseView } from './course-view';
import { LessonView } from './lesson-view';
import { useCourseProgress } from './use-course-progress';

function CourseNotFound({ course }: { course: Course | undefined }) {
  useDocumentTitle('Course Not Found');
  return (
    <MessageCard
      icon={<SearchX size={48} />}
      title="Course Not Found"
      actionLabel="Back to Guides"
      actionTo={paths.guides}
    >
      {course
        ? `The lessons for “${course.title}” are not ready yet. In the meantime, Starting Solids with Confidence is open.`
        : 'We could not find this course. The link may be wrong, or the course may have moved.'}
    </MessageCard>
  );
}

function CoursePage({ course, detail }: { course: Course; detail: CourseDetail }) {
  const [params] = useSearchParams();
  const progress = useCourseProgress(detail);
  const lessonId = params.get('lesson');
  // An unknown lesson id (an old or mistyped link) falls back to the course itself.
  const entry = lessonId ? progress.entries.find((e) => e.lesson.id === lessonId) : undefined;

  if (entry) return <LessonView course={course} progress={progress} entry={entry} />;
  return <CourseView course={course} detail={detail} progress={progress} />;
}

export function GuideDetailPage() {
  const { id: rawId } = useParams();
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : Number.NaN;
  const course = findCourse(id);
  const detail = findCourseDetail(id);
  if (!course || !detail) return <CourseNotFound course={course} />;
  return <CoursePage course={course} detail={detail} />;
}
