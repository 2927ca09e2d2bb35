import { describe, expect, it } from 'vitest';
import { pictureSrcSet, smallerCopy } from './pictures';

describe('recipe pictures', () => {
  it('a shipped picture comes 400 and 800 wide', () => {
    expect(pictureSrcSet('/images/recipes/first-carrot-puree.webp')).toBe(
      '/images/recipes/first-carrot-puree-400w.webp 400w, /images/recipes/first-carrot-puree.webp 800w',
    );
  });

  it('the smaller copy is the 400-wide one, for shipped pictures only', () => {
    expect(smallerCopy('/images/recipes/first-carrot-puree.webp')).toBe(
      '/images/recipes/first-carrot-puree-400w.webp',
    );
    expect(smallerCopy('/api/media/12')).toBeUndefined();
    // The copy has no copy of its own: a card falling back to it has one width left.
    expect(smallerCopy('/images/recipes/first-carrot-puree-400w.webp')).toBeUndefined();
    expect(pictureSrcSet('/images/recipes/first-carrot-puree-400w.webp')).toBeUndefined();
  });

  it('any other picture comes in one size', () => {
    expect(pictureSrcSet('/images/recipes/first-carrot-puree.svg')).toBeUndefined();
    expect(pictureSrcSet('/api/media/12')).toBeUndefined();
    expect(pictureSrcSet('/images/recipe-fallback.svg')).toBeUndefined();
  });
});
