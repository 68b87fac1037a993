import { describe, expect, it } from 'vitest';
import { isDeviceId } from './isDeviceId';

describe('isDeviceId', () => {
  it.each(['44444444-4444-4444-8444-444444444444', 'legacy_id_1', 'a'.repeat(64)])(
    'accepts %s',
    (value) => {
      expect(isDeviceId(value)).toBe(true);
    },
  );
  it.each([
    '',
    'short',
    'a'.repeat(65),
    'a;b=c',
    '"><script>',
    'id with space',
    undefined,
    null,
    12345678,
    {},
  ])('rejects %j', (value) => {
    expect(isDeviceId(value)).toBe(false);
  });
});
