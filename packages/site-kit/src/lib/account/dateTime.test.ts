import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dateTime';

describe('formatDateTime', () => {
  it('writes the moment in Asia/Shanghai, across the date line of UTC', () => {
    expect(formatDateTime('2026-11-25T17:03:04Z', 'en')).toBe('26 Nov 2026 01:03:04');
    expect(formatDateTime('2026-11-25T02:03:04.000Z', 'zh-CN')).toMatch(/10:03:04$/);
  });

  it('gives the dash for what is not a time', () => {
    expect(formatDateTime('not a date', 'en')).toBe('-');
    expect(formatDateTime('', 'zh-CN', '—')).toBe('—');
  });
});
