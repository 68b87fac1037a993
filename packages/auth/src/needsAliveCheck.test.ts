import { describe, expect, it } from 'vitest';
import { needsAliveCheck } from './needsAliveCheck';

describe('needsAliveCheck', () => {
  it.each([
    ['ADV', true],
    ['adv', false],
    ['STD', false],
    ['', false],
    [undefined, false],
  ])('securityPolicy %j → %s', (securityPolicy, expected) => {
    expect(needsAliveCheck({ securityPolicy })).toBe(expected);
  });
  it('nobody needs no check', () => {
    expect(needsAliveCheck(null)).toBe(false);
  });
});
