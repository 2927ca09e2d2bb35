/**
 * The week being shown (from `?week=YYYY-MM-DD`, this week by default) and
 * its previous / next controls, shared by the planner and the shopping list.
 */
import { Heading, HStack, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addWeeks, isIsoDate, weekLabel, weekRangeText, weekStartOf } from '@shared/lib/week';

export function useShownWeek(): {
  weekStart: string;
  isThisWeek: boolean;
  goToWeek: (week: string) => void;
  stepWeek: (weeks: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const weekParam = params.get('week');
  const thisWeek = weekStartOf(new Date());
  const weekStart =
    weekParam && isIsoDate(weekParam) ? weekStartOf(new Date(`${weekParam}T12:00:00`)) : thisWeek;
  // The week last asked for, until the screen shows it: the router renders a new address as a
  // transition, so a second tap on Previous before that render must step from the first one's
  // week, not from the week still on screen (two quick taps go back two weeks).
  const requested = useRef<string | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [weekStart]);
  const goToWeek = (week: string) => {
    requested.current = week;
    const next = new URLSearchParams(params);
    if (week === thisWeek) next.delete('week');
    else next.set('week', week);
    setParams(next, { replace: true });
  };
  const stepWeek = (weeks: number) => goToWeek(addWeeks(requested.current ?? weekStart, weeks));
  return { weekStart, isThisWeek: weekStart === thisWeek, goToWeek, stepWeek };
}

export function WeekNav({ weekStart, onStep }: { weekStart: string; onStep: (weeks: number) => void }) {
  return (
    <HStack gap="1">
      <IconButton variant="outline" size="sm" aria-label="Previous week" onClick={() => onStep(-1)}>
        <ChevronLeft />
      </IconButton>
      <Heading as="h2" size="lg" minW="36" textAlign="center" aria-live="polite" data-testid="week-label">
        <span aria-hidden="true">{weekLabel(weekStart)}</span>
        <VisuallyHidden>{weekRangeText(weekStart)}</VisuallyHidden>
      </Heading>
      <IconButton variant="outline" size="sm" aria-label="Next week" onClick={() => onStep(1)}>
        <ChevronRight />
      </IconButton>
    </HStack>
  );
}
