import { Box, Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { ArrowRight, Search } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AGE_GROUPS, type AgeGroup } from '@shared/enums';
import { paths } from '../../lib/paths';
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
      <FirstFoodsLink />
    </HomeSection>
  );
}

/** The First Foods guide, beside the ages: "can my baby have…?" is the question parents bring. */
function FirstFoodsLink() {
  return (
    <Box
      asChild
      mt="4"
      display="flex"
      alignItems="center"
      gap="3"
      px="4"
      py="3"
      borderWidth="1px"
      borderRadius="xl"
      borderColor="brand.emphasized"
      bg="brand.subtle"
      color="fg"
      textDecoration="none"
      _hover={{ borderColor: 'brand.solid', bg: 'brand.muted' }}
    >
      <RouterLink to={paths.foods} data-testid="first-foods-link">
        <Flex
          flexShrink={0}
          boxSize="10"
          align="center"
          justify="center"
          borderRadius="full"
          bg="brand.solid"
          color="brand.contrast"
          aria-hidden="true"
        >
          <Search size={18} />
        </Flex>
        <Text as="span" flex="1" minW="0">
          <Text as="span" fontWeight="700" color="brand.fg">
            First Foods guide: can my baby have…?
          </Text>{' '}
          <Text as="span" color="fg.muted">
            Find any food by age
          </Text>
        </Text>
        <Box as="span" color="brand.fg" aria-hidden="true">
          <ArrowRight size={18} />
        </Box>
      </RouterLink>
    </Box>
  );
}
