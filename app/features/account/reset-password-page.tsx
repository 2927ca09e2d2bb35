/**
 * /reset-password?token=…: choosing a new password from the one-time link an operator issued
 * (`npm run admin -- reset-link <username>`). Public and drawn in the browser only. A link
 * works once, for an hour; afterwards every device of the account must sign in again.
 */
import { Box, Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { passwordResetFormSchema } from '@shared/schemas/account';
import { useFormFields } from '../../lib/form';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormAlert } from '../../components/form-field';
import { NewPasswordFields } from './new-password-fields';
import { useResetPassword } from './data/reset-password';
import { formError } from './data/server-error';

function Card({ children }: { children: ReactNode }) {
  return (
    <Container maxW="lg" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <Box bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '8' }} boxShadow="sm">
        {children}
      </Box>
    </Container>
  );
}

export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { values, errors, setErrors, set, check } = useFormFields({ newPassword: '', confirmPassword: '' });
  const reset = useResetPassword();
  const pending = reset.isPending;

  if (reset.isSuccess) {
    return (
      <Card>
        <Stack gap="4" align="flex-start" role="status">
          <Box color="fg.success" aria-hidden="true">
            <CircleCheck size={40} />
          </Box>
          <Heading as="h1" size="2xl">
            Your password has been changed
          </Heading>
          <Text color="fg.muted">
            Every device that was signed in to your account has been signed out. Sign in with your new
            password.
          </Text>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={paths.auth}>Sign in</RouterLink>
          </Button>
        </Stack>
      </Card>
    );
  }

  if (!token) {
    return (
      <Card>
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            This link is incomplete
          </Heading>
          <Text color="fg.muted">
            To choose a new password, open the whole reset link the SproutPlate team gave you. If you no
            longer have it, or it has expired, ask them for a new one. If you remember your password, you can{' '}
            <Link asChild color="brand.fg" fontWeight="600" textDecoration="underline">
              <RouterLink to={paths.auth}>sign in</RouterLink>
            </Link>
            .
          </Text>
        </Stack>
      </Card>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = check(passwordResetFormSchema);
    if (!parsed) return;
    reset.mutate(
      { token, newPassword: parsed.newPassword },
      {
        onError: (err) => {
          const { field, message } = formError(err);
          setErrors({ [field === 'newPassword' ? field : 'form']: message });
        },
      },
    );
  };

  return (
    <Card>
      <Heading as="h1" size="2xl" mb="2">
        Choose a new password
      </Heading>
      <Text color="fg.muted" mb="6">
        This link works once, for an hour after it was made. Afterwards you sign in with the new password on
        every device.
      </Text>
      <Stack asChild gap="4">
        <form onSubmit={submit} noValidate aria-label="Choose a new password">
          <NewPasswordFields values={values} errors={errors} set={set} disabled={pending} />
          <FormAlert message={errors.form} />
          <Button type="submit" colorPalette="brand" size="lg" loading={pending} loadingText="Saving...">
            Set new password
          </Button>
        </form>
      </Stack>
    </Card>
  );
}
