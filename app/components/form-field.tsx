/**
 * A form's text, email and password fields (sign-in, sign-up and the account forms): a label, the
 * field (a password with a show/hide button), help and its error; and the form's own error.
 */
import { Alert, Box, Field, IconButton, Input, Text } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';

export function FormField({
  label,
  name,
  value,
  onChange,
  error,
  disabled,
  type = 'text',
  autoComplete,
  optional,
  helper,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  optional?: boolean;
  helper?: string;
}) {
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  return (
    <Field.Root invalid={Boolean(error)} required={!optional}>
      <Field.Label>
        {label}
        {optional && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            (optional)
          </Text>
        )}
      </Field.Label>
      <Box position="relative" w="full">
        <Input
          name={name}
          type={isPassword && visible ? 'text' : type}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          disabled={disabled}
          autoComplete={autoComplete}
          autoCapitalize={type === 'text' ? undefined : 'none'}
          spellCheck={type === 'text' ? undefined : false}
          size="lg"
          pe={isPassword ? '12' : undefined}
        />
        {isPassword && (
          <IconButton
            position="absolute"
            top="50%"
            right="1"
            transform="translateY(-50%)"
            size="sm"
            variant="ghost"
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setVisible((v) => !v)}
            disabled={disabled}
          >
            {visible ? <EyeOff /> : <Eye />}
          </IconButton>
        )}
      </Box>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** An error about the whole form (not one field), shown above its button. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
