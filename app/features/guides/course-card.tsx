import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Image,
  List,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { BookOpen, Check, Clock, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Course } from '@shared/content/courses';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { COURSE_BADGE_PALETTE, COURSE_DIFFICULTY_PALETTE, pluralize } from './course-labels';

/** The course pictures' own size: width/height reserve the box before they load. */
export const COURSE_IMAGE = { width: 800, height: 450 } as const;

export function DifficultyBadge({ difficulty }: { difficulty: Course['difficulty'] }) {
  return (
    <Badge colorPalette={COURSE_DIFFICULTY_PALETTE[difficulty]} variant="subtle">
      {difficulty}
    </Badge>
  );
}

export function CourseMeta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm">
      <Box as="span" aria-hidden="true" display="inline-flex">
        {icon}
      </Box>
      <Text as="span">{children}</Text>
    </HStack>
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
      <VisuallyHidden> {course.title}</VisuallyHidden>
    </>
  );
  return (
    <Card.Root
      as="article"
      variant="outline"
      bg="bg.panel"
      overflow="hidden"
      h="full"
      borderRadius="xl"
      transition="box-shadow 0.15s"
      _hover={{ boxShadow: 'md' }}
      data-testid="course-card"
    >
      <Box position="relative" bg="bg.muted">
        {/* Decorative: the title below names the course. */}
        <Image
          src={course.image}
          alt=""
          width={COURSE_IMAGE.width}
          height={COURSE_IMAGE.height}
          w="full"
          h="auto"
          aspectRatio={`${COURSE_IMAGE.width} / ${COURSE_IMAGE.height}`}
          loading="lazy"
          decoding="async"
        />
        {course.badge && (
          <Badge
            position="absolute"
            top="3"
            insetStart="3"
            colorPalette={COURSE_BADGE_PALETTE[course.badge]}
            variant="solid"
            size="md"
            boxShadow="sm"
          >
            {course.badge}
          </Badge>
        )}
      </Box>
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <HStack gap="3" flexWrap="wrap" rowGap="1.5">
          <DifficultyBadge difficulty={course.difficulty} />
          <CourseMeta icon={<Clock size={16} />}>{course.duration}</CourseMeta>
          <CourseMeta icon={<BookOpen size={16} />}>{pluralize(course.lessons, 'lesson')}</CourseMeta>
        </HStack>
        <Heading as="h3" size="lg" lineHeight="1.3">
          {course.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm" lineHeight="1.6">
          {course.description}
        </Text>
        <List.Root gap="1.5" variant="plain" fontSize="sm" aria-label={`What ${course.title} covers`}>
          {course.highlights.map((h) => (
            <List.Item key={h} alignItems="flex-start">
              <List.Indicator asChild color="brand.fg" mt="0.5">
                <Check size={16} aria-hidden="true" />
              </List.Indicator>
              {h}
            </List.Item>
          ))}
        </List.Root>
        {progress && (
          <Text fontSize="sm" fontWeight="600" color="brand.fg" data-testid="course-card-progress">
            {progress}
          </Text>
        )}
      </Card.Body>
      <Card.Footer gap="2" p={{ base: '4', md: '5' }} pt="0" flexWrap="wrap">
        <Stack direction="row" gap="2" w="full">
          <Button asChild colorPalette="brand" flex="1">
            <RouterLink to={paths.guide(course.id)}>
              Start Course
              <VisuallyHidden>: {course.title}</VisuallyHidden>
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
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
