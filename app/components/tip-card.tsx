import { Card, HStack, Skeleton, SkeletonCircle, SkeletonText, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { NutritionTip } from '@shared/schemas/catalog';
import { TIP_PALETTE } from '../lib/labels';
import { ExpertAvatar } from './expert-avatar';
import { TIP_CARD } from './tip-card-styles';

/** Tip pictures are the collection illustrations, drawn at 800x600; a wide crop keeps cards short. */
function TipImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <div className={TIP_CARD.picture}>
      <img
        className={TIP_CARD.image}
        src={src}
        alt=""
        width="800"
        height="600"
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </div>
  );
}

/**
 * A tip: its colour from tipType, the advice, and who gives it. `compact`
 * (home) clamps the text and leaves the picture out. Plain elements with the
 * theme's classes (tip-card-styles.ts).
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
  const Title = headingLevel;
  return (
    <article
      className={TIP_CARD.root}
      data-palette={TIP_PALETTE[tip.tipType]}
      data-testid="tip-card"
      data-tip-type={tip.tipType}
    >
      {tip.imageUrl && !compact && <TipImage src={tip.imageUrl} />}
      <div className={TIP_CARD.body}>
        <Title className={TIP_CARD.title}>{tip.title}</Title>
        <p className={TIP_CARD.text} data-compact={compact ? '' : undefined}>
          {tip.content}
        </p>
      </div>
      <div className={TIP_CARD.footer}>
        <div className={TIP_CARD.byline}>
          <ExpertAvatar name={tip.expertName} src={tip.expertImageUrl} size={compact ? 48 : 56} />
          <div className={TIP_CARD.who}>
            <p className={TIP_CARD.name}>{tip.expertName}</p>
            <p className={TIP_CARD.role}>{tip.expertTitle}</p>
          </div>
        </div>
      </div>
    </article>
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
