import { afterEach, describe, expect, it } from 'vitest';
import { scrollLockState } from './_lib/scrollLockState';
import { lockBodyScroll } from './lockBodyScroll';

describe('lockBodyScroll', () => {
  afterEach(() => {
    document.body.style.overflow = '';
    scrollLockState.count = 0;
  });

  it('hides body overflow while locked and restores the earlier value', () => {
    document.body.style.overflow = 'scroll';
    const unlock = lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    unlock();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('stays locked until the last of several holders releases', () => {
    const first = lockBodyScroll();
    const second = lockBodyScroll();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    expect(scrollLockState.count).toBe(1);
    second();
    expect(document.body.style.overflow).toBe('');
    expect(scrollLockState.count).toBe(0);
  });

  it('ignores a second release of the same lock', () => {
    const first = lockBodyScroll();
    const second = lockBodyScroll();
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(scrollLockState.count).toBe(0);
  });
});
