import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retryAfterMs';

describe('retryAfterMs', () => {
  it('reads a delay in seconds', () => {
    expect(retryAfterMs('0')).toBe(0);
    expect(retryAfterMs('1')).toBe(1000);
    expect(retryAfterMs(' 120 ')).toBe(120_000);
  });

  it('reads an HTTP date against the given time, never below zero', () => {
    const now = Date.UTC(2015, 9, 21, 7, 28, 0);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:27:00 GMT', now)).toBe(0);
  });

  it('gives undefined for a missing or unreadable field', () => {
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs('')).toBeUndefined();
    expect(retryAfterMs('-1')).toBeUndefined();
    expect(retryAfterMs('1.5')).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });
});
