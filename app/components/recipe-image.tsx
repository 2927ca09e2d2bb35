import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import { FALLBACK_RECIPE_IMAGE } from '../lib/labels';

/** A recipe's picture, or the default one when it is missing or fails to load. */
export function RecipeImage({
  src,
  alt,
  ...rest
}: { src: string | null | undefined; alt: string } & Omit<ImageProps, 'src' | 'alt'>) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? FALLBACK_RECIPE_IMAGE : src;
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
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
