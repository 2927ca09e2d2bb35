import {
  Box,
  Card,
  Heading,
  HStack,
  Image,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { NutritionTip } from '@shared/schemas/catalog';
import { TIP_PALETTE } from '../lib/labels';
import { ExpertAvatar } from './expert-avatar';

/** Tip pictures are the collection illustrations, drawn at 800x600; a wide crop keeps cards short. */
function TipImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Box bg="bg.muted">
      <Image
        src={src}
        alt=""
        width="800"
        height="600"
        w="full"
        h="auto"
        aspectRatio={{ base: '21 / 9', md: '16 / 9' }}
        objectFit="cover"
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </Box>
  );
}

/**
 * A tip: its colour from tipType, the advice, and who gives it. `compact`
 * (home) clamps the text and leaves the picture out.
 */
export function TipCard({
  tip,
  compact = false,
  headingLevel = 'h2',
}: {
  tip: NutritionTip;
  compact?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card.Root
      as="article"
      colorPalette={TIP_PALETTE[tip.tipType]}
      variant="outline"
      bg="bg.panel"
      borderRadius="xl"
      overflow="hidden"
      borderTopWidth="4px"
      borderTopColor="colorPalette.solid"
      data-testid="tip-card"
      data-tip-type={tip.tipType}
    >
      {tip.imageUrl && !compact && <TipImage src={tip.imageUrl} />}
      <Card.Body gap="3" p="6">
        <Heading as={headingLevel} size="lg" lineHeight="1.3">
          {tip.title}
        </Heading>
        <Text color="fg.muted" lineHeight="1.7" lineClamp={compact ? 5 : undefined}>
          {tip.content}
        </Text>
      </Card.Body>
      <Card.Footer px="6" pb="6" pt="0">
        <HStack gap="3" pt="4" borderTopWidth="1px" borderColor="colorPalette.muted" w="full">
          <ExpertAvatar name={tip.expertName} src={tip.expertImageUrl} size={compact ? 48 : 56} />
          <Stack gap="0" minW="0">
            <Text fontWeight="700">{tip.expertName}</Text>
            <Text color="colorPalette.fg" fontSize="sm">
              {tip.expertTitle}
            </Text>
          </Stack>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

export function TipCardSkeleton() {
  return (
    <Card.Root variant="outline" borderRadius="xl" aria-hidden="true" data-testid="tip-skeleton">
      <Card.Body gap="4" p="6">
        <Skeleton h="6" w="75%" />
        <SkeletonText noOfLines={5} />
        <HStack gap="3" pt="4">
          <SkeletonCircle size="14" />
          <Stack gap="2" flex="1">
            <Skeleton h="4" w="50%" />
            <Skeleton h="4" w="70%" />
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
