/**
 * A child's details: a first name or nickname, the birth date and the allergy-risk box. Adding a
 * child and editing one use it; the device's children module checks the values (the shared
 * schemas and the birth-date rules) and its message shows at the field it is about.
 */
import { Alert, Box, Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { olderChildNote } from '@shared/lib/child-age';
import { isIsoDate } from '@shared/lib/week';

export interface ChildFormValues {
  name: string;
  birthDate: string;
  allergyRisk: boolean;
}

type Errors = Partial<Record<'name' | 'birthDate' | 'form', string>>;

/** A refused change's message, at its field when it names one (ChildInputError). */
export function errorsOf(err: unknown): Errors {
  const message = err instanceof Error ? err.message : 'Something went wrong. Please try again.';
  const field = (err as { field?: unknown } | null)?.field;
  return field === 'name' || field === 'birthDate' ? { [field]: message } : { form: message };
}

export function ChildForm({
  initial = { name: '', birthDate: '', allergyRisk: false },
  today,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: ChildFormValues;
  today: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Saves; throws with the message to show. */
  onSubmit: (values: ChildFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const riskHelpId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    try {
      await onSubmit(values);
      setErrors({});
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setPending(false);
    }
  };

  const olderNote =
    isIsoDate(values.birthDate) && values.birthDate <= today ? olderChildNote(values.birthDate, today) : null;

  return (
    <Stack asChild gap="4">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
        <Field.Root invalid={Boolean(errors.name)}>
          <Field.Label>First name or nickname</Field.Label>
          <Input
            name="name"
            value={values.name}
            onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
            autoComplete="off"
            size="lg"
            bg="bg.panel"
            disabled={pending}
          />
          <Field.ErrorText color="red.fg">{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.birthDate)}>
          <Field.Label>Birth date</Field.Label>
          <Input
            name="birthDate"
            type="date"
            max={today}
            value={values.birthDate}
            onChange={(e) => setValues((v) => ({ ...v, birthDate: e.target.value }))}
            size="lg"
            bg="bg.panel"
            disabled={pending}
          />
          {!errors.birthDate && (
            <Field.HelperText>Their age is worked out from it every day.</Field.HelperText>
          )}
          <Field.ErrorText color="red.fg">{errors.birthDate}</Field.ErrorText>
        </Field.Root>
        {olderNote && (
          <Alert.Root status="info" borderRadius="lg" data-testid="older-child-note">
            <Alert.Indicator />
            <Alert.Description>{olderNote}</Alert.Description>
          </Alert.Root>
        )}
        <Box>
          <Checkbox.Root
            checked={values.allergyRisk}
            onCheckedChange={(e) => setValues((v) => ({ ...v, allergyRisk: e.checked === true }))}
            colorPalette="brand"
            alignItems="flex-start"
            disabled={pending}
          >
            <Checkbox.HiddenInput name="allergyRisk" aria-describedby={riskHelpId} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>Severe eczema or a known food allergy</Checkbox.Label>
          </Checkbox.Root>
          <Text id={riskHelpId} fontSize="sm" color="fg.muted" mt="1" ps="7">
            Then SproutPlate asks you to talk to your doctor before offering any allergen for the first time
            (NIAID addendum guidelines, 2017; NHS).
          </Text>
        </Box>
        {errors.form && (
          <Alert.Root status="error" borderRadius="lg" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errors.form}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" size="lg" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
        </HStack>
      </form>
    </Stack>
  );
}
