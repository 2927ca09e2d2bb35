import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AGE_GROUPS, type AgeGroup } from '@shared/enums';
import { ageHref } from './search-query';
import { HomeSection, SectionHeading } from './section';

/** A line under each age so a parent can tell at a glance which stage is theirs. */
const AGE_HINTS: Record<AgeGroup, string> = {
  '0-6 months': 'First tastes',
  '6-12 months': 'Purees to finger foods',
  '1-2 years': 'Joining family meals',
  '2-3 years': 'Little independent eaters',
  '3-5 years': 'Preschool plates',
};

export function BrowseByAge() {
  return (
    <HomeSection id="browse-by-age" py={{ base: '8', md: '10' }}>
      <SectionHeading id="browse-by-age" title="Browse by Age" />
      <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="3">
        {AGE_GROUPS.map((age, i) => (
          <Button
            key={age}
            asChild
            variant="outline"
            colorPalette={i % 2 === 0 ? 'brand' : 'peach'}
            bg="bg.panel"
            h="auto"
            minH="20"
            py="4"
            px="3"
            flexDirection="column"
            alignItems="center"
            gap="1"
            whiteSpace="normal"
            borderRadius="xl"
            gridColumn={i === AGE_GROUPS.length - 1 ? { base: 'span 2', sm: 'auto' } : undefined}
            _hover={{ bg: 'colorPalette.subtle', borderColor: 'colorPalette.solid' }}
          >
            <RouterLink to={ageHref(age)}>
              <Text as="span" fontSize="lg" fontWeight="700" color="colorPalette.fg">
                {age}
              </Text>
              {/* Keeps the two lines apart when a screen reader reads the link as one name. */}
              <Box as="span" srOnly>
                ,{' '}
              </Box>
              <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted" textAlign="center">
                {AGE_HINTS[age]}
              </Text>
            </RouterLink>
          </Button>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
