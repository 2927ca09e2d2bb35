import {
  Box,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Lightbulb } from 'lucide-react';
import { TIP_SKELETONS } from '@shared/constants';
import type { NutritionTip } from '@shared/schemas/catalog';
import { EmptyState, ErrorState } from '../../components/state-message';
import { useNutritionTips } from '../../lib/catalog-queries';
import { TIP_PALETTE } from '../../lib/labels';
import { paths } from '../../lib/paths';
import { ExpertAvatar } from './expert-avatar';
import { HomeSection, SectionHeading } from './section';

const HOME_TIPS = 3;

function TipCard({ tip }: { tip: NutritionTip }) {
  return (
    <Card.Root
      as="article"
      colorPalette={TIP_PALETTE[tip.tipType]}
      variant="outline"
      bg="bg.panel"
      borderRadius="xl"
      borderTopWidth="4px"
      borderTopColor="colorPalette.solid"
      data-testid="tip-card"
      data-tip-type={tip.tipType}
    >
      <Card.Body gap="3" p="6">
        <Box
          boxSize="10"
          borderRadius="lg"
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          display="flex"
          alignItems="center"
          justifyContent="center"
          aria-hidden="true"
        >
          <Lightbulb size={20} />
        </Box>
        <Heading as="h3" size="lg" lineHeight="1.3">
          {tip.title}
        </Heading>
        <Text color="fg.muted" lineClamp={5}>
          {tip.content}
        </Text>
      </Card.Body>
      <Card.Footer px="6" pb="6" pt="0">
        <HStack gap="3" pt="4" borderTopWidth="1px" w="full">
          <ExpertAvatar name={tip.expertName} src={tip.expertImageUrl} />
          <Stack gap="0" minW="0">
            <Text fontWeight="700" fontSize="sm">
              {tip.expertName}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {tip.expertTitle}
            </Text>
          </Stack>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

function TipSkeleton() {
  return (
    <Card.Root variant="outline" borderRadius="xl" aria-hidden="true" data-testid="tip-skeleton">
      <Card.Body gap="4" p="6">
        <Skeleton boxSize="10" borderRadius="lg" />
        <Skeleton h="6" w="75%" />
        <SkeletonText noOfLines={4} />
        <HStack gap="3" pt="4">
          <SkeletonCircle size="12" />
          <Stack gap="2" flex="1">
            <Skeleton h="4" w="50%" />
            <Skeleton h="4" w="70%" />
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export function ExpertTips() {
  const { data, isLoading, isError } = useNutritionTips();
  const tips = data?.slice(0, HOME_TIPS) ?? [];
  const columns = { base: 1, md: 3 };

  return (
    <HomeSection id="expert-tips" bg="bg.subtle">
      <SectionHeading
        id="expert-tips"
        title="Expert Nutrition Tips"
        subtitle="Short, trustworthy advice from pediatric dietitians, doctors and feeding specialists."
        link={{ to: paths.nutritionTips, label: 'View All', srLabel: 'nutrition tips' }}
      />
      {isLoading ? (
        <SimpleGrid columns={columns} gap={{ base: '5', md: '6' }} aria-busy="true">
          {Array.from({ length: TIP_SKELETONS }, (_, i) => (
            <TipSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : isError ? (
        <ErrorState>Failed to load nutrition tips. Please try again later.</ErrorState>
      ) : tips.length === 0 ? (
        <EmptyState icon={<Lightbulb size={32} />}>No nutrition tips available yet.</EmptyState>
      ) : (
        <SimpleGrid columns={columns} gap={{ base: '5', md: '6' }}>
          {tips.map((tip) => (
            <TipCard key={tip.id} tip={tip} />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
