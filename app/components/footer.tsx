import { Box, Container, Flex, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from './social-icons';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../lib/paths';
import { Logo } from './logo';

const COLUMNS = [
  {
    title: 'Explore',
    links: [
      { label: 'Recipes', to: paths.recipes },
      { label: 'First Foods Guide', to: paths.foods },
      { label: 'Feeding Guides', to: paths.guides },
      { label: 'Sugar Board', to: paths.sugarBoard },
      { label: 'Meal Planner', to: paths.mealPlan },
      { label: 'My Children', to: paths.children },
      { label: 'AI Assistant', to: paths.chatbot },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'Nutrition Tips', to: paths.nutritionTips },
      { label: 'Community', to: paths.community },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Create an Account', to: paths.register },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms of Service', to: paths.terms },
    ],
  },
] as const;

const SOCIAL = [
  { label: 'SproutPlate on Instagram', href: 'https://www.instagram.com/sproutplate', Icon: InstagramIcon },
  { label: 'SproutPlate on Facebook', href: 'https://www.facebook.com/sproutplate', Icon: FacebookIcon },
  { label: 'SproutPlate on YouTube', href: 'https://www.youtube.com/@sproutplate', Icon: YoutubeIcon },
  { label: 'Email SproutPlate', href: 'mailto:hello@sproutplate.app', Icon: Mail },
] as const;

export function Footer() {
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" mt="16" className="no-print">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', md: '2fr 1fr 1fr 1fr' }} gap="8">
          <Stack gap="4" maxW="xs">
            <Logo />
            <Text color="fg.muted" fontSize="sm">
              Age-appropriate recipes, expert tips and a weekly planner for feeding children from birth to 5
              years. Works in the kitchen and the supermarket, even offline.
            </Text>
            <HStack gap="1">
              {SOCIAL.map(({ label, href, Icon }) => (
                <Link
                  key={href}
                  href={href}
                  aria-label={label}
                  title={label}
                  p="2"
                  borderRadius="md"
                  color="fg.muted"
                  _hover={{ color: 'brand.fg', bg: 'bg.muted' }}
                  target={href.startsWith('http') ? '_blank' : undefined}
                  rel="noopener noreferrer"
                >
                  <Icon size={20} aria-hidden="true" />
                </Link>
              ))}
            </HStack>
          </Stack>
          {COLUMNS.map((col) => (
            <Stack as="nav" aria-label={col.title} key={col.title} gap="3">
              <Heading as="h2" size="sm">
                {col.title}
              </Heading>
              {col.links.map((l) => (
                <Link asChild key={l.to} color="fg.muted" fontSize="sm" _hover={{ color: 'brand.fg' }}>
                  <RouterLink to={l.to}>{l.label}</RouterLink>
                </Link>
              ))}
            </Stack>
          ))}
        </Grid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          direction={{ base: 'column', md: 'row' }}
          gap="3"
          justify="space-between"
          fontSize="sm"
          color="fg.muted"
        >
          <Text>© {new Date().getFullYear()} SproutPlate. All rights reserved.</Text>
          <HStack gap="4">
            <Link asChild color="fg.muted">
              <RouterLink to={paths.privacy}>Privacy</RouterLink>
            </Link>
            <Link asChild color="fg.muted">
              <RouterLink to={paths.terms}>Terms</RouterLink>
            </Link>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
