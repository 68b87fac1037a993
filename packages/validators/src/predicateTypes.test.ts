import { describe, expect, expectTypeOf, it } from 'vitest';
import { isBlank } from './isBlank';
import { isEmail } from './isEmail';
import { isUrl } from './isUrl';

// The narrowing is checked by `tsc` (npm run typecheck); the run-time asserts keep the examples honest.
describe('predicate types', () => {
  it('isBlank narrows both ways', () => {
    const value = '' as string | null | undefined;
    if (isBlank(value)) {
      expectTypeOf(value).toEqualTypeOf<'' | null | undefined>();
    } else {
      expectTypeOf(value).toEqualTypeOf<string>();
    }
    expect(isBlank(value)).toBe(true);
  });

  it('isEmail narrows unknown input to a string and leaves a rejected string a string', () => {
    const input: unknown = 'compliance@example.com';
    if (isEmail(input)) {
      expectTypeOf(input).toExtend<string>();
      expect(input.split('@')).toEqual(['compliance', 'example.com']);
    } else {
      expectTypeOf(input).toEqualTypeOf<unknown>();
    }
    const typed = 'a@b' as string | undefined;
    if (!isEmail(typed)) {
      // `value is string` would make this `undefined`, yet 'a@b' is a rejected string.
      expectTypeOf(typed).toEqualTypeOf<string | undefined>();
      expect(typed).toBe('a@b');
    }
  });

  it('isUrl narrows unknown input to a string and leaves a rejected string a string', () => {
    const input: unknown = 'https://www.example.com/report?id=1';
    if (isUrl(input)) {
      expectTypeOf(input).toExtend<string>();
      expect(input.startsWith('https://')).toBe(true);
    } else {
      expectTypeOf(input).toEqualTypeOf<unknown>();
    }
    const typed = 'javascript:alert(1)' as string;
    if (!isUrl(typed)) expectTypeOf(typed).toEqualTypeOf<string>();
  });
});
