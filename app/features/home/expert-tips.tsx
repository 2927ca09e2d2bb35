import { SimpleGrid } from '@chakra-ui/react';
import { Lightbulb } from 'lucide-react';
import { TIP_SKELETONS } from '@shared/constants';
import { EmptyState, ErrorState } from '../../components/state-message';
import { useNutritionTips } from '../../lib/catalog-queries';
import { paths } from '../../lib/paths';
import { TipCard, TipCardSkeleton } from '../../components/tip-card';
import { HomeSection, SectionHeading } from './section';

const HOME_TIPS = 3;

export function ExpertTips() {
  const { data, isLoading, isError } = useNutritionTips();
  const tips = data?.slice(0, HOME_TIPS) ?? [];
  const columns = { base: 1, md: 3 };

  return (
    <HomeSection id="expert-tips" bg="subtle">
      <SectionHeading
        id="expert-tips"
        title="Expert Nutrition Tips"
        subtitle="Short, trustworthy advice from pediatric dietitians, doctors and feeding specialists."
        link={{ to: paths.nutritionTips, label: 'View All', srLabel: 'nutrition tips' }}
      />
      {isLoading ? (
        <SimpleGrid columns={columns} gap={{ base: '5', md: '6' }} aria-busy="true">
          {Array.from({ length: TIP_SKELETONS }, (_, i) => (
            <TipCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : isError ? (
        <ErrorState>Failed to load nutrition tips. Please try again later.</ErrorState>
      ) : tips.length === 0 ? (
        <EmptyState icon={<Lightbulb size={32} />}>No nutrition tips available yet.</EmptyState>
      ) : (
        <SimpleGrid columns={columns} gap={{ base: '5', md: '6' }}>
          {tips.map((tip) => (
            <TipCard key={tip.id} tip={tip} compact headingLevel="h3" />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
