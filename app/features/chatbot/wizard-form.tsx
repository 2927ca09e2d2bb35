/**
 * The recipe wizard (spec sections 3 and 5): the age group (required: submit stays disabled
 * without it), the five dietary restrictions as toggles, and preferred and disliked foods.
 *
 * The age group starts as the chosen child's once they are known (lib/chosen-child-later.ts),
 * when none is picked yet, and follows a child chosen in the header while the form is open; the
 * person can pick another.
 */
import { Button, Card, Checkbox, Field, Fieldset, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { AGE_GROUPS, DIETARY_RESTRICTIONS, type AgeGroup, type DietaryRestriction } from '@shared/enums';
import { WIZARD_FOODS_MAX_LENGTH } from '@shared/schemas/chatbot';
import { SelectField } from '../../components/select-field';
import { useChosenChildAge } from '../../lib/chosen-child-later';
import { DIETARY_LABELS } from '../../lib/labels';

export interface WizardValues {
  childAge: AgeGroup | '';
  dietaryRestrictions: DietaryRestriction[];
  preferredFoods: string;
  dislikedFoods: string;
}

export const EMPTY_WIZARD: WizardValues = {
  childAge: '',
  dietaryRestrictions: [],
  preferredFoods: '',
  dislikedFoods: '',
};

const AGE_OPTIONS = [
  { value: '' as const, label: 'Select an age group' },
  ...AGE_GROUPS.map((a) => ({ value: a, label: a })),
];

export function WizardForm({
  values,
  onChange,
  onSubmit,
  pending,
  online,
}: {
  values: WizardValues;
  onChange: (values: WizardValues) => void;
  onSubmit: () => void;
  pending: boolean;
  online: boolean;
}) {
  const child = useChosenChildAge();
  const childId = child?.id;
  const childGroup = child?.ageGroup;
  /** The child and age group the form last saw, to tell a child chosen while it is open. */
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (childId === undefined || childGroup === undefined) return;
    const key = `${childId}|${childGroup}`;
    const first = seen.current === null;
    if (!first && seen.current === key) return;
    seen.current = key;
    // The first time: only an empty field takes it. Later: a child chosen in the header.
    if (first ? values.childAge === '' : values.childAge !== childGroup) {
      onChange({ ...values, childAge: childGroup });
    }
  }, [childId, childGroup, values, onChange]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (values.childAge && !pending && online) onSubmit();
  };
  const toggle = (restriction: DietaryRestriction, on: boolean) =>
    onChange({
      ...values,
      dietaryRestrictions: on
        ? [...values.dietaryRestrictions, restriction]
        : values.dietaryRestrictions.filter((r) => r !== restriction),
    });

  return (
    <Card.Root variant="outline" bg="bg.panel" borderRadius="2xl">
      <Card.Body
        as="form"
        onSubmit={submit}
        gap="5"
        p={{ base: '4', md: '6' }}
        aria-labelledby="wizard-heading"
      >
        <Stack gap="1">
          <Heading as="h2" size="lg" id="wizard-heading">
            Recipe Wizard
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Tell us about your child and we will find recipes from our collection and suggest new ones.
          </Text>
        </Stack>

        <SelectField
          label="Child's age group"
          name="childAge"
          value={values.childAge}
          onChange={(childAge) => onChange({ ...values, childAge })}
          options={AGE_OPTIONS}
          size="md"
        />
        {child && values.childAge === child.ageGroup && (
          <Text fontSize="sm" color="fg.muted" mt="-3" data-testid="wizard-child-age">
            {child.name}&apos;s age group ({child.ageText}). You can choose another.
          </Text>
        )}

        <Fieldset.Root>
          <Fieldset.Legend fontWeight="600">Dietary restrictions</Fieldset.Legend>
          <Stack gap="2" mt="2">
            {DIETARY_RESTRICTIONS.map((r) => (
              <Checkbox.Root
                key={r}
                checked={values.dietaryRestrictions.includes(r)}
                onCheckedChange={(e) => toggle(r, e.checked === true)}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{DIETARY_LABELS[r]}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Fieldset.Root>

        <Field.Root>
          <Field.Label fontWeight="600">Foods your child likes</Field.Label>
          <Input
            name="preferredFoods"
            value={values.preferredFoods}
            onChange={(e) => onChange({ ...values, preferredFoods: e.target.value })}
            placeholder="e.g. sweet potato, banana, lentils"
            maxLength={WIZARD_FOODS_MAX_LENGTH}
          />
          <Field.HelperText>Separate foods with commas.</Field.HelperText>
        </Field.Root>

        <Field.Root>
          <Field.Label fontWeight="600">Foods your child dislikes</Field.Label>
          <Input
            name="dislikedFoods"
            value={values.dislikedFoods}
            onChange={(e) => onChange({ ...values, dislikedFoods: e.target.value })}
            placeholder="e.g. peas, mushrooms"
            maxLength={WIZARD_FOODS_MAX_LENGTH}
          />
        </Field.Root>

        <Button
          type="submit"
          colorPalette="brand"
          disabled={!values.childAge || !online}
          loading={pending}
          loadingText="Finding recipes..."
        >
          <Sparkles aria-hidden="true" /> Get Recommendations
        </Button>
        {!values.childAge && (
          <Text fontSize="sm" color="fg.muted" mt="-3">
            Choose an age group to continue.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
