/** The daily added-sugar limits by age (spec section 9), one card per age group. */
import { Badge, Box, Card, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Ban } from 'lucide-react';
import { DAILY_SUGAR_LIMITS, type DailySugarLimit } from '@shared/content/sugar';
import { SugarSection } from './sugar-section';

function teaspoonText(teaspoons: number): string {
  return `${teaspoons} teaspoon${teaspoons === 1 ? '' : 's'}`;
}

function LimitCard({ limit }: { limit: DailySugarLimit }) {
  // The youngest group is the one this app is for, and its answer is the strictest: peach to stand out.
  const none = limit.grams === 0;
  return (
    <Card.Root
      as="article"
      variant="outline"
      bg="bg.panel"
      borderRadius="2xl"
      colorPalette={none ? 'peach' : 'brand'}
      borderTopWidth="4px"
      borderTopColor="colorPalette.solid"
      data-testid="sugar-limit"
    >
      <Card.Body gap="3" p={{ base: '5', md: '6' }}>
        <Heading as="h3" size="lg">
          {limit.ageGroup}
        </Heading>
        <Flex align="baseline" gap="3" wrap="wrap">
          <Text
            fontSize={{ base: '4xl', md: '5xl' }}
            fontWeight="800"
            lineHeight="1"
            color="colorPalette.fg"
            letterSpacing="-0.03em"
          >
            {limit.grams}&nbsp;g
          </Text>
          {none ? (
            <Badge colorPalette="peach" variant="solid" size="lg">
              <Ban size={14} aria-hidden="true" /> No added sugar
            </Badge>
          ) : (
            <Badge colorPalette="brand" variant="subtle" size="lg">
              {teaspoonText(limit.teaspoons)}
            </Badge>
          )}
        </Flex>
        <Text fontWeight="600">{limit.label}</Text>
        <Text color="fg.muted" lineHeight="1.7">
          {limit.explanation}
        </Text>
        <Box mt="auto" pt="2" borderTopWidth="1px">
          <Text fontSize="xs" color="fg.muted">
            Source: {limit.source}
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

export function DailyLimits() {
  return (
    <SugarSection
      id="daily-limits"
      title="Daily Added Sugar Limits"
      intro={'How much added sugar a day, at most, by age. One teaspoon of sugar weighs about 4\u00a0g.'}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '4', md: '6' }}>
        {DAILY_SUGAR_LIMITS.map((limit) => (
          <LimitCard key={limit.ageGroup} limit={limit} />
        ))}
      </SimpleGrid>
    </SugarSection>
  );
}
