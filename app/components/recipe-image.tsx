import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import { FALLBACK_RECIPE_IMAGE } from '../lib/labels';
import { smallerCopy } from '../lib/pictures';

/**
 * A recipe's picture, or the default one when it is missing or fails to load. Offline, a picture
 * not yet seen at this size falls back to its smaller copy first, which a card may have cached.
 */
export function RecipeImage({
  src,
  alt,
  ...rest
}: { src: string | null | undefined; alt: string } & Omit<ImageProps, 'src' | 'alt'>) {
  const [failures, setFailures] = useState(0);
  const tries = src ? [src, smallerCopy(src), FALLBACK_RECIPE_IMAGE].filter((u) => u !== undefined) : [];
  const url = tries[failures] ?? FALLBACK_RECIPE_IMAGE;
  return (
    <Image
      bg="bg.muted"
      src={url}
      alt={alt}
      loading="lazy"
      decoding="async"
      width="800"
      height="600"
      w="full"
      h="auto"
      aspectRatio="4 / 3"
      objectFit="cover"
      onError={() => setFailures((n) => n + 1)}
      {...rest}
    />
  );
}
