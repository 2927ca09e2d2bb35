import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PlainInput } from '../../components/plain-input';
import { notifyError } from '../../lib/toaster';
import { useSubscribe } from './data/subscribe';

export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe({ onSuccess: () => setEmail('') });
  const pending = subscribe.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    // The schema (and zod with it) loads on the first submit, not with the home page.
    const { newsletterSchema } = await import('@shared/schemas/catalog');
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter your email address.';
      // Blank is the spec's own case; a malformed address gets the answer the server would give, without the trip.
      if (email.trim() === '') notifyError('Email required', message);
      else notifyError('Subscription failed', message);
      return;
    }
    subscribe.mutate(parsed.data);
  };

  return (
    // No bottom padding: the footer's own top margin is the gap below.
    <Box as="section" aria-labelledby="newsletter-heading" pt={{ base: '10', md: '16' }}>
      <Container maxW="5xl" px={{ base: '4', md: '6' }}>
        <Box
          bgGradient="to-br"
          gradientFrom="brand.solid"
          gradientTo="brand.700"
          _dark={{
            gradientFrom: 'brand.900',
            gradientTo: 'brand.950',
            borderWidth: '1px',
            borderColor: 'brand.800',
          }}
          color="white"
          borderRadius="3xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '8', md: '12' }}
          position="relative"
          overflow="hidden"
        >
          <Box
            position="absolute"
            right="-16"
            top="-16"
            boxSize="64"
            borderRadius="full"
            bg="white"
            opacity="0.08"
            aria-hidden="true"
          />
          <Stack gap="4" position="relative" maxW="2xl">
            <Flex
              boxSize="12"
              borderRadius="full"
              bg="whiteAlpha.200"
              align="center"
              justify="center"
              aria-hidden="true"
            >
              <Mail size={22} />
            </Flex>
            <Heading
              as="h2"
              id="newsletter-heading"
              size={{ base: '2xl', md: '3xl' }}
              letterSpacing="-0.02em"
            >
              Weekly Ideas for Little Eaters
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
              One friendly email a week: new recipes, age-by-age feeding tips and a meal plan to try. No spam,
              unsubscribe any time.
            </Text>
            <Stack asChild direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
              <form onSubmit={(e) => void submit(e)} noValidate aria-label="Newsletter signup">
                <PlainInput
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  aria-label="Email address"
                  placeholder="Your email address"
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  disabled={pending}
                  size="lg"
                  flex={{ base: 'none', sm: '1' }}
                  bg="white"
                  color="gray.900"
                  borderColor="transparent"
                  _placeholder={{ color: 'gray.500' }}
                />
                <Button type="submit" size="lg" colorPalette="peach" disabled={pending} flexShrink={0}>
                  {pending ? 'Subscribing...' : 'Subscribe'}
                </Button>
              </form>
            </Stack>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
