/**
 * "Log as eaten" for a recipe, from its page or from a planned meal: which children ate it, the
 * day (today by default on a recipe's page, the plan's day in the planner) and how it went. Each
 * chosen child gets one log per food of the recipe they can have at their age, all at once, with
 * the recipe's id (shared/lib/recipe-children.ts). A child who already has this recipe logged for
 * that day is shown as such, so a meal is not logged twice.
 *
 * Its code carries the foods guide and the children's store, so only code loaded after the first
 * screen imports it (the recipe page's children section, the planner's children view).
 */
import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  Fieldset,
  Input,
  Link,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ageInMonths, todayIso } from '@shared/lib/child-age';
import { recipeLogEntries, SOLIDS_FROM_MONTHS } from '@shared/lib/recipe-children';
import { isIsoDate } from '@shared/lib/week';
import {
  FOOD_RESPONSE_LABELS,
  FOOD_RESPONSES,
  type FoodLog,
  type FoodResponse,
} from '@shared/schemas/children';
import { paths } from '../lib/paths';
import { notify } from '../lib/toaster';
import { logFoods, type DeviceChild } from '../offline/children';
import { SelectField } from './select-field';

export interface LoggableRecipe {
  id: number;
  title: string;
  ingredients: string;
}

/** "Maya", "Maya and Sam", "Maya, Sam and Ava". */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The children who have this recipe logged on this day. */
export function eatenBy(logs: readonly FoodLog[], recipeId: number, date: string): Set<string> {
  return new Set(logs.filter((l) => l.recipeId === recipeId && l.date === date).map((l) => l.childId));
}

export function LogRecipeDialog({
  open,
  onClose,
  recipe,
  kids,
  logs,
  date: fixedDate,
  heading,
}: {
  open: boolean;
  onClose: () => void;
  recipe: LoggableRecipe;
  kids: readonly DeviceChild[];
  logs: readonly FoodLog[];
  /** The day it was eaten, when it is fixed (a planned meal's day); else today, changeable. */
  date?: string;
  heading?: string;
}) {
  const today = todayIso();
  const [pickedDate, setPickedDate] = useState(today);
  const date = fixedDate ?? pickedDate;
  const [response, setResponse] = useState<FoodResponse>('liked');
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const already = useMemo(() => eatenBy(logs, recipe.id, date), [logs, recipe.id, date]);
  const rows = kids.map((child) => {
    const months = ageInMonths(child.birthDate, isIsoDate(date) ? date : today);
    const entries = recipeLogEntries(recipe, months, date, response);
    const done = already.has(child.id);
    const canLog = entries.length > 0 && !done;
    return { child, months, entries, done, canLog, checked: canLog && !unchecked.has(child.id) };
  });
  const chosen = rows.filter((r) => r.checked);

  const toggle = (id: string, checked: boolean) =>
    setUnchecked((prev) => {
      const next = new Set(prev);
      if (checked) next.delete(id);
      else next.add(id);
      return next;
    });

  const close = () => {
    setError(null);
    setUnchecked(new Set());
    setResponse('liked');
    setPickedDate(todayIso());
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isIsoDate(date)) {
      setError('Enter the date as YYYY-MM-DD');
      return;
    }
    if (date > today) {
      setError("A meal can't be logged for a day in the future");
      return;
    }
    if (chosen.length === 0) {
      setError('Choose who ate it');
      return;
    }
    setPending(true);
    setError(null);
    const logged: string[] = [];
    try {
      for (const row of chosen) {
        await logFoods(row.child.id, row.entries);
        logged.push(row.child.name);
      }
      notify(
        `Logged for ${namesList(logged)}`,
        `The foods of ${recipe.title} are in ${logged.length === 1 ? 'their food log' : 'their food logs'}.`,
      );
      close();
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Something went wrong. Please try again.';
      setError(logged.length ? `Logged for ${namesList(logged)}, but not the others: ${message}` : message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && close()} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} my={{ base: '0', md: 'auto' }}>
            <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{heading ?? `Log ${recipe.title} as eaten`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Fieldset.Root>
                    <Fieldset.Legend fontWeight="600" color="fg">
                      Who ate it?
                    </Fieldset.Legend>
                    <Stack gap="2">
                      {rows.map(({ child, months, entries, done, canLog, checked }) => (
                        <Stack key={child.id} gap="0.5">
                          <Checkbox.Root
                            checked={checked}
                            disabled={!canLog || pending}
                            onCheckedChange={(e) => toggle(child.id, e.checked === true)}
                            colorPalette="brand"
                            alignItems="flex-start"
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control mt="0.5" />
                            <Checkbox.Label>{child.name}</Checkbox.Label>
                          </Checkbox.Root>
                          <Text fontSize="sm" color="fg.muted" ps="7">
                            {done
                              ? 'Already logged for this day.'
                              : entries.length === 0
                                ? months < SOLIDS_FROM_MONTHS
                                  ? 'Only milk for now: solid food starts at around 6 months (NHS).'
                                  : `Nothing in it is for ${child.name}'s age yet.`
                                : `Logs ${entries.map((e) => e.foodName).join(', ')}.`}
                          </Text>
                        </Stack>
                      ))}
                    </Stack>
                  </Fieldset.Root>
                  {fixedDate === undefined ? (
                    <Field.Root maxW="16rem">
                      <Field.Label fontWeight="600">Day eaten</Field.Label>
                      <Input
                        type="date"
                        name="date"
                        value={pickedDate}
                        max={today}
                        onChange={(e) => setPickedDate(e.currentTarget.value)}
                        bg="bg.panel"
                        disabled={pending}
                      />
                      <Field.HelperText>Today, or an earlier day.</Field.HelperText>
                    </Field.Root>
                  ) : null}
                  <SelectField
                    label="How did it go?"
                    value={response}
                    onChange={setResponse}
                    options={FOOD_RESPONSES.map((r) => ({ value: r, label: FOOD_RESPONSE_LABELS[r] }))}
                    size="md"
                  />
                  <Text fontSize="sm" color="fg.muted">
                    Any reaction? Log it on the child&rsquo;s page in{' '}
                    <Link asChild color="brand.fg">
                      <RouterLink to={paths.children}>My children</RouterLink>
                    </Link>
                    : its allergens are then paused until you have talked to your doctor.
                  </Text>
                  {error && (
                    <Alert.Root status="error" borderRadius="lg" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={pending} disabled={chosen.length === 0}>
                  Log as eaten
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
