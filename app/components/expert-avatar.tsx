import { Circle, Image } from '@chakra-ui/react';
import { useState } from 'react';

/**
 * The expert's photo in a circle, or the first letter of their name when there
 * is none or it fails to load (spec: nutrition tip). Decorative: the name is
 * always printed beside it.
 */
export function ExpertAvatar({ name, src, size = 48 }: { name: string; src: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Circle
        size={`${size}px`}
        flexShrink={0}
        bg="colorPalette.solid"
        color="colorPalette.contrast"
        fontWeight="700"
        fontSize={size >= 48 ? 'xl' : 'md'}
        aria-hidden="true"
        data-testid="expert-initial"
      >
        {name.trim().charAt(0).toUpperCase()}
      </Circle>
    );
  }
  return (
    <Image
      src={src}
      alt=""
      width={size}
      height={size}
      boxSize={`${size}px`}
      flexShrink={0}
      borderRadius="full"
      objectFit="cover"
      bg="colorPalette.muted"
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
