import { describe, expect, it } from 'vitest';
import { isPhone11 } from './isPhone11';

describe('isPhone11', () => {
  it.each(['13800138000', '00000000000', '10000000000'])('accepts %s', (value) => {
    expect(isPhone11(value)).toBe(true);
  });
  it.each([
    '1380013800',
    '138001380001',
    '1380013800x',
    '１３８００１３８０００',
    ' 13800138000',
    13800138000,
    null,
  ])('rejects %j', (value) => {
    expect(isPhone11(value)).toBe(false);
  });
});
