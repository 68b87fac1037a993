import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveUid } from './deriveUid';

describe('deriveUid', () => {
  it.each([
    ['abcde1234567xyz', '1234567'],
    ['00000a000', 'a'],
    ['PFX__user-42SFX', 'user-42'],
  ])('%s gives %s', (linkId, uid) => {
    expect(deriveUid(linkId)).toBe(uid);
  });

  it.each(['', 'abc', '12345678', undefined, null, 123456789012, {}, ['abcde1234567xyz']])(
    'gives an empty uid for %j',
    (linkId) => {
      expect(deriveUid(linkId)).toBe('');
    },
  );

  it('cuts exactly 5 leading and 3 trailing characters', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 5, maxLength: 5 }),
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 3, maxLength: 3 }),
        (head, body, tail) => {
          expect(deriveUid(head + body + tail)).toBe(body);
        },
      ),
    );
  });
});
