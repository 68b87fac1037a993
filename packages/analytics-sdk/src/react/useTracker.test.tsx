import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tracker } from '../tracker';
import { useTracker } from './useTracker';

describe('useTracker', () => {
  it('gives the default tracker outside any provider', () => {
    expect(renderHook(() => useTracker()).result.current).toBe(tracker);
  });
});
