import { describe, expect, it } from 'vitest';
import { pageRange, pageWindow } from './pagination';

describe('pageWindow', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 5, [1, 2, 'ellipsis', 4, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'ellipsis', 9, 10]],
    [5, 10, [1, 2, 'ellipsis', 4, 5, 6, 'ellipsis', 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis', 9, 10]],
    [10, 10, [1, 2, 'ellipsis', 9, 10]],
    [8, 10, [1, 2, 'ellipsis', 7, 8, 9, 10]],
    [3, 6, [1, 2, 3, 4, 5, 6]],
  ] as const)('page %i of %i', (current, pages, expected) => {
    expect(pageWindow(current, pages)).toEqual(expected);
  });
});

describe('pageRange', () => {
  it('gives the first and last item of a page', () => {
    expect(pageRange(1, 12, 72)).toEqual({ from: 1, to: 12 });
    expect(pageRange(6, 12, 70)).toEqual({ from: 61, to: 70 });
    expect(pageRange(2, 12, 5)).toEqual({ from: 5, to: 5 });
  });
});
