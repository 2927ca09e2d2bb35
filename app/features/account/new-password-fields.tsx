/** A new password and its confirmation, as the account page and the reset link ask for them. */
import { PASSWORD_MIN } from '@shared/schemas/user';
import { FormField } from '../../components/form-field';

export function NewPasswordFields({
  values,
  errors,
  set,
  disabled,
}: {
  values: { newPassword: string; confirmPassword: string };
  errors: Record<string, string>;
  set: (key: 'newPassword' | 'confirmPassword') => (value: string) => void;
  disabled: boolean;
}) {
  return (
    <>
      <FormField
        label="New password"
        name="newPassword"
        type="password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
        disabled={disabled}
        autoComplete="new-password"
        helper={`At least ${PASSWORD_MIN} characters. Use one you don't use anywhere else.`}
      />
      <FormField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
        disabled={disabled}
        autoComplete="new-password"
      />
    </>
  );
}
