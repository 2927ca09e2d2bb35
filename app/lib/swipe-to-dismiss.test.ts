import { describe, expect, it } from 'vitest';
import { swipeDismisses, swipeOffset } from './swipe-to-dismiss';

describe('swiping a toast away', () => {
  it('counts only movement to the right', () => {
    expect(swipeOffset(100, 180)).toBe(80);
    expect(swipeOffset(100, 40)).toBe(0);
    expect(swipeOffset(100, 100)).toBe(0);
  });

  it('dismisses from 50 px on (the spec), not before', () => {
    expect(swipeDismisses(49)).toBe(false);
    expect(swipeDismisses(50)).toBe(true);
    expect(swipeDismisses(120)).toBe(true);
  });
});
