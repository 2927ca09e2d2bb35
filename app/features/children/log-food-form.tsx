/**
 * "Log a food": a food from the guide (or typed), the day, how it went and any reaction, with a
 * note. What the chosen food means for this child shows before it is logged: not yet for their
 * age, a first allergen (the doctor first for a child at risk), an allergen paused after a
 * reaction; and choosing a severe reaction shows what to do at once.
 */
import {
  Alert,
  Button,
  chakra,
  Field,
  Fieldset,
  Grid,
  HStack,
  Input,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { foodBySlug } from '@shared/content/foods/foods';
import type { Food } from '@shared/content/foods/types';
import { ageInMonths } from '@shared/lib/child-age';
import {
  ALLERGY_RISK_ADVICE,
  guideFoodNamed,
  PAUSED_ADVICE,
  SEVERE_REACTION_ADVICE,
  type AllergenState,
} from '@shared/lib/child-foods';
import {
  FOOD_RESPONSE_LABELS,
  FOOD_RESPONSES,
  REACTION_LABELS,
  REACTIONS,
  type FoodResponse,
  type Reaction,
} from '@shared/schemas/children';
import { notify } from '../../lib/toaster';
import { logFoods, type DeviceChild } from '../../offline/children';
import { FoodPicker, type FoodChoice } from './food-picker';

type Errors = Partial<Record<'food' | 'date' | 'note' | 'form', string>>;

function errorsOf(err: unknown): Errors {
  const message = err instanceof Error ? err.message : 'Something went wrong. Please try again.';
  const field = (err as { field?: unknown } | null)?.field;
  if (field === 'foodName' || field === 'foodSlug') return { food: message };
  if (field === 'date' || field === 'note') return { [field]: message };
  return { form: message };
}

/** A choice of a few: native radio buttons drawn as chips, in a fieldset named by its legend. */
function Choice<T extends string>({
  label,
  name,
  value,
  options,
  labels,
  onChange,
  disabled,
}: {
  label: string;
  name: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  disabled: boolean;
}) {
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontWeight="500" textStyle="sm" color="fg">
        {label}
      </Fieldset.Legend>
      <HStack gap="2" wrap="wrap" mt="1">
        {options.map((o) => (
          <chakra.label key={o} {...CHIP}>
            <chakra.input
              type="radio"
              name={name}
              value={o}
              checked={value === o}
              onChange={() => onChange(o)}
              disabled={disabled}
              accentColor="colorPalette.solid"
              boxSize="4"
              m="0"
            />
            {labels[o]}
          </chakra.label>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}

const CHIP = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  minH: '10',
  borderWidth: '1px',
  borderRadius: 'full',
  bg: 'bg.panel',
  cursor: 'pointer',
  colorPalette: 'brand',
  _hover: { bg: 'bg.muted' },
  css: {
    '&:has(input:checked)': {
      borderColor: 'colorPalette.solid',
      bg: 'colorPalette.subtle',
      fontWeight: '600',
    },
    '&:has(input:focus-visible)': {
      outline: '2px solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '2px',
    },
    '&:has(input:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
  },
} as const;

function Advice({ status, children }: { status: 'info' | 'warning' | 'error'; children: ReactNode }) {
  return (
    <Alert.Root status={status} borderRadius="lg">
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}

/** What the chosen food means for this child, before it is logged. */
function FoodAdvice({
  food,
  child,
  states,
  today,
}: {
  food: Food;
  child: DeviceChild;
  states: AllergenState[];
  today: string;
}) {
  const months = ageInMonths(child.birthDate, today);
  const notes: ReactNode[] = [];
  if (food.fromMonths > Math.max(months, 0)) {
    notes.push(
      <Advice key="age" status="warning">
        <b>
          {food.name} is not for {child.name}'s age yet.
        </b>{' '}
        {food.notYet ?? ''}
      </Advice>,
    );
  }
  for (const allergen of food.allergens) {
    const state = states.find((s) => s.allergen === allergen);
    if (!state) continue;
    if (state.status === 'paused') {
      notes.push(
        <Advice key={allergen} status="error">
          <b>{state.label} is paused after a reaction.</b> {PAUSED_ADVICE}
        </Advice>,
      );
    } else if (state.status === 'not-offered') {
      notes.push(
        <Advice key={allergen} status={child.allergyRisk ? 'warning' : 'info'}>
          {child.allergyRisk ? (
            ALLERGY_RISK_ADVICE
          ) : (
            <>
              This would be {child.name}'s first time with {state.label.toLowerCase()}: make it the only new
              allergen that day, offer a small amount in the morning, and watch them for 2 hours afterwards
              (NIAID addendum guidelines, 2017; NHS).
            </>
          )}
        </Advice>,
      );
    }
  }
  return notes.length ? <Stack gap="2">{notes}</Stack> : null;
}

export function LogFoodForm({
  child,
  today,
  states,
}: {
  child: DeviceChild;
  today: string;
  states: AllergenState[];
}) {
  const [food, setFood] = useState<FoodChoice>({ slug: null, name: '' });
  const [date, setDate] = useState(today);
  const [response, setResponse] = useState<FoodResponse>('liked');
  const [reaction, setReaction] = useState<Reaction>('none');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const guideFood = (food.slug ? foodBySlug(food.slug) : undefined) ?? guideFoodNamed(food.name);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    try {
      const [log] = await logFoods(child.id, [
        { foodSlug: food.slug, foodName: food.name, date, response, reaction, note },
      ]);
      setErrors({});
      setFood({ slug: null, name: '' });
      setResponse('liked');
      setReaction('none');
      setNote('');
      const paused = reaction !== 'none' && guideFood?.allergens.length;
      notify(
        `${log?.foodName ?? food.name} logged for ${child.name}`,
        paused
          ? 'Its allergens are now paused: talk to your doctor before offering them again.'
          : log && !log.foodSlug
            ? 'Not in the foods guide: kept as you typed it.'
            : undefined,
      );
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Log a food">
        <FoodPicker value={food} onChange={setFood} error={errors.food} disabled={pending} />
        {guideFood && <FoodAdvice food={guideFood} child={child} states={states} today={today} />}
        <Grid templateColumns={{ base: '1fr', sm: 'minmax(0, 16rem)' }}>
          <Field.Root invalid={Boolean(errors.date)}>
            <Field.Label>Date</Field.Label>
            <Input
              type="date"
              name="date"
              value={date}
              min={child.birthDate}
              max={today}
              onChange={(e) => setDate(e.target.value)}
              size="lg"
              bg="bg.panel"
              disabled={pending}
            />
            <Field.ErrorText color="red.fg">{errors.date}</Field.ErrorText>
          </Field.Root>
        </Grid>
        <Choice
          label="How it went"
          name="response"
          value={response}
          options={FOOD_RESPONSES}
          labels={FOOD_RESPONSE_LABELS}
          onChange={setResponse}
          disabled={pending}
        />
        <Choice
          label="Any reaction"
          name="reaction"
          value={reaction}
          options={REACTIONS}
          labels={REACTION_LABELS}
          onChange={setReaction}
          disabled={pending}
        />
        {reaction === 'severe' && (
          <Alert.Root status="error" borderRadius="lg" role="alert" data-testid="severe-advice">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>A severe reaction is an emergency</Alert.Title>
              <Alert.Description>{SEVERE_REACTION_ADVICE}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {reaction === 'mild' && (
          <Advice status="warning">Stop giving this food for now. {PAUSED_ADVICE}</Advice>
        )}
        <Field.Root invalid={Boolean(errors.note)}>
          <Field.Label>
            Note{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              (optional)
            </Text>
          </Field.Label>
          <Textarea
            name="note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={2}
            bg="bg.panel"
            disabled={pending}
            placeholder="What you saw, how you served it"
          />
          <Field.ErrorText color="red.fg">{errors.note}</Field.ErrorText>
        </Field.Root>
        {errors.form && (
          <Alert.Root status="error" borderRadius="lg" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errors.form}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" size="lg" loading={pending} alignSelf="flex-start">
          Log food
        </Button>
      </form>
    </Stack>
  );
}
