/**
 * /account: the signed-in person's control over their account. Their details (email and
 * name), their password (every other device is signed out when it changes), a download of
 * everything SproutPlate's server holds about them, and deleting the account.
 */
import { Box, Button, Container, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Database, Download, KeyRound, Trash2, UserRound } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  accountDeleteSchema,
  accountPatchSchema,
  DELETE_CONFIRMATION,
  passwordChangeFormSchema,
} from '@shared/schemas/account';
import type { PublicUser } from '@shared/schemas/user';
import { PageHeader } from '../../components/page-header';
import { useFormFields } from '../../lib/form';
import { paths } from '../../lib/paths';
import { notify } from '../../lib/toaster';
import { useAuth } from '../auth/auth-provider';
import { FormAlert, FormField } from '../../components/form-field';
import { NewPasswordFields } from './new-password-fields';
import { useChangePassword } from './data/change-password';
import { useDeleteAccount } from './data/delete-account';
import { useDownloadMyData } from './data/download-data';
import { formError } from './data/server-error';
import { useUpdateProfile } from './data/update-profile';
function Section({
  icon,
  title,
  intro,
  danger,
  children,
}: {
  icon: ReactNode;
  title: string;
  intro: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.panel"
      borderWidth="1px"
      borderColor={danger ? 'border.error' : 'border'}
      borderRadius="2xl"
      p={{ base: '5', md: '7' }}
      boxShadow="xs"
    >
      <HStack gap="3" mb="2" color={danger ? 'fg.error' : 'brand.fg'}>
        <Box aria-hidden="true" display="inline-flex">
          {icon}
        </Box>
        <Heading as="h2" size="lg" id={headingId} color="fg">
          {title}
        </Heading>
      </HStack>
      <Text color="fg.muted" mb="5">
        {intro}
      </Text>
      {children}
    </Box>
  );
}

