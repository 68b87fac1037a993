import { describe, expect, it } from 'vitest';
import { isLandline } from './isLandline';

describe('isLandline', () => {
  it.each(['010-12345678', '01012345678', '0755-1234567', '021-62345678-801', '0571-87654321'])(
    'accepts %s',
    (value) => {
      expect(isLandline(value)).toBe(true);
    },
  );
  it.each([
    ['12345678', 'no area code'],
    ['10-12345678', 'area code without 0'],
    ['010-02345678', 'number starts with 0'],
    ['010-123456', '6-digit number'],
    ['010-123456789', '9-digit number'],
    ['010-12345678-1234567', 'extension of 7'],
    ['13800138000', 'mobile number'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isLandline(value)).toBe(false);
  });
  it.each([1012345678, null])('rejects non-string %j', (value) => {
    expect(isLandline(value)).toBe(false);
  });
});
