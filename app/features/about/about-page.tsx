/**
 * /about: who is behind SproutPlate (the nutrition division of a parenting-advice
 * brand), why early nutrition matters, the medical advisers, the approach and
 * the calls to join. Adviser details come from shared/content/advisers.ts.
 */
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Grid,
  Heading,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  Baby,
  BookOpenCheck,
  Brain,
  ChefHat,
  HeartHandshake,
  Salad,
  Sprout,
  UserPlus,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ADVISERS, type Adviser } from '@shared/content/advisers';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../lib/paths';

/** The parent brand; one place, so a rename is one line. */
const PARENT_BRAND = 'Little Steps Parenting';

interface Point {
  icon: LucideIcon;
  title: string;
  text: string;
}

const WHY_IT_MATTERS: readonly Point[] = [
  {
    icon: Brain,
    title: 'The fastest growth of a lifetime',
    text:
      'A child grows faster in the first five years than at any time after. Iron, healthy fats ' +
      'and protein from everyday meals feed that growth, body and brain.',
  },
  {
    icon: Salad,
    title: 'Iron runs low around six months',
    text:
      'The iron a baby is born with starts to run out at about six months, which is why first ' +
      'foods should include something iron-rich every day.',
  },
  {
    icon: Utensils,
    title: 'Tastes are learned',
    text:
      'Many toddlers need 10 to 15 tries before they accept a new food. Calm, repeated tastes ' +
      'of many flavours early on build a more adventurous eater.',
  },
  {
    icon: HeartHandshake,
    title: 'Habits that last',
    text:
      'Shared family meals, regular routines and little added sugar in the early years shape ' +
      'how children eat for years to come.',
  },
];

const APPROACH: readonly (Point & { palette: 'brand' | 'peach' | 'purple' })[] = [
  {
    icon: BookOpenCheck,
    palette: 'brand',
    title: 'Evidence-based',
    text:
      'Our advice follows current pediatric and public-health guidance, and our advisers review ' +
      'it. When the evidence changes, so do we.',
  },
  {
    icon: Baby,
    palette: 'peach',
    title: 'Age-appropriate',
    text:
      'Every recipe is tagged for an age range, from smooth first purees to preschool plates, ' +
      'with textures, portions and safety notes to match.',
  },
  {
    icon: ChefHat,
    palette: 'purple',
    title: 'Practical',
    text:
      'Real kitchens, real budgets, real tiredness: short ingredient lists, batch-friendly meals ' +
      'and a planner that works even without signal.',
  },
];

