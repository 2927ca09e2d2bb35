/**
 * The week being shown (from `?week=YYYY-MM-DD`, this week by default) and
 * its previous / next controls, shared by the planner and the shopping list.
 */
import { Heading, HStack, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { addWeeks, isIsoDate, weekLabel, weekRangeText, weekStartOf } from '@shared/lib/week';

export function useShownWeek(): { weekStart: string; isThisWeek: boolean; goToWeek: (week: string) => void } {
  const [params, setParams] = useSearchParams();
  const weekParam = params.get('week');
  const thisWeek = weekStartOf(new Date());
  const weekStart =
    weekParam && isIsoDate(weekParam) ? weekStartOf(new Date(`${weekParam}T12:00:00`)) : thisWeek;
  const goToWeek = (week: string) => {
    const next = new URLSearchParams(params);
    if (week === thisWeek) next.delete('week');
    else next.set('week', week);
    setParams(next, { replace: true });
  };
  return { weekStart, isThisWeek: weekStart === thisWeek, goToWeek };
}

export function WeekNav({ weekStart, onChange }: { weekStart: string; onChange: (week: string) => void }) {
  return (
    <HStack gap="1">
      <IconButton
        variant="outline"
        size="sm"
        aria-label="Previous week"
        onClick={() => onChange(addWeeks(weekStart, -1))}
      >
        <ChevronLeft />
      </IconButton>
      <Heading as="h2" size="lg" minW="36" textAlign="center" aria-live="polite" data-testid="week-label">
        <span aria-hidden="true">{weekLabel(weekStart)}</span>
        <VisuallyHidden>{weekRangeText(weekStart)}</VisuallyHidden>
      </Heading>
      <IconButton
        variant="outline"
        size="sm"
        aria-label="Next week"
        onClick={() => onChange(addWeeks(weekStart, 1))}
      >
        <ChevronRight />
      </IconButton>
    </HStack>
  );
}
