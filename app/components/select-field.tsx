import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

/**
 * A labelled native select (the phone's own picker, keyboard-friendly). The
 * options are exactly the values of T, so the browser can only hand back one
 * of them.
 */
export function SelectField<T extends string>({
  label,
  value,
  onChange,
  options,
  name,
  size = 'lg',
  bg = 'bg.panel',
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  name?: string;
  size?: 'md' | 'lg';
  bg?: string;
}) {
  return (
    <Field.Root>
      <Field.Label fontWeight="600">{label}</Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value as T)}
          bg={bg}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
