/**
 * /guides: the hero, the six free courses with a preview dialog each, and a
 * closing call to action. Fixed content, so it all works offline.
 */
import { Box, Button, Center, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BookOpen, GraduationCap, HeartHandshake, Hourglass } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { COURSE_1_DETAIL } from '@shared/content/course-detail';
import { COURSES, type Course } from '@shared/content/courses';
import { afterFirstScreen } from '../../boot/after-first-screen';
import { paths } from '../../lib/paths';
import { notifyError } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CourseCard } from './course-card';
import type { CoursePreviewDialogProps } from './course-preview-dialog';
import { useCourseProgress } from './use-course-progress';

/** Where the preview's code could not load (offline, before it was cached): each Preview says so. */
function PreviewUnavailable({ open, onClose }: CoursePreviewDialogProps) {
  useEffect(() => {
    if (!open) return;
    notifyError('Preview not available', 'Check your connection and try again.');
    onClose();
  }, [open, onClose]);
  return null;
}

// The preview dialog's code (Chakra's dialog and tabs) is not needed to show or hydrate the page:
// it loads after the first screen, or at the first Preview tap if that comes sooner.
const loadPreviewDialog = () =>
  import('./course-preview-dialog').then(
    (m): { default: (props: CoursePreviewDialogProps) => ReactNode } => ({ default: m.CoursePreviewDialog }),
    () => ({ default: PreviewUnavailable }),
  );
const CoursePreviewDialog = lazy(loadPreviewDialog);

const HERO_POINTS: readonly { icon: ReactNode; label: string }[] = [
  { icon: <GraduationCap size={20} />, label: 'Expert-designed curriculum' },
  { icon: <HeartHandshake size={20} />, label: '100% Free access' },
  { icon: <Hourglass size={20} />, label: 'Self-paced learning' },
];

function Hero() {
  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" borderBottomWidth="1px">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '5', md: '6' }} maxW="3xl">
          <Heading as="h1" size={{ base: '4xl', md: '5xl' }} letterSpacing="-0.03em" lineHeight="1.1">
            Expert Feeding Guides
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" lineHeight="1.6">
            Short, free courses from pediatric dietitians and feeding specialists, from the first spoonful to
            preschool lunches. Learn at your own pace, even offline.
          </Text>
          <Stack
            as="ul"
            direction={{ base: 'column', sm: 'row' }}
            gap={{ base: '3', sm: '4' }}
            flexWrap="wrap"
          >
            {HERO_POINTS.map((p) => (
              <Stack
                as="li"
                key={p.label}
                direction="row"
                align="center"
                gap="2.5"
                listStyleType="none"
                bg="bg.panel"
                borderWidth="1px"
                borderRadius="full"
                ps="2"
                pe="4"
                py="2"
                fontWeight="600"
                fontSize="sm"
              >
                <Center
                  boxSize="8"
                  borderRadius="full"
                  bg="brand.muted"
                  color="brand.fg"
                  aria-hidden="true"
                  flexShrink="0"
                >
                  {p.icon}
                </Center>
                {p.label}
              </Stack>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

function ClosingCallToAction() {
  return (
    <Box
      as="section"
      aria-labelledby="guides-cta-heading"
      bg="peach.subtle"
      borderWidth="1px"
      borderColor="peach.emphasized"
      borderRadius="2xl"
      px={{ base: '5', md: '10' }}
      py={{ base: '8', md: '12' }}
      textAlign="center"
    >
      <Center mb="4" color="peach.fg" aria-hidden="true">
        <BookOpen size={36} />
      </Center>
      <Heading as="h2" id="guides-cta-heading" size={{ base: '2xl', md: '3xl' }} mb="3">
        Ready for the first spoonful?
      </Heading>
      <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl" mx="auto" mb="6">
        Start with our most popular course, then put each lesson into practice with recipes made for little
        ones.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={paths.guide(1)}>Start Your First Course</RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg" bg="bg.panel">
          <RouterLink to={paths.recipes}>Explore Recipes</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}

export function GuidesPage() {
  useDocumentTitle('Expert Feeding Guides');
  const [previewCourse, setPreviewCourse] = useState<Course>();
  const [previewOpen, setPreviewOpen] = useState(false);
  const closePreview = useCallback(() => setPreviewOpen(false), []);
  useEffect(() => {
    void afterFirstScreen().then(loadPreviewDialog);
  }, []);
  // Only course 1 has lessons, so only its card can show how far the parent has got.
  const course1 = useCourseProgress(COURSE_1_DETAIL);
  const course1Progress =
    course1.completedCount > 0
      ? `${course1.completedCount} of ${course1.total} lessons completed`
      : undefined;

  return (
    <>
      <Hero />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <Box as="section" aria-labelledby="guides-courses-heading">
          <Heading as="h2" id="guides-courses-heading" size={{ base: 'xl', md: '2xl' }} mb="2">
            Choose a course
          </Heading>
          <Text color="fg.muted" mb={{ base: '6', md: '8' }}>
            Six self-paced courses, each a few short lessons a week. Preview one before you start.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '5', md: '6' }}>
            {COURSES.map((course) => (
              <CourseCard
                key={course.id}
                course={course}
                progress={course.id === COURSE_1_DETAIL.courseId ? course1Progress : undefined}
                onPreview={(c) => {
                  setPreviewCourse(c);
                  setPreviewOpen(true);
                }}
              />
            ))}
          </SimpleGrid>
        </Box>
        <Box mt={{ base: '12', md: '16' }}>
          <ClosingCallToAction />
        </Box>
      </Container>
      {previewCourse && (
        <Suspense fallback={null}>
          <CoursePreviewDialog course={previewCourse} open={previewOpen} onClose={closePreview} />
        </Suspense>
      )}
    </>
  );
}
