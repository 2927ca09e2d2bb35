/**
 * One lesson of a course (/guides/1?lesson=1-2): its text in a readable
 * measure, the key points, a complete / not complete toggle kept on the
 * device, and links to the previous and next lessons.
 */
import { Badge, Box, Button, Container, Grid, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, Check, CircleCheck, Clock, Lightbulb, RotateCcw, Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Course } from '@shared/content/courses';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LESSON_TYPE_ICONS, LESSON_TYPE_LABELS, lessonHref } from './course-labels';
import { ProgressSummary } from './progress-summary';
import type { CourseProgress, LessonEntry } from './use-course-progress';

/** A prominent link to a neighbouring lesson (or back to the course after the last one). */
function NeighbourLink({
  to,
  label,
  title,
  direction,
}: {
  to: string;
  label: string;
  title: string;
  direction: 'previous' | 'next';
}) {
  const next = direction === 'next';
  return (
    <Button
      asChild
      variant="outline"
      h="auto"
      py="3"
      px="4"
      whiteSpace="normal"
      justifyContent={next ? 'flex-end' : 'flex-start'}
      textAlign={next ? 'end' : 'start'}
      bg="bg.panel"
      gridColumn={{ base: '1', sm: next ? '2' : '1' }}
    >
      <RouterLink to={to} rel={direction === 'previous' ? 'prev' : 'next'}>
        {!next && <ArrowLeft aria-hidden="true" />}
        <Box minW="0">
          <Text
            fontSize="xs"
            color="fg.muted"
            fontWeight="600"
            textTransform="uppercase"
            letterSpacing="wide"
          >
            {label}
          </Text>
          <Text fontWeight="600" lineHeight="1.35">
            {title}
          </Text>
        </Box>
        {next && <ArrowRight aria-hidden="true" />}
      </RouterLink>
    </Button>
  );
}