/** The failure of a whole form (offline, a server error), above its button. */
function DetailsForm({ user }: { user: PublicUser }) {
  const { values, setValues, errors, setErrors, set, check } = useFormFields({
    email: user.email ?? '',
    name: user.name ?? '',
  });
  const update = useUpdateProfile();
  const pending = update.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = check(accountPatchSchema);
    if (!parsed) return;
    update.mutate(parsed, {
      onSuccess: (saved) => {
        setValues({ email: saved.email ?? '', name: saved.name ?? '' });
        notify('Details saved', 'Your email and name are up to date.');
      },
      onError: (err) => {
        const { field, message } = formError(err);
        setErrors({ [field ?? 'form']: message });
      },
    });
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate aria-label="Your details">
        <Text fontSize="sm">
          Username:{' '}
          <Text as="span" fontWeight="700" data-testid="account-page-username">
            {user.username}
          </Text>{' '}
          <Text as="span" color="fg.muted">
            (it can&apos;t be changed)
          </Text>
        </Text>
        <FormField
          label="Email"
          name="email"
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          disabled={pending}
          autoComplete="email"
          optional
          helper="Leave it empty to remove it."
        />
        <FormField
          label="Name"
          name="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          disabled={pending}
          autoComplete="name"
          optional
          helper="Shown with your community posts."
        />
        <FormAlert message={errors.form} />
        <Box>
          <Button type="submit" colorPalette="brand" loading={pending} loadingText="Saving...">
            Save details
          </Button>
        </Box>
      </form>
    </Stack>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm({ user }: { user: PublicUser }) {
  const { values, setValues, errors, setErrors, set, check } = useFormFields(EMPTY_PASSWORDS);
  const change = useChangePassword();
  const pending = change.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = check(passwordChangeFormSchema);
    if (!parsed) return;
    // The confirmation stays on the device.
    const { currentPassword, newPassword } = parsed;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY_PASSWORDS);
          notify('Password changed', 'You are still signed in here; every other device has been signed out.');
        },
        onError: (err) => {
          const { field, message } = formError(err);
          setErrors({ [field ?? 'form']: message });
        },
      },
    );
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate aria-label="Change password">
        {/* For password managers: whose password this is. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={user.username} />
        <FormField
          label="Current password"
          name="currentPassword"
          type="password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
          disabled={pending}
          autoComplete="current-password"
        />
        <NewPasswordFields values={values} errors={errors} set={set} disabled={pending} />
        <FormAlert message={errors.form} />
        <Box>
          <Button type="submit" colorPalette="brand" loading={pending} loadingText="Changing password...">
            Change password
          </Button>
        </Box>
      </form>
    </Stack>
  );
}

function DataDownload() {
  const download = useDownloadMyData();
  const [error, setError] = useState<string>();
  return (
    <Stack gap="4">
      <FormAlert message={error} />
      <Box>
        <Button
          colorPalette="brand"
          variant="outline"
          loading={download.isPending}
          loadingText="Preparing your file..."
          onClick={() => {
            setError(undefined);
            download.mutate(undefined, {
              onSuccess: (name) => notify('Your data is downloading', `Look for ${name} in your downloads.`),
              onError: (err) => setError(formError(err).message),
            });
          }}
        >
          <Download /> Download my data
        </Button>
      </Box>
    </Stack>
  );
}

function DeleteAccountForm({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const { values, errors, setErrors, set, check } = useFormFields({ password: '', confirm: '' });
  const remove = useDeleteAccount({
    onDeleted: async () => {
      // Home first: this screen's guard, seeing nobody signed in while it is being left, stays
      // quiet (components/guards.tsx) instead of sending the person to sign in.
      void navigate(paths.home, { replace: true });
      notify('Your account has been deleted', 'Everything SproutPlate held about you has been removed.');
    },
  });
  const pending = remove.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = check(accountDeleteSchema);
    if (!parsed) return;
    remove.mutate(parsed, {
      onError: (err) => {
        const { field, message } = formError(err);
        setErrors({ [field ?? 'form']: message });
      },
    });
  };

  return (
    <Stack gap="5">
      <Box>
        <Text fontWeight="600" mb="2">
          Deleting your account removes, for good:
        </Text>
        <List.Root ps="5" gap="1" color="fg.muted">
          <List.Item>your account ({user.username}), your email and name;</List.Item>
          <List.Item>your saved recipes;</List.Item>
          <List.Item>
            your community posts and comments, with the pictures and videos you shared and the replies others
            wrote under your posts;
          </List.Item>
          <List.Item>your likes, bookmarks and follows (other people&apos;s counts are corrected);</List.Item>
          <List.Item>your children, and every food and reaction you logged for them;</List.Item>
          <List.Item>your newsletter subscription, if it uses your account&apos;s email;</List.Item>
          <List.Item>every signed-in session, on every device.</List.Item>
        </List.Root>
        <Text mt="3" color="fg.muted">
          It can&apos;t be undone. You may want to download your data first. See the{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={paths.privacy}>Privacy Policy</RouterLink>
          </Link>{' '}
          for what we keep and why.
        </Text>
      </Box>
      <Stack asChild gap="4">
        <form onSubmit={submit} noValidate aria-label="Delete account">
          <input type="text" name="username" autoComplete="username" hidden readOnly value={user.username} />
          <FormField
            label="Your password"
            name="password"
            type="password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            disabled={pending}
            autoComplete="current-password"
          />
          <FormField
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            name="confirm"
            value={values.confirm}
            onChange={set('confirm')}
            error={errors.confirm}
            disabled={pending}
            autoComplete="off"
          />
          <FormAlert message={errors.form} />
          <Box>
            <Button type="submit" colorPalette="red" loading={pending} loadingText="Deleting your account...">
              <Trash2 /> Delete my account
            </Button>
          </Box>
        </form>
      </Stack>
    </Stack>
  );
}

export function AccountPage() {
  const { user } = useAuth();
  // RequireUser renders this page only for someone signed in.
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="Your account"
        subtitle="Your details, your password, and everything SproutPlate keeps about you: download it or delete it."
      />
      <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
        <Stack gap={{ base: '5', md: '7' }}>
          <Section
            icon={<UserRound />}
            title="Your details"
            intro="Both are optional. Your email is seen only by SproutPlate's admins, never by other members."
          >
            <DetailsForm user={user} />
          </Section>
          <Section
            icon={<KeyRound />}
            title="Change password"
            intro="You stay signed in on this device. Every other device is signed out and needs the new password."
          >
            <PasswordForm user={user} />
          </Section>
          <Section
            icon={<Database />}
            title="Your data"
            intro="A file (JSON) with everything SproutPlate's server holds about you: your account, saved recipes, posts, comments, likes, bookmarks, follows, uploads, and your children with the foods they tried. Meal plans and shopping lists stay on your device and are not in it."
          >
            <DataDownload />
          </Section>
          <Section
            icon={<Trash2 />}
            title="Delete account"
            intro="Your account and everything stored with it, removed from SproutPlate's server."
            danger
          >
            <DeleteAccountForm user={user} />
          </Section>
        </Stack>
      </Container>
    </>
  );
}
