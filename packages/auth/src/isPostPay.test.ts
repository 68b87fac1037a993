import { describe, expect, it } from 'vitest';
import { isPostPay } from './isPostPay';

describe('isPostPay', () => {
  it.each([
    ['A', true],
    ['a', false],
    ['B', false],
    ['', false],
    [undefined, false],
  ])('payType %j → %s', (payType, expected) => {
    expect(isPostPay({ payType })).toBe(expected);
  });
  it('nobody is not post-pay', () => {
    expect(isPostPay(null)).toBe(false);
  });
});