function Section({
  id,
  title,
  intro,
  children,
  bg,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  bg?: string;
}) {
  return (
    <Box as="section" aria-labelledby={id} py={{ base: '10', md: '16' }} bg={bg}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="2" mb={{ base: '6', md: '10' }} maxW="3xl">
          <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
            {title}
          </Heading>
          {intro && (
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <Flex
      boxSize="12"
      borderRadius="xl"
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      align="center"
      justify="center"
      flexShrink={0}
      aria-hidden="true"
    >
      <Icon size={24} />
    </Flex>
  );
}

function AdviserCard({ adviser }: { adviser: Adviser }) {
  const palette = adviser.specialty === 'pediatrics' ? 'brand' : 'peach';
  return (
    <Card.Root
      as="article"
      variant="outline"
      bg="bg.panel"
      borderRadius="2xl"
      colorPalette={palette}
      data-testid="adviser-card"
    >
      <Card.Body p={{ base: '6', md: '8' }}>
        <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '4', sm: '6' }} align="flex-start">
          <Image
            src={adviser.imageUrl}
            alt={`Illustrated portrait of ${adviser.name}`}
            width="400"
            height="400"
            boxSize={{ base: '24', md: '28' }}
            borderRadius="full"
            borderWidth="4px"
            borderColor="colorPalette.muted"
            bg="colorPalette.subtle"
            flexShrink={0}
            loading="lazy"
            decoding="async"
          />
          <Stack gap="2">
            <Badge variant="subtle" alignSelf="flex-start">
              {adviser.role}
            </Badge>
            <Heading as="h3" size="xl">
              {adviser.name}
            </Heading>
            <Text fontWeight="600" color="colorPalette.fg" fontSize="sm">
              {adviser.credentials}
            </Text>
            <Text color="fg.muted" lineHeight="1.7">
              {adviser.bio}
            </Text>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

export function AboutPage() {
  return (
    <>
      <PageHeader
        title="About SproutPlate"
        subtitle={`The nutrition division of ${PARENT_BRAND}: helping families raise happy, healthy eaters, from first tastes to preschool.`}
      />

      <Box as="section" aria-labelledby="who-we-are" py={{ base: '10', md: '16' }}>
        <Container maxW="7xl" px={{ base: '4', md: '6' }}>
          <Grid
            templateColumns={{ base: '1fr', lg: '3fr 2fr' }}
            gap={{ base: '8', lg: '14' }}
            alignItems="center"
          >
            <Stack gap="4">
              <Heading as="h2" id="who-we-are" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
                Who We Are
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.8">
                {PARENT_BRAND} has helped families through sleepless nights, first steps and first days at
                nursery. The questions parents asked us most were about food: when to start, what to offer,
                how much is enough, and what to do when a toddler says no to everything green.
              </Text>
              <Text fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.8" color="fg.muted">
                So we gave feeding a home of its own. SproutPlate brings together age-appropriate recipes,
                expert tips, a weekly meal planner and an AI assistant, reviewed by medical advisers and built
                to work on your phone in the kitchen or the supermarket, even offline.
              </Text>
            </Stack>
            <Card.Root variant="subtle" bg="brand.subtle" borderRadius="2xl" colorPalette="brand">
              <Card.Body p={{ base: '6', md: '8' }} gap="4">
                {/* Peach, so the tile stands out on the green card. */}
                <Box colorPalette="peach">
                  <IconTile icon={Sprout} />
                </Box>
                <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="600" lineHeight="1.6">
                  &ldquo;Every parent deserves calm, trustworthy feeding advice, without judgement and without
                  a paywall.&rdquo;
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  The SproutPlate team, part of {PARENT_BRAND}
                </Text>
              </Card.Body>
            </Card.Root>
          </Grid>
        </Container>
      </Box>

      <Section
        id="why-nutrition-matters"
        title="Why Early Nutrition Matters"
        intro="What children eat from birth to five lays the groundwork for how they grow, learn and feel about food."
        bg="bg.subtle"
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '5', md: '6' }}>
          {WHY_IT_MATTERS.map((point) => (
            <Card.Root
              key={point.title}
              variant="outline"
              bg="bg.panel"
              borderRadius="xl"
              colorPalette="brand"
            >
              <Card.Body gap="3" p="6">
                <IconTile icon={point.icon} />
                <Heading as="h3" size="md">
                  {point.title}
                </Heading>
                <Text color="fg.muted">{point.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      <Section
        id="medical-advisers"
        title="Our Medical Advisers"
        intro="Two specialists check what we publish, so the advice you read here is advice you can act on."
      >
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', md: '6' }}>
          {ADVISERS.map((adviser) => (
            <AdviserCard key={adviser.id} adviser={adviser} />
          ))}
        </SimpleGrid>
      </Section>

      <Section
        id="our-approach"
        title="Our Approach"
        intro="Three promises behind every recipe, tip and answer."
        bg="bg.subtle"
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '5', md: '6' }}>
          {APPROACH.map((point) => (
            <Card.Root
              key={point.title}
              variant="outline"
              bg="bg.panel"
              borderRadius="xl"
              colorPalette={point.palette}
              borderTopWidth="4px"
              borderTopColor="colorPalette.solid"
            >
              <Card.Body gap="3" p="6">
                <IconTile icon={point.icon} />
                <Heading as="h3" size="lg">
                  {point.title}
                </Heading>
                <Text color="fg.muted">{point.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      {/* No bottom padding: the footer's top margin is the gap below. */}
      <Box as="section" aria-labelledby="join-us" pt={{ base: '10', md: '16' }}>
        <Container maxW="5xl" px={{ base: '4', md: '6' }}>
          <Stack
            align="center"
            textAlign="center"
            gap="5"
            px={{ base: '6', md: '12' }}
            py={{ base: '10', md: '14' }}
            borderRadius="3xl"
            bgGradient="to-br"
            gradientFrom="brand.subtle"
            gradientTo="peach.subtle"
            borderWidth="1px"
          >
            <Heading as="h2" id="join-us" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
              Join the SproutPlate Family
            </Heading>
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
              Create a free account to save recipes, plan your week and chat with the assistant, or start
              exploring age-appropriate recipes right now.
            </Text>
            <Flex direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
              <Button asChild colorPalette="brand" size="lg">
                <RouterLink to={paths.auth}>
                  <UserPlus aria-hidden="true" /> Create an Account
                </RouterLink>
              </Button>
              <Button asChild variant="outline" size="lg" bg="bg.panel">
                <RouterLink to={paths.recipes}>
                  <Utensils aria-hidden="true" /> Explore Recipes
                </RouterLink>
              </Button>
            </Flex>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
