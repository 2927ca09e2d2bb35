/**
 * A child's nine major allergens, each in its state: not yet offered (with the guide's steps to
 * introduce it), introduced, kept in the diet (with a reminder once it has not been offered for
 * 7 days), or paused after a reaction (talk to a doctor first; what to do if a reaction is severe;
 * and the doctor's go-ahead once given). A child with severe eczema or a known food allergy gets
 * the "see a doctor first" advice before any step. The advice names its sources (NIAID 2017, NHS).
 */
import { Alert, Badge, Box, Button, Flex, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FOOD_SOURCE_LABELS } from '@shared/content/foods/types';
import { GUIDANCE_MAX_MONTHS } from '@shared/lib/child-age';
import {
  ALLERGEN_STATUS_LABELS,
  ALLERGY_RISK_ADVICE,
  PAUSED_ADVICE,
  SEVERE_REACTION_ADVICE,
  type AllergenState,
  type AllergenStatus,
} from '@shared/lib/child-foods';
import { REACTION_LABELS } from '@shared/schemas/children';
import { TOGGLE_CSS } from '../../components/toggle-label';
import { paths } from '../../lib/paths';
import { notifyError } from '../../lib/toaster';
import { updateChild, type DeviceChild } from '../../offline/children';
import { firstFoodOf, otherFoodsWith } from './allergen-foods';
import { daysAgo, formatDay } from './child-dates';

const STATUS_PALETTE: Record<AllergenStatus, string> = {
  'not-offered': 'gray',
  introduced: 'blue',
  kept: 'green',
  paused: 'red',
};

/** "Egg: last offered 9 days ago. Offer it again this week to keep it in the diet." */
export function reminderText(state: AllergenState, today: string): string {
  return `${state.label}: last offered ${daysAgo(state.lastDate ?? today, today)}. Offer it again this week to keep it in the diet.`;
}

