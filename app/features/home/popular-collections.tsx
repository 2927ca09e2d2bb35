import { Box, Card, SimpleGrid, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import { ArrowRight, LayoutGrid } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { COLLECTION_SKELETONS } from '@shared/constants';
import type { Category } from '@shared/schemas/catalog';
import { EmptyState, ErrorState } from '../../components/state-message';
import { useCategories } from '../../lib/catalog-queries';
import { paths } from '../../lib/paths';
import { COLLECTION, COLLECTION_IMAGE_RATIO } from './collection-card-styles';
import { HomeSection, SectionHeading } from './section';

const IMAGE_RATIO = COLLECTION_IMAGE_RATIO;

/** Placeholder colours cycle so a row of picture-less collections still reads as separate cards. */
const PLACEHOLDER_GRADIENTS = [
  ['brand.200', 'peach.200'],
  ['peach.200', 'yellow.200'],
  ['teal.200', 'brand.200'],
] as const;

const collectionHref = (id: number) => `${paths.recipes}?category=${id}`;

function CollectionImage({ category, index }: { category: Category; index: number }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A picture that failed before the page was hydrated fired its error when React was not yet
  // listening: a finished picture with no width is one that failed.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (!category.imageUrl || failed) {
    const [from, to] = PLACEHOLDER_GRADIENTS[index % PLACEHOLDER_GRADIENTS.length]!;
    return (
      <Box
        aspectRatio={IMAGE_RATIO}
        bgGradient="to-br"
        gradientFrom={from}
        gradientTo={to}
        display="flex"
        alignItems="center"
        justifyContent="center"
        data-testid="collection-placeholder"
        aria-hidden="true"
      >
        <Text fontSize="6xl" fontWeight="800" color="blackAlpha.500">
          {category.name.charAt(0).toUpperCase()}
        </Text>
      </Box>
    );
  }
  return (
    <img
      className={COLLECTION.image}
      src={category.imageUrl}
      alt=""
      width="800"
      height="600"
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      ref={image}
    />
  );
}

function CollectionCard({ category, index }: { category: Category; index: number }) {
  return (
    <article className={COLLECTION.root} data-testid="collection-card">
      <div className={COLLECTION.picture}>
        <CollectionImage category={category} index={index} />
      </div>
      <div className={COLLECTION.body}>
        <h3 className={COLLECTION.title}>
          <RouterLink to={collectionHref(category.id)} className={COLLECTION.link}>
            {category.name}
          </RouterLink>
        </h3>
        {category.description && <p className={COLLECTION.description}>{category.description}</p>}
        <div className={COLLECTION.more} aria-hidden="true">
          <p>Browse collection</p>
          <ArrowRight size={16} />
        </div>
      </div>
    </article>
  );
}

function CollectionSkeleton() {
  return (
    <Card.Root
      variant="outline"
      overflow="hidden"
      borderRadius="xl"
      aria-hidden="true"
      data-testid="collection-skeleton"
    >
      <Skeleton aspectRatio={IMAGE_RATIO} w="full" />
      <Card.Body gap="3" p="5">
        <Skeleton h="6" w="60%" />
        <SkeletonText noOfLines={2} />
      </Card.Body>
    </Card.Root>
  );
}

export function PopularCollections() {
  const { data, isLoading, isError } = useCategories();
  const categories = data ?? [];
  const columns = { base: 1, sm: 2, lg: 3 };

  return (
    <HomeSection id="collections" bg="subtle">
      <SectionHeading
        id="collections"
        title="Popular Collections"
        subtitle="Hand-picked sets of recipes for every stage and every kind of day."
      />
      {isLoading ? (
        <SimpleGrid columns={columns} gap={{ base: '5', md: '6' }} aria-busy="true">
          {Array.from({ length: COLLECTION_SKELETONS }, (_, i) => (
            <CollectionSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : isError ? (
        <ErrorState>Failed to load collections. Please try again later.</ErrorState>
      ) : categories.length === 0 ? (
        <EmptyState icon={<LayoutGrid size={32} />}>No collections available yet.</EmptyState>
      ) : (
        <SimpleGrid columns={columns} gap={{ base: '5', md: '6' }}>
          {categories.map((category, i) => (
            <CollectionCard key={category.id} category={category} index={i} />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
