/**
 * /auth: sign in and create an account, in two tabs (action=register opens the
 * second). A signed-in person is sent on to the redirect address or home.
 */
import { Box, Button, Container, Grid, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { CalendarCheck, Heart, MessageCircle, Sparkles } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { loginSchema, registerFormSchema } from '@shared/schemas/user';
import { FormField } from '../../components/form-field';
import { useFormFields } from '../../lib/form';
import { paths, safeRedirect } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuth } from './auth-provider';

type Tab = 'login' | 'register';

function LoginForm({ onSwitch }: { onSwitch: () => void }) {
  const { loginMutation } = useAuth();
  const { values, errors, set, check } = useFormFields({ username: '', password: '' });
  const pending = loginMutation.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = check(loginSchema);
    if (!parsed) return;
    loginMutation.mutate(parsed);
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate aria-label="Sign in">
        <FormField
          label="Username"
          name="username"
          value={values.username}
          onChange={set('username')}
          error={errors.username}
          disabled={pending}
          autoComplete="username"
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          disabled={pending}
          autoComplete="current-password"
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={pending} loadingText="Signing in...">
          Sign In
        </Button>
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          New to SproutPlate?{' '}
          <Link as="button" color="brand.fg" fontWeight="600" onClick={onSwitch}>
            Create an account
          </Link>
        </Text>
      </form>
    </Stack>
  );
}

function RegisterForm({ onSwitch }: { onSwitch: () => void }) {
  const { registerMutation } = useAuth();
  const { values, errors, set, check } = useFormFields({
    username: '',
    email: '',
    name: '',
    password: '',
    confirmPassword: '',
  });
  const pending = registerMutation.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = check(registerFormSchema);
    if (!parsed) return;
    // confirmPassword stays on the device.
    const { confirmPassword: _confirm, ...request } = parsed;
    registerMutation.mutate(request);
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate aria-label="Create an account">
        <FormField
          label="Username"
          name="username"
          value={values.username}
          onChange={set('username')}
          error={errors.username}
          disabled={pending}
          autoComplete="username"
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          disabled={pending}
          autoComplete="email"
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
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          disabled={pending}
          autoComplete="new-password"
          helper="At least 8 characters."
        />
        <FormField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
          disabled={pending}
          autoComplete="new-password"
        />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={pending}
          loadingText="Creating account..."
        >
          Create Account
        </Button>
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Already have an account?{' '}
          <Link as="button" color="brand.fg" fontWeight="600" onClick={onSwitch}>
            Sign in
          </Link>
        </Text>
      </form>
    </Stack>
  );
}

const BENEFITS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <Heart />,
    title: 'Save favourite recipes',
    text: 'Keep the meals your little one loves in one place.',
  },
  {
    icon: <CalendarCheck />,
    title: 'Plan the week',
    text: 'A weekly meal planner and a shopping list that works offline.',
  },
  {
    icon: <Sparkles />,
    title: 'Ask the AI assistant',
    text: 'Feeding questions answered, with safety for every age.',
  },
  {
    icon: <MessageCircle />,
    title: 'Join the community',
    text: 'Share what worked and learn from other parents.',
  },
];

function BenefitsPanel() {
  return (
    <Stack
      gap="6"
      bg="brand.solid"
      color="brand.contrast"
      borderRadius="2xl"
      p={{ base: '6', md: '10' }}
      justify="center"
    >
      <Heading as="h2" size="2xl">
        Feeding little ones, made simple
      </Heading>
      <Stack as="ul" gap="5" listStyleType="none">
        {BENEFITS.map((b) => (
          <HStack as="li" key={b.title} align="flex-start" gap="4">
            <Box flexShrink="0" bg="whiteAlpha.300" borderRadius="full" p="2.5" aria-hidden="true">
              {b.icon}
            </Box>
            <Box>
              <Text fontWeight="700">{b.title}</Text>
              <Text opacity="0.9" fontSize="sm">
                {b.text}
              </Text>
            </Box>
          </HStack>
        ))}
      </Stack>
      <Box as="figure" bg="whiteAlpha.200" borderRadius="xl" p="5">
        <Text as="blockquote" fontStyle="italic">
          “The planner and shopping list changed our Sundays. I shop with the list on my phone, even where
          there&apos;s no signal, and my daughter finally eats her greens.”
        </Text>
        <Text as="figcaption" mt="3" fontWeight="700" fontSize="sm">
          Priya, mum of an 18-month-old
        </Text>
      </Box>
    </Stack>
  );
}

export function AuthPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('action') === 'register' ? 'register' : 'login';
  const headingId = useId();
  useDocumentTitle(tab === 'register' ? 'Create an account' : 'Sign in');

  if (user) return <Navigate to={safeRedirect(params.get('redirect'), paths.home)} replace />;

  const switchTo = (next: Tab) => {
    const p = new URLSearchParams(params);
    if (next === 'register') p.set('action', 'register');
    else p.delete('action');
    setParams(p, { replace: true });
  };

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '8', lg: '12' }}>
        <Box bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '8' }} boxShadow="sm">
          <Heading as="h1" size="2xl" mb="2" id={headingId}>
            {tab === 'register' ? 'Create your account' : 'Welcome back'}
          </Heading>
          <Text color="fg.muted" mb="6">
            {tab === 'register'
              ? 'Join SproutPlate to save recipes, plan meals and ask the assistant.'
              : 'Sign in to your SproutPlate account.'}
          </Text>
          <Tabs.Root
            value={tab}
            onValueChange={(e) => switchTo(e.value as Tab)}
            variant="enclosed"
            fitted
            aria-labelledby={headingId}
          >
            <Tabs.List mb="6">
              <Tabs.Trigger value="login">Sign In</Tabs.Trigger>
              <Tabs.Trigger value="register">Register</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              <LoginForm onSwitch={() => switchTo('register')} />
            </Tabs.Content>
            <Tabs.Content value="register">
              <RegisterForm onSwitch={() => switchTo('login')} />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
        <BenefitsPanel />
      </Grid>
    </Container>
  );
}
