import { Box, Button, Container, Grid, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Bot, CalendarDays, Search } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** The illustration's own size: the width/height attributes reserve its box before it loads. */
const HERO_ART = { src: '/images/home/hero-plate.svg', width: 560, height: 480 } as const;

export function HeroSection() {
  return (
    <Box
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      borderBottomWidth="1px"
      overflow="hidden"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16', lg: '20' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '1.1fr 0.9fr' }}
          gap={{ base: '8', lg: '12' }}
          alignItems="center"
        >
          <Stack gap="6" maxW="2xl">
            <Heading as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="-0.03em" lineHeight="1.05">
              Raise a Happy, Healthy Eater
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              Everything you need to start solids with confidence
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flexWrap="wrap">
              <Button asChild colorPalette="brand" size="lg">
                <RouterLink to={paths.recipes}>
                  <Search aria-hidden="true" /> Browse Recipes
                </RouterLink>
              </Button>
              <Button asChild variant="outline" size="lg" bg="bg.panel">
                <RouterLink to={paths.mealPlan}>
                  <CalendarDays aria-hidden="true" /> Create Meal Plan
                </RouterLink>
              </Button>
              <Button asChild variant="subtle" colorPalette="peach" size="lg">
                <RouterLink to={paths.chatbot}>
                  <Bot aria-hidden="true" /> Ask AI Assistant
                </RouterLink>
              </Button>
            </Stack>
          </Stack>
          <Box justifySelf="center" w="full" maxW={{ base: '340px', md: '420px', lg: '520px' }}>
            {/* Decorative: the heading says it all, so screen readers skip the picture. */}
            <Image
              src={HERO_ART.src}
              alt=""
              width={HERO_ART.width}
              height={HERO_ART.height}
              w="full"
              h="auto"
              aspectRatio={`${HERO_ART.width} / ${HERO_ART.height}`}
              fetchPriority="high"
              decoding="async"
            />
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
