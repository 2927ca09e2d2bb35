import { FALLBACK_ATTRIBUTE } from '@shared/lib/page-init';
import { AVATAR, type AvatarSize } from './tip-card-styles';

/**
 * The expert's photo in a circle, over the first letter of their name (spec:
 * nutrition tip): the letter shows while the photo loads, when there is none,
 * and when it fails to load, since the page's inline script then swaps the
 * photo for an empty picture (shared/lib/page-init.ts), before hydration too.
 * Decorative: the name is always printed beside it. Its colours are the
 * surrounding colour palette's; its look is the theme's classes (tip-card-styles.ts).
 */
export function ExpertAvatar({
  name,
  src,
  size = 48,
}: {
  name: string;
  src: string | null;
  size?: AvatarSize;
}) {
  return (
    <div className={AVATAR.root} data-size={size}>
      <div className={AVATAR.initial} aria-hidden="true" data-testid="expert-initial">
        {name.trim().charAt(0).toUpperCase()}
      </div>
      {src && (
        <img
          className={AVATAR.photo}
          src={src}
          {...{ [FALLBACK_ATTRIBUTE]: '' }}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
        />
      )}
    </div>
  );
}
