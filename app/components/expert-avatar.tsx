import { Box, Circle, Image } from '@chakra-ui/react';
import { FALLBACK_ATTRIBUTE } from '@shared/lib/page-init';

/**
 * The expert's photo in a circle, over the first letter of their name (spec:
 * nutrition tip): the letter shows while the photo loads, when there is none,
 * and when it fails to load, since the page's inline script then swaps the
 * photo for an empty picture (shared/lib/page-init.ts), before hydration too.
 * Decorative: the name is always printed beside it.
 */
export function ExpertAvatar({ name, src, size = 48 }: { name: string; src: string | null; size?: number }) {
  return (
    <Box position="relative" flexShrink={0} boxSize={`${size}px`}>
      <Circle
        size={`${size}px`}
        bg="colorPalette.solid"
        color="colorPalette.contrast"
        fontWeight="700"
        fontSize={size >= 48 ? 'xl' : 'md'}
        aria-hidden="true"
        data-testid="expert-initial"
      >
        {name.trim().charAt(0).toUpperCase()}
      </Circle>
      {src && (
        <Image
          src={src}
          {...{ [FALLBACK_ATTRIBUTE]: '' }}
          alt=""
          width={size}
          height={size}
          position="absolute"
          inset="0"
          boxSize={`${size}px`}
          borderRadius="full"
          objectFit="cover"
          loading="lazy"
          decoding="async"
        />
      )}
    </Box>
  );
}
