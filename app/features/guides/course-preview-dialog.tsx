/**
 * The 'Preview' dialog on /guides: a trailer placeholder and the tabs Overview,
 * Curriculum, Instructor and Reviews. Courses 1 and 2 have full preview data;
 * for the others every tab still says something true instead of being empty.
 */
import {
  Badge,
  Box,
  Button,
  Center,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Image,
  List,
  Portal,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { BookOpen, Check, Clock, Play, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Course, CoursePreview, Testimonial } from '@shared/content/courses';
import { ExpertAvatar } from '../../components/expert-avatar';
import { paths } from '../../lib/paths';
import { COURSE_IMAGE, CourseMeta, DifficultyBadge } from './course-card';
import { COURSE_BADGE_PALETTE, formatCount, pluralize } from './course-labels';

type PreviewTab = 'overview' | 'curriculum' | 'instructor' | 'reviews';

function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" size="sm" mb="2">
      {children}
    </Heading>
  );
}

function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="5" textAlign="center" color="fg.muted">
      <Text>{children}</Text>
    </Box>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <HStack as="span" gap="0.5" role="img" aria-label={`Rated ${rating} out of 5`} color="orange.400">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          size={14}
          aria-hidden="true"
          fill={n <= rating ? 'currentColor' : 'none'}
          strokeWidth={n <= rating ? 0 : 2}
        />
      ))}
    </HStack>
  );
}

