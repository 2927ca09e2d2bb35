import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { CourseProgress } from './use-course-progress';

/** The progress bar (maximum 100) and 'X of Y lessons completed'. */
export function ProgressSummary({ progress, size = 'lg' }: { progress: CourseProgress; size?: 'sm' | 'lg' }) {
  const summary = `${progress.completedCount} of ${progress.total} lessons completed`;
  return (
    <Stack gap="2">
      <Progress.Root
        value={progress.percent}
        max={100}
        colorPalette="brand"
        variant="subtle"
        size={size}
        shape="rounded"
      >
        {/* The machine names the bar by its number alone; say what it measures. */}
        <Progress.Track aria-label="Course progress" aria-valuetext={`${progress.percent}%, ${summary}`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {/* Hidden, not removed, while the device is read: no "0 of 12" flash and no jump. */}
      <HStack justify="space-between" gap="3" fontSize="sm" opacity={progress.loaded ? 1 : 0}>
        <Text fontWeight="600" data-testid="progress-summary" aria-live="polite">
          {summary}
        </Text>
        <Text color="fg.muted" aria-hidden="true">
          {progress.percent}%
        </Text>
      </HStack>
    </Stack>
  );
}
