/** /nutrition-tips: every expert tip, linked from the home page's 'View All'. */
import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { Bot, Lightbulb } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { TIP_SKELETONS } from '@shared/constants';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState } from '../../components/state-message';
import { useNutritionTips } from '../../lib/catalog-queries';
import { paths } from '../../lib/paths';
import { TipCard, TipCardSkeleton } from '../../components/tip-card';

/** Cards of very different lengths: CSS columns pack them without ragged gaps. */
const columnStyles = { columnCount: { base: 1, md: 2, xl: 3 }, columnGap: '6' } as const;

export function NutritionTipsPage() {
  const { data, isLoading, isError } = useNutritionTips();
  const tips = data ?? [];

  return (
    <>
      <PageHeader
        title="Nutrition Tips"
        subtitle="Short, practical advice from pediatric dietitians, doctors and feeding specialists, for every stage from first tastes to preschool."
      />
      {/* No bottom padding: the footer's top margin is the gap below. */}
      <Container maxW="7xl" px={{ base: '4', md: '6' }} pt={{ base: '8', md: '12' }}>
        {isLoading ? (
          <Box {...columnStyles} aria-busy="true">
            {Array.from({ length: TIP_SKELETONS }, (_, i) => (
              <Box key={i} mb="6" breakInside="avoid">
                <TipCardSkeleton />
              </Box>
            ))}
          </Box>
        ) : isError ? (
          <ErrorState>Failed to load nutrition tips. Please try again later.</ErrorState>
        ) : tips.length === 0 ? (
          <EmptyState icon={<Lightbulb size={32} />}>No nutrition tips available yet.</EmptyState>
        ) : (
          <Box as="ul" listStyleType="none" m="0" p="0" {...columnStyles} data-testid="tips-list">
            {tips.map((tip) => (
              <Box as="li" key={tip.id} mb="6" breakInside="avoid">
                <TipCard tip={tip} />
              </Box>
            ))}
          </Box>
        )}

        <Flex
          mt={{ base: '4', md: '8' }}
          p={{ base: '6', md: '8' }}
          borderRadius="2xl"
          bg="peach.subtle"
          borderWidth="1px"
          borderColor="peach.muted"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'flex-start', md: 'center' }}
          justify="space-between"
          gap="4"
        >
          <Box>
            <Heading as="h2" size="lg">
              Have a question these tips don&apos;t answer?
            </Heading>
            <Text color="fg.muted" mt="1">
              Ask our AI Nutrition Assistant about your own child, any time of day.
            </Text>
          </Box>
          <Button asChild colorPalette="peach" size="lg" flexShrink={0}>
            <RouterLink to={paths.chatbot}>
              <Bot aria-hidden="true" /> Ask AI Assistant
            </RouterLink>
          </Button>
        </Flex>
      </Container>
    </>
  );
}
