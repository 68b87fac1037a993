// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingIndicator } from './createLoadingIndicator';

// The same cases as LoadingIndicator.test.tsx: one 600 ms rule for React and pages without it.
describe('createLoadingIndicator (600 ms rule, fake timers)', () => {
  let region: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.lang = 'zh-CN';
    region = document.createElement('div');
    document.body.append(region);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  const status = () => region.querySelector('[role="status"]');

  it('draws the indicator markup with the page language’s label', () => {
    createLoadingIndicator(region).start();
    expect(status()?.className).toBe('kyc-loading');
    expect(status()?.querySelector('.kyc-loading__spinner')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(status()?.textContent).toBe('加载中…');
    const english = document.createElement('div');
    english.lang = 'en';
    document.body.append(english);
    createLoadingIndicator(english).start();
    expect(english.textContent).toBe('Loading…');
  });

  it('stays visible 600 ms after showing even when the work ends at once', () => {
    const loading = createLoadingIndicator(region);
    loading.start();
    vi.advanceTimersByTime(100);
    loading.stop();
    vi.advanceTimersByTime(499);
    expect(status()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(status()).toBeNull();
    expect(region.childNodes).toHaveLength(0);
  });

  it('hides at once when the work took longer than 600 ms', () => {
    const loading = createLoadingIndicator(region);
    loading.start();
    vi.advanceTimersByTime(900);
    loading.stop();
    expect(status()).toBeNull();
  });

  it('hides immediately on a forced stop, also during a pending minimum', () => {
    const loading = createLoadingIndicator(region);
    loading.start();
    vi.advanceTimersByTime(50);
    loading.stop({ force: true });
    expect(status()).toBeNull();
    loading.start();
    loading.stop();
    vi.advanceTimersByTime(200);
    expect(status()).not.toBeNull();
    loading.stop({ force: true });
    expect(status()).toBeNull();
  });

  it('keeps showing without a blink when work restarts during the minimum', () => {
    const loading = createLoadingIndicator(region);
    loading.start();
    const shown = status();
    loading.stop();
    vi.advanceTimersByTime(300);
    loading.start();
    vi.advanceTimersByTime(1000);
    expect(status()).toBe(shown);
  });

  it('honours a custom minimum and label', () => {
    const loading = createLoadingIndicator(region, { minimumMs: 1000, label: 'Looking up…' });
    loading.start();
    expect(status()?.textContent).toBe('Looking up…');
    loading.stop();
    vi.advanceTimersByTime(999);
    expect(status()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(status()).toBeNull();
  });
});
