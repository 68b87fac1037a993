import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pageItems', () => {
  it.each([
    [1, 0, [1]],
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 50, [1, 2, 'gap', 50]],
    [3, 50, [1, 2, 3, 4, 'gap', 50]],
    [25, 50, [1, 'gap', 24, 25, 26, 'gap', 50]],
    [50, 50, [1, 'gap', 49, 50]],
  ])('page %s of %s', (current, count, expected) => {
    expect(pageItems(current, count)).toEqual(expected);
  });
});
