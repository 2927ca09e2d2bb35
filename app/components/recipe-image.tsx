import { Image, type ImageProps } from '@chakra-ui/react';
import { FALLBACK_ATTRIBUTE } from '@shared/lib/page-init';
import { recipePicture } from '../lib/pictures';

/** A recipe's picture, or the default one when it is missing or fails to load (lib/pictures.ts). */
export function RecipeImage({
  src,
  alt,
  ...rest
}: { src: string | null | undefined; alt: string } & Omit<ImageProps, 'src' | 'alt'>) {
  const picture = recipePicture(src);
  return (
    <Image
      bg="bg.muted"
      src={picture.src}
      {...{ [FALLBACK_ATTRIBUTE]: picture[FALLBACK_ATTRIBUTE] }}
      alt={alt}
      loading="lazy"
      decoding="async"
      width="800"
      height="600"
      w="full"
      h="auto"
      aspectRatio="4 / 3"
      objectFit="cover"
      {...rest}
    />
  );
}
