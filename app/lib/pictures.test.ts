import { describe, expect, it } from 'vitest';
import { listPicture, pictureSrcSet, smallerCopy } from './pictures';

describe('recipe pictures', () => {
  it('a shipped picture comes 300, 400 and 800 wide', () => {
    expect(pictureSrcSet('/images/recipes/first-carrot-puree.webp')).toBe(
      '/images/recipes/first-carrot-puree-300w.webp 300w, /images/recipes/first-carrot-puree-400w.webp 400w, ' +
        '/images/recipes/first-carrot-puree.webp 800w',
    );
  });

  it('the smaller copy is the 400-wide one, for shipped pictures only', () => {
    expect(smallerCopy('/images/recipes/first-carrot-puree.webp')).toBe(
      '/images/recipes/first-carrot-puree-400w.webp',
    );
    // The copy has no copy of its own: a card falling back to it has one width left.
    expect(smallerCopy('/images/recipes/first-carrot-puree-400w.webp')).toBeUndefined();
    expect(pictureSrcSet('/images/recipes/first-carrot-puree-400w.webp')).toBeUndefined();
    expect(smallerCopy('/images/recipes/first-carrot-puree-300w.webp')).toBeUndefined();
  });

  it('any other picture comes in one size', () => {
    expect(pictureSrcSet('/images/recipes/first-carrot-puree.svg')).toBeUndefined();
    expect(pictureSrcSet('/images/recipe-fallback.svg')).toBeUndefined();
  });

  it('an uploaded picture comes at most 2048 wide, with its copy for lists', () => {
    expect(smallerCopy('/api/media/12')).toBe('/api/media/12/thumb');
    expect(pictureSrcSet('/api/media/12')).toBe('/api/media/12/thumb 400w, /api/media/12 2048w');
    expect(listPicture('/api/media/5f0c2a')).toBe('/api/media/5f0c2a/thumb');
    expect(smallerCopy('/api/media/12/thumb')).toBeUndefined();
    expect(listPicture('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(listPicture('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
  });
});
