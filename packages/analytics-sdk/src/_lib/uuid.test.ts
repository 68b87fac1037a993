import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uuid } from './uuid';

const UUID_V4 = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;

describe('uuid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes version-4, variant-1 UUIDs', () => {
    fc.assert(
      fc.property(fc.integer(), () => {
        expect(uuid()).toMatch(UUID_V4);
      }),
    );
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 10_000 }, uuid));
    expect(ids.size).toBe(10_000);
  });

  it('falls back to Math.random where crypto is missing', () => {
    vi.stubGlobal('crypto', undefined);
    expect(uuid()).toMatch(UUID_V4);
  });
});