function CheckList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <List.Root gap="1.5" variant="plain" aria-label={label}>
      {items.map((item) => (
        <List.Item key={item} alignItems="flex-start">
          <List.Indicator asChild color="brand.fg" mt="1">
            <Check size={16} aria-hidden="true" />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** No video exists yet; the picture stands in for it and says so. */
function TrailerPlaceholder({ course }: { course: Course }) {
  return (
    <Box
      position="relative"
      borderRadius="lg"
      overflow="hidden"
      bg="bg.muted"
      // Wider than the picture on larger screens, so the tabs stay in view under it.
      aspectRatio={{ base: `${COURSE_IMAGE.width} / ${COURSE_IMAGE.height}`, md: '21 / 9' }}
      data-testid="trailer-placeholder"
    >
      <Image
        src={course.image}
        alt=""
        width={COURSE_IMAGE.width}
        height={COURSE_IMAGE.height}
        w="full"
        h="full"
        objectFit="cover"
        opacity="0.55"
      />
      <Center position="absolute" inset="0" flexDirection="column" gap="2" px="4" textAlign="center">
        <Center boxSize="14" borderRadius="full" bg="blackAlpha.700" color="white" aria-hidden="true">
          <Play size={26} fill="currentColor" />
        </Center>
        <Text
          fontWeight="600"
          fontSize="sm"
          bg="bg.panel"
          color="fg"
          px="3"
          py="1"
          borderRadius="full"
          boxShadow="sm"
        >
          Course trailer coming soon
        </Text>
      </Center>
    </Box>
  );
}

function OverviewTab({ course, preview }: { course: Course; preview?: CoursePreview }) {
  return (
    <Stack gap="5">
      <Text lineHeight="1.7">{course.description}</Text>
      <Box>
        <SectionHeading>What you&apos;ll learn</SectionHeading>
        <CheckList items={course.highlights} />
      </Box>
      {preview && (
        <>
          <Box>
            <SectionHeading>Before you start</SectionHeading>
            <List.Root gap="1" ps="5">
              {preview.prerequisites.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List.Root>
          </Box>
          <Box bg="brand.subtle" borderRadius="lg" p="4" data-testid="sample-lesson">
            <Text
              fontSize="xs"
              fontWeight="700"
              textTransform="uppercase"
              letterSpacing="wide"
              color="brand.fg"
            >
              Sample lesson · {preview.sampleLesson.duration}
            </Text>
            <Heading as="h3" size="sm" mt="1" mb="1.5">
              {preview.sampleLesson.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted" lineHeight="1.6">
              {preview.sampleLesson.summary}
            </Text>
          </Box>
        </>
      )}
    </Stack>
  );
}

function CurriculumTab({ course, preview }: { course: Course; preview?: CoursePreview }) {
  if (!preview) {
    return (
      <ComingSoon>
        Curriculum details are coming soon. This course has {pluralize(course.lessons, 'lesson')} over{' '}
        {course.duration}.
      </ComingSoon>
    );
  }
  return (
    <List.Root as="ol" variant="plain" gap="3">
      {preview.modulePreview.map((m, i) => (
        <List.Item key={m.title} display="block" borderWidth="1px" borderRadius="lg" p="4">
          <Text
            fontSize="xs"
            fontWeight="700"
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="wide"
          >
            Module {i + 1}
          </Text>
          <Heading as="h3" size="sm" mb="2">
            {m.title}
          </Heading>
          <List.Root gap="1" ps="5" fontSize="sm" color="fg.muted">
            {m.lessons.map((l) => (
              <List.Item key={l}>{l}</List.Item>
            ))}
          </List.Root>
        </List.Item>
      ))}
    </List.Root>
  );
}

function InstructorTab({ preview }: { preview?: CoursePreview }) {
  if (!preview) return <ComingSoon>Instructor details are coming soon.</ComingSoon>;
  const { instructor } = preview;
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="4" alignItems="flex-start">
      <Box colorPalette="brand">
        <ExpertAvatar name={instructor.name} src={instructor.image} size={80} />
      </Box>
      <Box>
        <Heading as="h3" size="md">
          {instructor.name}
        </Heading>
        <Text color="fg.muted" fontSize="sm" mb="2">
          {instructor.title}
        </Text>
        <Text lineHeight="1.7">{instructor.bio}</Text>
      </Box>
    </Stack>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Box as="figure" borderWidth="1px" borderRadius="lg" p="4" m="0">
      <Stars rating={testimonial.rating} />
      <Box as="blockquote" mt="2" lineHeight="1.6">
        {testimonial.text}
      </Box>
      <Text as="figcaption" mt="2" fontSize="sm" fontWeight="600" color="fg.muted">
        {testimonial.name}
      </Text>
    </Box>
  );
}

function ReviewsTab({ preview }: { preview?: CoursePreview }) {
  if (!preview) return <ComingSoon>Reviews are coming soon: this course has no ratings yet.</ComingSoon>;
  return (
    <Stack gap="4">
      <HStack gap="3" flexWrap="wrap" data-testid="course-rating">
        <Text fontSize="3xl" fontWeight="800" lineHeight="1">
          {preview.rating}
        </Text>
        <Box>
          <Stars rating={Math.round(preview.rating)} />
          <Text fontSize="sm" color="fg.muted">
            Average rating from {formatCount(preview.students)} students
          </Text>
        </Box>
      </HStack>
      {preview.testimonials.map((t) => (
        <TestimonialCard key={t.name} testimonial={t} />
      ))}
    </Stack>
  );
}

export interface CoursePreviewDialogProps {
  course: Course | undefined;
  open: boolean;
  onClose: () => void;
}

/** The dialog for one course; `course` stays set while it animates closed. */
export function CoursePreviewDialog({ course, open, onClose }: CoursePreviewDialogProps) {
  const [tab, setTab] = useState<PreviewTab>('overview');
  const preview = course?.preview;
  return (
    <Dialog.Root
      open={open && course !== undefined}
      onOpenChange={(e) => !e.open && onClose()}
      onExitComplete={() => setTab('overview')}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {course && (
            <Dialog.Content
              // The 'full' size (phones) sets a full-height box and no margin; undo that from md up,
              // where the 'lg' size does not reset it.
              minH={{ base: '100dvh', md: 'auto' }}
              my={{ base: '0', md: 'auto' }}
              borderRadius={{ base: '0', md: 'l3' }}
            >
              <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2" pe="14">
                <HStack gap="2" flexWrap="wrap">
                  {course.badge && (
                    <Badge colorPalette={COURSE_BADGE_PALETTE[course.badge]} variant="solid">
                      {course.badge}
                    </Badge>
                  )}
                  <DifficultyBadge difficulty={course.difficulty} />
                </HStack>
                <Dialog.Title fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.25">
                  {course.title}
                </Dialog.Title>
                <HStack gap="4" flexWrap="wrap" rowGap="1">
                  <CourseMeta icon={<Clock size={16} />}>{course.duration}</CourseMeta>
                  <CourseMeta icon={<BookOpen size={16} />}>{pluralize(course.lessons, 'lesson')}</CourseMeta>
                  {preview && (
                    <CourseMeta icon={<Star size={16} />}>
                      {preview.rating} · {formatCount(preview.students)} students
                    </CourseMeta>
                  )}
                </HStack>
              </Dialog.Header>
              <Dialog.Body>
                <TrailerPlaceholder course={course} />
                <Tabs.Root
                  value={tab}
                  onValueChange={(e) => setTab(e.value as PreviewTab)}
                  mt="5"
                  colorPalette="brand"
                  size="sm"
                >
                  {/* Four tabs fit a 360 px phone only just; scrolling beats wrapping mid-word. */}
                  <Tabs.List overflowX="auto" overflowY="hidden" scrollbarWidth="none">
                    <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
                    <Tabs.Trigger value="curriculum">Curriculum</Tabs.Trigger>
                    <Tabs.Trigger value="instructor">Instructor</Tabs.Trigger>
                    <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
                  </Tabs.List>
                  <Tabs.Content value="overview" pt="4">
                    <OverviewTab course={course} preview={preview} />
                  </Tabs.Content>
                  <Tabs.Content value="curriculum" pt="4">
                    <CurriculumTab course={course} preview={preview} />
                  </Tabs.Content>
                  <Tabs.Content value="instructor" pt="4">
                    <InstructorTab preview={preview} />
                  </Tabs.Content>
                  <Tabs.Content value="reviews" pt="4">
                    <ReviewsTab preview={preview} />
                  </Tabs.Content>
                </Tabs.Root>
              </Dialog.Body>
              <Dialog.Footer
                flexDirection={{ base: 'column-reverse', sm: 'row' }}
                alignItems="stretch"
                gap="2"
              >
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Close Preview</Button>
                </Dialog.ActionTrigger>
                <Button asChild colorPalette="brand">
                  <RouterLink to={paths.guide(course.id)} onClick={onClose}>
                    Start Course Now
                  </RouterLink>
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