function HowToIntroduce({
  state,
  child,
  months,
}: {
  state: AllergenState;
  child: DeviceChild;
  months: number;
}) {
  const food = firstFoodOf(state.allergen);
  const others = otherFoodsWith(state.allergen, Math.max(months, 6));
  if (!food) return null;
  return (
    <Box as="details" mt="2" css={TOGGLE_CSS} data-testid="allergen-steps">
      <Flex
        as="summary"
        align="center"
        gap="1"
        color="brand.fg"
        fontWeight="600"
        fontSize="sm"
        cursor="pointer"
        w="fit-content"
      >
        <ChevronDown size={16} aria-hidden="true" />
        How to introduce {state.label.toLowerCase()}
      </Flex>
      <Stack gap="2" mt="2" ps="5">
        {child.allergyRisk && (
          <Text fontWeight="600" color="orange.fg">
            First, talk to your doctor: {child.name} has severe eczema or a known food allergy.
          </Text>
        )}
        <List.Root as="ol" ps="4" gap="1.5">
          {(food.allergenSteps ?? []).map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm">
          From the guide:{' '}
          <Link asChild color="brand.fg" fontWeight="600">
            <RouterLink to={paths.food(food.slug)}>{food.name}</RouterLink>
          </Link>
          {others.length > 0 && (
            <>
              . Other foods with {state.label.toLowerCase()}:{' '}
              {others.map((f, i) => (
                <Fragment key={f.slug}>
                  {i > 0 && ', '}
                  <Link asChild color="brand.fg">
                    <RouterLink to={paths.food(f.slug)}>{f.name}</RouterLink>
                  </Link>
                </Fragment>
              ))}
            </>
          )}
          .
        </Text>
      </Stack>
    </Box>
  );
}

function PausedAdvice({ state, child, today }: { state: AllergenState; child: DeviceChild; today: string }) {
  const [pending, setPending] = useState(false);
  const resume = async () => {
    setPending(true);
    try {
      await updateChild(child.id, {
        resumedAllergens: { ...child.resumedAllergens, [state.allergen]: today },
      });
    } catch (err) {
      notifyError("Couldn't save that", err instanceof Error ? err.message : undefined);
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="2" mt="2">
      {state.reaction && (
        <Text fontSize="sm">
          {REACTION_LABELS[state.reaction.severity]} on {formatDay(state.reaction.date)} after{' '}
          {state.reaction.foodName}
          {state.reaction.note ? `: “${state.reaction.note}”` : '.'}
        </Text>
      )}
      <Alert.Root status="warning" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Description>{PAUSED_ADVICE}</Alert.Description>
      </Alert.Root>
      <Alert.Root status="error" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Description>{SEVERE_REACTION_ADVICE}</Alert.Description>
      </Alert.Root>
      <Button
        variant="outline"
        colorPalette="brand"
        size="sm"
        alignSelf="flex-start"
        loading={pending}
        onClick={() => void resume()}
      >
        My doctor says we can offer it again
      </Button>
    </Stack>
  );
}

function AllergenRow({
  state,
  child,
  months,
  today,
}: {
  state: AllergenState;
  child: DeviceChild;
  months: number;
  today: string;
}) {
  return (
    <Box
      as="li"
      listStyleType="none"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="allergen-row"
      data-allergen={state.allergen}
      data-status={state.status}
    >
      <Flex gap="2" align="center" wrap="wrap">
        <Heading as="h3" size="md" flex="1" minW="24">
          {state.label}
        </Heading>
        <Badge colorPalette={STATUS_PALETTE[state.status]} variant="subtle" size="lg">
          {ALLERGEN_STATUS_LABELS[state.status]}
        </Badge>
      </Flex>
      {state.status === 'introduced' && state.firstDate && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          Introduced on {formatDay(state.firstDate)}. Offer it again within a week, then a few times a week,
          to keep it in the diet.
        </Text>
      )}
      {state.status === 'kept' && state.firstDate && state.lastDate && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          Introduced on {formatDay(state.firstDate)}; offered on {state.days} days, last on{' '}
          {formatDay(state.lastDate)} ({daysAgo(state.lastDate, today)}).
        </Text>
      )}
      {state.due && (
        <Alert.Root status="warning" borderRadius="lg" mt="2" data-testid="allergen-reminder">
          <Alert.Indicator />
          <Alert.Description>{reminderText(state, today)}</Alert.Description>
        </Alert.Root>
      )}
      {state.status === 'not-offered' && <HowToIntroduce state={state} child={child} months={months} />}
      {state.status === 'paused' && <PausedAdvice state={state} child={child} today={today} />}
    </Box>
  );
}

export function AllergensSection({
  child,
  states,
  months,
  today,
}: {
  child: DeviceChild;
  states: AllergenState[];
  months: number;
  today: string;
}) {
  return (
    <Stack gap="3">
      {child.allergyRisk && (
        <Alert.Root status="warning" borderRadius="lg" data-testid="allergy-risk-advice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>See a doctor first</Alert.Title>
            <Alert.Description>{ALLERGY_RISK_ADVICE}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {months >= 0 && months < 6 && (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Description>
            Solid foods, allergens among them, start at around 6 months, when {child.name} shows the signs of
            being ready; until then, milk is all they need (NHS). If you are unsure when to start, ask your
            health visitor or doctor.
          </Alert.Description>
        </Alert.Root>
      )}
      <Text color="fg.muted">
        Offer the major allergens from around 6 months, one new one at a time, and once one is in the diet,
        keep it there a few times a week.
        {months >= GUIDANCE_MAX_MONTHS && ' This guidance is written for children up to 5 years.'}
      </Text>
      <Box as="ul" bg="bg.panel" borderWidth="1px" borderRadius="xl" px={{ base: '4', md: '5' }}>
        {states.map((state) => (
          <AllergenRow key={state.allergen} state={state} child={child} months={months} today={today} />
        ))}
      </Box>
      <Text fontSize="sm" color="fg.muted">
        Sources: {FOOD_SOURCE_LABELS.NIAID}; {FOOD_SOURCE_LABELS.NHS}. This is general guidance, not medical
        advice: when in doubt, ask your doctor or health visitor.
      </Text>
    </Stack>
  );
}