export function LessonView({
  course,
  progress,
  entry,
}: {
  course: Course;
  progress: CourseProgress;
  entry: LessonEntry;
}) {
  const { lesson, module } = entry;
  useDocumentTitle(lesson.title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [saving, setSaving] = useState(false);
  const done = progress.completed.has(lesson.id);
  const previous = progress.entries[entry.index - 1];
  const next = progress.entries[entry.index + 1];
  const TypeIcon = LESSON_TYPE_ICONS[lesson.type];

  // A new lesson is new content: keyboard and screen-reader users start at its title.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [lesson.id]);

  const toggle = async () => {
    setSaving(true);
    await progress.setComplete(lesson.id, !done);
    setSaving(false);
  };

  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
      <Button asChild variant="ghost" size="sm" ms="-2" mb={{ base: '4', md: '6' }}>
        <RouterLink to={paths.guide(course.id)}>
          <ArrowLeft aria-hidden="true" />
          Back to course
        </RouterLink>
      </Button>

      <Box as="article" aria-labelledby="lesson-title">
        <Stack gap="3" mb={{ base: '6', md: '8' }}>
          <Text
            fontSize="sm"
            fontWeight="700"
            color="brand.fg"
            textTransform="uppercase"
            letterSpacing="wide"
          >
            Module {entry.moduleNumber}: {module.title}
          </Text>
          <Heading
            as="h1"
            id="lesson-title"
            ref={headingRef}
            tabIndex={-1}
            size={{ base: '3xl', md: '4xl' }}
            letterSpacing="-0.02em"
            lineHeight="1.15"
            _focusVisible={{ outline: 'none' }}
          >
            {lesson.title}
          </Heading>
          <HStack gap="3" flexWrap="wrap" rowGap="2" color="fg.muted" fontSize="sm">
            <Badge colorPalette="brand" variant="subtle" size="lg" gap="1.5">
              <TypeIcon size={14} aria-hidden="true" />
              {LESSON_TYPE_LABELS[lesson.type]}
            </Badge>
            <HStack gap="1.5">
              <Clock size={16} aria-hidden="true" />
              <Text as="span">{lesson.duration}</Text>
            </HStack>
            <Text as="span">
              Lesson {entry.index + 1} of {progress.total}
            </Text>
            {done && (
              <Badge colorPalette="brand" variant="solid" size="lg" gap="1.5" data-testid="lesson-completed">
                <Check size={14} aria-hidden="true" />
                Completed
              </Badge>
            )}
          </HStack>
        </Stack>

        {lesson.type === 'video' && (
          <HStack
            gap="3"
            alignItems="flex-start"
            bg="bg.subtle"
            borderWidth="1px"
            borderRadius="lg"
            p="4"
            mb="6"
            fontSize="sm"
            color="fg.muted"
          >
            <Box flexShrink="0" mt="0.5" aria-hidden="true">
              <Video size={18} />
            </Box>
            <Text>The video for this lesson is on its way. Everything it covers is written out below.</Text>
          </HStack>
        )}

        <Stack
          gap="5"
          maxW="70ch"
          fontSize={{ base: 'md', md: 'lg' }}
          lineHeight="1.8"
          data-testid="lesson-content"
        >
          {lesson.content.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
          ))}
        </Stack>

        <Box
          as="section"
          aria-labelledby="lesson-key-points"
          mt={{ base: '8', md: '10' }}
          bg="brand.subtle"
          borderWidth="1px"
          borderColor="brand.emphasized"
          borderRadius="xl"
          p={{ base: '5', md: '6' }}
        >
          <HStack gap="2" mb="3" color="brand.fg">
            <Lightbulb size={20} aria-hidden="true" />
            <Heading as="h2" id="lesson-key-points" size="md" color="fg">
              Key points
            </Heading>
          </HStack>
          <List.Root variant="plain" gap="2.5">
            {lesson.keyPoints.map((point) => (
              <List.Item key={point} alignItems="flex-start" lineHeight="1.6">
                <List.Indicator asChild color="brand.fg" mt="1">
                  <CircleCheck size={18} aria-hidden="true" />
                </List.Indicator>
                {point}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      </Box>

      <Box
        as="section"
        aria-label="Lesson progress"
        mt={{ base: '8', md: '10' }}
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="xl"
        boxShadow="sm"
        p={{ base: '5', md: '6' }}
      >
        <Stack
          direction={{ base: 'column', md: 'row' }}
          gap={{ base: '4', md: '6' }}
          alignItems={{ base: 'stretch', md: 'center' }}
        >
          <Stack gap="3" flex="1">
            <Text fontWeight="600" role="status">
              {done
                ? 'Nice work: this lesson is marked as complete.'
                : 'Finished this lesson? Mark it as complete to keep track of your progress.'}
            </Text>
            <ProgressSummary progress={progress} size="sm" />
          </Stack>
          <Button
            colorPalette="brand"
            variant={done ? 'outline' : 'solid'}
            size="lg"
            onClick={() => void toggle()}
            disabled={!progress.loaded || saving}
            flexShrink="0"
          >
            {done ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
            {done ? 'Mark as not complete' : 'Mark as complete'}
          </Button>
        </Stack>
      </Box>

      <Grid
        as="nav"
        aria-label="Lessons"
        templateColumns={{ base: '1fr', sm: '1fr 1fr' }}
        gap="3"
        mt={{ base: '6', md: '8' }}
      >
        {previous && (
          <NeighbourLink
            to={lessonHref(course.id, previous.lesson.id)}
            label="Previous lesson"
            title={previous.lesson.title}
            direction="previous"
          />
        )}
        {next ? (
          <NeighbourLink
            to={lessonHref(course.id, next.lesson.id)}
            label="Next lesson"
            title={next.lesson.title}
            direction="next"
          />
        ) : (
          <NeighbourLink
            to={paths.guide(course.id)}
            label="Last lesson done?"
            title="Back to the course"
            direction="next"
          />
        )}
      </Grid>
    </Container>
  );
}
