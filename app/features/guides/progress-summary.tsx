import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { CourseProgress } from './use-course-progress';

/** Bar heights of Chakra's progress sizes. */
const TRACK_HEIGHT = { sm: '2', lg: '3' } as const;

/**
 * The progress bar (maximum 100) and 'X of Y lessons completed'. The bar only shows a number, so it
 * is two boxes with the progressbar role, in Chakra's "subtle" progress look, rather than Chakra's
 * Progress and the state machine it brings: a guide's page hydrates without that code.
 */
export function ProgressSummary({ progress, size = 'lg' }: { progress: CourseProgress; size?: 'sm' | 'lg' }) {
  const summary = `${progress.completedCount} of ${progress.total} lessons completed`;
  return (
    <Stack gap="2">
      <Box
        role="progressbar"
        aria-label="Course progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.percent}%, ${summary}`}
        data-testid="progress-track"
        h={TRACK_HEIGHT[size]}
        borderRadius="l1"
        overflow="hidden"
        bg="brand.muted"
      >
        <Box
          h="full"
          bg="brand.solid/72"
          transitionProperty="width"
          transitionDuration="slow"
          style={{ width: `${progress.percent}%` }}
        />
      </Box>
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
