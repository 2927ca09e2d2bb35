import { Image, type ImageProps } from '@chakra-ui/react';
import { usePicture } from '../lib/pictures';

/**
 * A recipe's picture, or the default one when it is missing or fails to load. Offline, a picture
 * not yet seen at this size falls back to its smaller copy first, which a card may have cached.
 */
export function RecipeImage({
  src,
  alt,
  ...rest
}: { src: string | null | undefined; alt: string } & Omit<ImageProps, 'src' | 'alt'>) {
  const { url, onError } = usePicture(src);
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
      onError={onError}
      {...rest}
    />
  );
}
