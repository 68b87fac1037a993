import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it.each([
    ['/live-search?q=acme&page=2', '/live-search?q=acme&page=2'],
    ['/authorize?company=%E6%B5%8B#top', '/authorize?company=%E6%B5%8B#top'],
    ['/system-status', '/system-status'],
  ])('keeps the site path %s', (target, expected) => {
    expect(safeRedirect(target, '/home')).toBe(expected);
  });

  it.each([
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['live-search'],
    ['/\u0000x'],
    ['/login?redirect=/x'],
    ['/kyc'],
    [''],
    [null],
    [undefined],
    [42],
    [`/${'a'.repeat(2001)}`],
  ])('refuses %j', (target) => {
    expect(safeRedirect(target, '/home')).toBe('/home');
  });
});
