/**
 * The daily added-sugar limits by age (spec section 9), one card per age group. Once the page is
 * hydrated and a child is chosen on this device, their limit is highlighted and named
 * ("Maya, 2 years: Less than 25 g (6 teaspoons) a day"); the page the server renders names nobody.
 */
import { Badge, Box, Card, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Ban, Baby } from 'lucide-react';
import { DAILY_SUGAR_LIMITS, type DailySugarLimit } from '@shared/content/sugar';
import { SUGAR_LIMIT_GROUPS } from '@shared/lib/chosen-child-age';
import { useChosenChildAge } from '../../lib/chosen-child-later';
import { SugarSection } from './sugar-section';

function teaspoonText(teaspoons: number): string {
  return `${teaspoons} teaspoon${teaspoons === 1 ? '' : 's'}`;
}

function LimitCard({ limit, childLabel }: { limit: DailySugarLimit; childLabel?: string | undefined }) {
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
      outline={childLabel ? '3px solid' : undefined}
      outlineColor="colorPalette.solid"
      outlineOffset="-1px"
      data-testid="sugar-limit"
      data-chosen-child={childLabel ? 'true' : undefined}
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
        {childLabel ? (
          <Flex as="p" gap="2" align="flex-start" fontWeight="700" color="colorPalette.fg">
            <Box as="span" flexShrink="0" mt="0.5">
              <Baby size={18} aria-hidden="true" />
            </Box>
            <span>
              {childLabel}: {limit.label}
            </span>
          </Flex>
        ) : (
          <Text fontWeight="600">{limit.label}</Text>
        )}
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
  const child = useChosenChildAge();
  const childsLimit = child ? SUGAR_LIMIT_GROUPS[child.sugarLimit] : undefined;
  return (
    <SugarSection
      id="daily-limits"
      title="Daily Added Sugar Limits"
      intro={'How much added sugar a day, at most, by age. One teaspoon of sugar weighs about 4\u00a0g.'}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '4', md: '6' }}>
        {DAILY_SUGAR_LIMITS.map((limit) => (
          <LimitCard
            key={limit.ageGroup}
            limit={limit}
            childLabel={limit.ageGroup === childsLimit ? child?.label : undefined}
          />
        ))}
      </SimpleGrid>
    </SugarSection>
  );
}
