import { useId } from 'react';
import { SELECT_FIELD } from './select-field-styles';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

/**
 * A labelled native select (the phone's own picker, keyboard-friendly). The
 * options are exactly the values of T, so the browser can only hand back one
 * of them. Its look is Chakra's Field and NativeSelect, as the theme's classes
 * (select-field-styles.ts).
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
  /** The select's background: the panel's (on the page) or the page's (on a panel). */
  bg?: 'bg.panel' | 'bg';
}) {
  const id = useId();
  return (
    <div className={SELECT_FIELD.root}>
      <label htmlFor={id} className={SELECT_FIELD.label}>
        {label}
      </label>
      <div className={SELECT_FIELD.control} data-size={size}>
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value as T)}
          className={SELECT_FIELD.select}
          data-bg={bg === 'bg' ? 'page' : 'panel'}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <div className={SELECT_FIELD.indicator} aria-hidden="true">
          <svg viewBox="0 0 24 24">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
      </div>
    </div>
  );
}
