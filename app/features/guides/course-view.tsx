/**
 * A course's own page (/guides/1): title band, the progress card with 'Start
 * Course' and 'Download Resources', and the tabs Curriculum, Overview and
 * Resources.
 */
import {
  Badge,
  Box,
  Button,
  Center,
  Container,
  Grid,
  Heading,
  HStack,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  ArrowLeft,
  BookOpen,
  Check,
  ChevronDown,
  ChevronRight,
  CircleCheck,
  Clock,
  Download,
  FileText,
  Play,
  Star,
  Users,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { CourseDetail, CourseResource } from '@shared/content/course-detail';
import type { Course } from '@shared/content/courses';
import { ExpertAvatar } from '../../components/expert-avatar';
import { LinkTabs } from '../../components/link-tabs';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { notify, notifyError } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { COURSE_IMAGE, CourseMeta, DifficultyBadge } from './course-card';
import {
  COURSE_BADGE_PALETTE,
  durationMinutes,
  formatCount,
  formatTotalMinutes,
  LESSON_TYPE_ICONS,
  LESSON_TYPE_LABELS,
  lessonHref,
  pluralize,
} from './course-labels';
import { CURRICULUM } from './curriculum-styles';
import { ProgressSummary } from './progress-summary';
import { downloadResource, resourceFileName } from './resource-files';
import type { CourseProgress, LessonEntry } from './use-course-progress';

/**
 * The tabs are links to the course page showing that tab (`?tab=overview`): before the app
 * hydrates the page the server renders the one asked for; once hydrated, a tab is shown in place.
 */
const COURSE_TABS = [
  { value: 'curriculum', label: 'Curriculum' },
  { value: 'overview', label: 'Overview' },
  { value: 'resources', label: 'Resources' },
] as const;
type CourseTab = (typeof COURSE_TABS)[number]['value'];

const readTab = (raw: string | null): CourseTab =>
  COURSE_TABS.find((t) => t.value === raw)?.value ?? 'curriculum';
const tabHref = (courseId: number, tab: CourseTab) =>
  tab === 'curriculum' ? paths.guide(courseId) : `${paths.guide(courseId)}?tab=${tab}`;

const moduleValue = (id: number) => `module-${id}`;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function LessonRow({ entry, courseId, done }: { entry: LessonEntry; courseId: number; done: boolean }) {
  const { lesson } = entry;
  const TypeIcon = LESSON_TYPE_ICONS[lesson.type];
  return (
    <li className={CURRICULUM.lesson}>
      <RouterLink
        className={CURRICULUM.link}
        to={lessonHref(courseId, lesson.id)}
        data-testid="lesson-link"
        data-completed={done || undefined}
      >
        <span className={CURRICULUM.icon} data-done={done ? '' : undefined} aria-hidden="true">
          {done ? <Check size={18} strokeWidth={3} /> : <TypeIcon size={18} />}
        </span>
        <span className={CURRICULUM.text}>
          <span className={CURRICULUM.lessonTitle}>{lesson.title}</span>
          <span className={CURRICULUM.meta}>
            {LESSON_TYPE_LABELS[lesson.type]} · {lesson.duration}
            {done ? ' · Completed' : <span className={CURRICULUM.hidden}> · Not completed</span>}
          </span>
        </span>
        <span className={CURRICULUM.arrow} aria-hidden="true">
          <ChevronRight size={18} />
        </span>
      </RouterLink>
    </li>
  );
}

/**
 * The modules, each a native `<details>`: the browser opens and closes them itself, so every
 * lesson can be reached before the app hydrates the page.
 */
function CurriculumPanel({ detail, progress }: { detail: CourseDetail; progress: CourseProgress }) {
  // Until the parent opens or closes a module, the one holding their next lesson is open.
  const [openModules, setOpenModules] = useState<string[] | null>(null);
  const resumeModule = progress.resume ? moduleValue(progress.resume.module.id) : moduleValue(1);
  const opened = openModules ?? [resumeModule];
  const totalMinutes = progress.entries.reduce((sum, e) => sum + durationMinutes(e.lesson.duration), 0);
  const listRef = useRef<HTMLDivElement>(null);

  // Modules opened or closed before the app hydrated the page: the state follows the page.
  useEffect(() => {
    const modules = [...(listRef.current?.querySelectorAll('details') ?? [])];
    const rendered = modules.filter((d) => d.open).map((d) => d.dataset.module ?? '');
    if (rendered.join() !== resumeModule) setOpenModules(rendered);
    // Once, as the page is hydrated: later changes come through onToggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggle = (value: string, open: boolean) => {
    // Also called when React itself opens or closes one (the resume module changed): no change then.
    if (opened.includes(value) === open) return;
    setOpenModules(open ? [...opened, value] : opened.filter((v) => v !== value));
  };

  return (
    <Stack gap="4">
      <Box>
        <Heading as="h2" size="xl">
          Course curriculum
        </Heading>
        <Text color="fg.muted" mt="1">
          {pluralize(detail.modules.length, 'module')} · {pluralize(progress.total, 'lesson')} ·{' '}
          {formatTotalMinutes(totalMinutes)} in all
        </Text>
      </Box>
      <div ref={listRef} className={CURRICULUM.modules}>
        {detail.modules.map((m, i) => {
          const value = moduleValue(m.id);
          const done = m.lessons.filter((l) => progress.completed.has(l.id)).length;
          const complete = done === m.lessons.length;
          return (
            <details
              key={m.id}
              className={CURRICULUM.module}
              data-module={value}
              open={opened.includes(value)}
              onToggle={(e) => toggle(value, e.currentTarget.open)}
            >
              <summary className={CURRICULUM.summary}>
                <span className={CURRICULUM.heading}>
                  <span className={CURRICULUM.number}>Module {i + 1}</span>
                  <span className={CURRICULUM.title}>{m.title}</span>
                </span>
                <span className={CURRICULUM.count} data-done={complete ? '' : undefined}>
                  {done}/{m.lessons.length}
                  <span className={CURRICULUM.hidden}> lessons completed</span>
                </span>
                <span className={CURRICULUM.chevron} aria-hidden="true">
                  <ChevronDown size={18} />
                </span>
              </summary>
              <div className={CURRICULUM.body}>
                <ul className={CURRICULUM.lessons}>
                  {m.lessons.map((l) => {
                    const entry = progress.entries.find((e) => e.lesson.id === l.id);
                    return entry ? (
                      <LessonRow
                        key={l.id}
                        entry={entry}
                        courseId={detail.courseId}
                        done={progress.completed.has(l.id)}
                      />
                    ) : null;
                  })}
                </ul>
              </div>
            </details>
          );
        })}
      </div>
    </Stack>
  );
}

function OverviewPanel({ detail }: { detail: CourseDetail }) {
  const { instructor } = detail;
  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <Box>
        <Heading as="h2" size="xl" mb="3">
          About this course
        </Heading>
        <Stack gap="4" maxW="70ch" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75">
          {detail.overview.map((p) => (
            <Text key={p.slice(0, 32)}>{p}</Text>
          ))}
        </Stack>
      </Box>
      <Box>
        <Heading as="h3" size="lg" mb="4">
          What you&apos;ll learn
        </Heading>
        <List.Root
          variant="plain"
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
          gap="3"
        >
          {detail.learningOutcomes.map((o) => (
            <List.Item
              key={o}
              alignItems="flex-start"
              bg="bg.subtle"
              borderRadius="lg"
              p="3"
              lineHeight="1.5"
            >
              <List.Indicator asChild color="brand.fg" mt="0.5">
                <CircleCheck size={18} aria-hidden="true" />
              </List.Indicator>
              {o}
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Box>
        <Heading as="h3" size="lg" mb="4">
          Your instructor
        </Heading>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          gap="5"
          alignItems="flex-start"
          borderWidth="1px"
          borderRadius="xl"
          bg="bg.panel"
          p={{ base: '4', md: '6' }}
        >
          <Box colorPalette="brand">
            <ExpertAvatar name={instructor.name} src={instructor.image} size={88} />
          </Box>
          <Box maxW="70ch">
            <Text fontWeight="700" fontSize="lg">
              {instructor.name}
            </Text>
            <Text color="fg.muted" fontSize="sm" mb="3">
              {instructor.title}
            </Text>
            <Text lineHeight="1.7">{instructor.bio}</Text>
          </Box>
        </Stack>
      </Box>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="2xl">
        <HStack gap="3" borderWidth="1px" borderRadius="xl" p="4" bg="bg.panel">
          <Center boxSize="10" borderRadius="full" bg="brand.muted" color="brand.fg" aria-hidden="true">
            <Users size={20} />
          </Center>
          <Box>
            <Text fontWeight="800" fontSize="xl" lineHeight="1.2" data-testid="course-students">
              {formatCount(detail.students)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              students
            </Text>
          </Box>
        </HStack>
        <HStack gap="3" borderWidth="1px" borderRadius="xl" p="4" bg="bg.panel">
          <Center boxSize="10" borderRadius="full" bg="orange.subtle" color="orange.fg" aria-hidden="true">
            <Star size={20} />
          </Center>
          <Box>
            <Text fontWeight="800" fontSize="xl" lineHeight="1.2" data-testid="course-rating">
              {detail.rating}
              <Text as="span" fontSize="sm" fontWeight="500" color="fg.muted">
                {' '}
                out of 5
              </Text>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              average rating
            </Text>
          </Box>
        </HStack>
      </SimpleGrid>
    </Stack>
  );
}

function ResourceItem({ resource }: { resource: CourseResource }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const ok = await downloadResource(resource);
    setBusy(false);
    if (!ok) notifyError('Download failed', 'Connect to the internet once to save this file to your device.');
  };
  return (
    <List.Item
      display="flex"
      alignItems="center"
      gap={{ base: '3', md: '4' }}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      p={{ base: '3', md: '4' }}
      data-testid="course-resource"
    >
      <Center
        boxSize={{ base: '10', md: '12' }}
        flexShrink="0"
        borderRadius="lg"
        bg="peach.subtle"
        color="peach.fg"
        aria-hidden="true"
      >
        <FileText size={22} />
      </Center>
      <Box flex="1" minW="0">
        <Text fontWeight="600" lineHeight="1.35">
          {resource.title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {resource.type} · {resource.size}
        </Text>
      </Box>
      <Button asChild variant="outline" colorPalette="brand" size="sm" flexShrink="0">
        {/* A real link to the file (open in a new tab, save as); the click uses the device copy. */}
        <a
          href={resource.file}
          download={resourceFileName(resource)}
          aria-label={`Download ${resource.title} (${resource.type}, ${resource.size})`}
          onClick={(e) => {
            e.preventDefault();
            if (!busy) void onClick();
          }}
        >
          <Download aria-hidden="true" />
          Download
        </a>
      </Button>
    </List.Item>
  );
}

function ResourcesPanel({ detail }: { detail: CourseDetail }) {
  return (
    <Stack gap="4">
      <Box>
        <Heading as="h2" size="xl">
          Course resources
        </Heading>
        <Text color="fg.muted" mt="1" maxW="70ch">
          Printable PDF guides to keep on the fridge. Once you have opened this course, they download even
          without a connection.
        </Text>
      </Box>
      <List.Root variant="plain" gap="3" maxW="3xl">
        {detail.resources.map((r) => (
          <ResourceItem key={r.id} resource={r} />
        ))}
      </List.Root>
    </Stack>
  );
}

function ProgressCard({
  detail,
  progress,
  onDownloadAll,
  downloading,
}: {
  detail: CourseDetail;
  progress: CourseProgress;
  onDownloadAll: () => void;
  downloading: boolean;
}) {
  const { resume } = progress;
  const hydrated = useHydrated();
  // Before the app hydrates the page the device's progress is unknown: a first visit (the only
  // one the server renders) starts at the first lesson.
  const start = progress.loaded ? resume : hydrated ? undefined : progress.entries[0];
  return (
    <Box
      as="section"
      aria-labelledby="course-progress-heading"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="2xl"
      boxShadow="sm"
      p={{ base: '5', md: '6' }}
    >
      <Grid
        templateColumns={{ base: '1fr', md: '1fr auto' }}
        gap={{ base: '5', md: '8' }}
        alignItems="center"
      >
        <Stack gap="3">
          <Heading as="h2" id="course-progress-heading" size="md">
            Your progress
          </Heading>
          <ProgressSummary progress={progress} />
          {progress.loaded && resume && (
            <Text fontSize="sm" color="fg.muted">
              {progress.allDone ? (
                'All lessons done. Well done! Start Course takes you back to the first lesson.'
              ) : (
                <>
                  Next up:{' '}
                  <Text as="span" fontWeight="600" color="fg">
                    {resume.lesson.title}
                  </Text>
                </>
              )}
            </Text>
          )}
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row', md: 'column', lg: 'row' }} gap="3">
          {start ? (
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={lessonHref(detail.courseId, start.lesson.id)}>
                <Play aria-hidden="true" />
                Start Course
              </RouterLink>
            </Button>
          ) : (
            <Button colorPalette="brand" size="lg" disabled>
              <Play aria-hidden="true" />
              Start Course
            </Button>
          )}
          <Button variant="outline" size="lg" onClick={onDownloadAll} loading={downloading}>
            <Download aria-hidden="true" />
            Download Resources
          </Button>
        </Stack>
      </Grid>
    </Box>
  );
}

export function CourseView({
  course,
  detail,
  progress,
}: {
  course: Course;
  detail: CourseDetail;
  progress: CourseProgress;
}) {
  useDocumentTitle(course.title);
  const [params] = useSearchParams();
  const [tab, setTab] = useState<CourseTab>(() => readTab(params.get('tab')));
  // A panel is rendered when first chosen and then kept (hidden when another is chosen), so the
  // modules a parent opened are still open when they come back to the curriculum.
  const [opened, setOpened] = useState<ReadonlySet<CourseTab>>(() => new Set([tab]));
  const choose = (next: CourseTab) => {
    setTab(next);
    setOpened((before) => (before.has(next) ? before : new Set(before).add(next)));
  };
  const panel = (value: CourseTab, content: ReactNode) =>
    opened.has(value) && (
      <Box key={value} hidden={tab !== value}>
        {content}
      </Box>
    );
  const [downloading, setDownloading] = useState(false);
  const tabsRef = useRef<HTMLDivElement>(null);

  const downloadAll = async () => {
    // Show what is coming down, so the parent can also fetch one file again by hand.
    choose('resources');
    tabsRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    setDownloading(true);
    notify(
      'Downloading resources',
      `${pluralize(detail.resources.length, 'PDF')} on the way. If your browser asks, allow it to download several files.`,
      'info',
    );
    let failed = 0;
    for (const [i, resource] of detail.resources.entries()) {
      // Browsers drop downloads that start in the same instant; a short gap lets each one through.
      if (i > 0) await wait(700);
      if (!(await downloadResource(resource))) failed += 1;
    }
    setDownloading(false);
    if (failed > 0) {
      notifyError(
        'Some downloads failed',
        `${pluralize(failed, 'file')} could not be downloaded. Connect to the internet and try again.`,
      );
    }
  };

  return (
    <>
      <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" borderBottomWidth="1px">
        <Container
          maxW="7xl"
          px={{ base: '4', md: '6' }}
          pt={{ base: '4', md: '6' }}
          pb={{ base: '8', md: '12' }}
        >
          <Button asChild variant="ghost" size="sm" mb={{ base: '3', md: '5' }} ms="-2">
            <RouterLink to={paths.guides}>
              <ArrowLeft aria-hidden="true" />
              All guides
            </RouterLink>
          </Button>
          <Grid
            templateColumns={{ base: '1fr', lg: '1.25fr 1fr' }}
            gap={{ base: '6', lg: '12' }}
            alignItems="center"
          >
            <Stack gap="4">
              <HStack gap="2" flexWrap="wrap">
                {course.badge && (
                  <Badge colorPalette={COURSE_BADGE_PALETTE[course.badge]} variant="solid">
                    {course.badge}
                  </Badge>
                )}
                <DifficultyBadge difficulty={course.difficulty} />
              </HStack>
              <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="-0.02em" lineHeight="1.1">
                {course.title}
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" lineHeight="1.6" maxW="65ch">
                {course.description}
              </Text>
              <HStack gap={{ base: '4', md: '5' }} flexWrap="wrap" rowGap="2">
                <CourseMeta icon={<Clock size={16} />}>{course.duration}</CourseMeta>
                <CourseMeta icon={<BookOpen size={16} />}>{pluralize(progress.total, 'lesson')}</CourseMeta>
                <CourseMeta icon={<Star size={16} />}>{detail.rating} rating</CourseMeta>
                <CourseMeta icon={<Users size={16} />}>{formatCount(detail.students)} students</CourseMeta>
              </HStack>
              <HStack gap="3" colorPalette="brand">
                <ExpertAvatar name={detail.instructor.name} src={detail.instructor.image} size={40} />
                <Text fontSize="sm">
                  With <strong>{detail.instructor.name}</strong>
                  <Text as="span" color="fg.muted">
                    , {detail.instructor.title}
                  </Text>
                </Text>
              </HStack>
            </Stack>
            {/* Decorative, and left out on phones where the progress card matters more. */}
            <Box display={{ base: 'none', lg: 'block' }}>
              <Image
                src={course.image}
                alt=""
                width={COURSE_IMAGE.width}
                height={COURSE_IMAGE.height}
                w="full"
                h="auto"
                aspectRatio={`${COURSE_IMAGE.width} / ${COURSE_IMAGE.height}`}
                borderRadius="2xl"
                boxShadow="md"
                loading="lazy"
                decoding="async"
              />
            </Box>
          </Grid>
        </Container>
      </Box>

      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
        <ProgressCard
          detail={detail}
          progress={progress}
          onDownloadAll={() => void downloadAll()}
          downloading={downloading}
        />

        <Box ref={tabsRef} mt={{ base: '8', md: '10' }} scrollMarginTop="24">
          <LinkTabs
            tabs={COURSE_TABS.map(({ value, label }) => ({ value, label, href: tabHref(course.id, value) }))}
            value={tab}
            onChange={choose}
            variant="line"
            size="lg"
            listProps={{ overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'none' }}
            contentProps={{ pt: '6' }}
          >
            {panel('curriculum', <CurriculumPanel detail={detail} progress={progress} />)}
            {panel('overview', <OverviewPanel detail={detail} />)}
            {panel('resources', <ResourcesPanel detail={detail} />)}
          </LinkTabs>
        </Box>
      </Container>
    </>
  );
}
