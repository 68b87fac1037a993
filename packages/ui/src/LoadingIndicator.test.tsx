import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingIndicator } from './LoadingIndicator';

describe('LoadingIndicator (600 ms rule, fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('stays visible 600 ms after showing even when the work ends at once', () => {
    const { rerender } = render(<LoadingIndicator active />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    advance(100);
    rerender(<LoadingIndicator active={false} />);
    advance(499);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hides at once when the work took longer than 600 ms', () => {
    const { rerender } = render(<LoadingIndicator active />);
    advance(900);
    rerender(<LoadingIndicator active={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hides immediately on a forced hide', () => {
    const { rerender } = render(<LoadingIndicator active />);
    advance(50);
    rerender(<LoadingIndicator active={false} forceHide />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a forced hide cuts a pending minimum short', () => {
    const { rerender } = render(<LoadingIndicator active />);
    rerender(<LoadingIndicator active={false} />);
    advance(200);
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(<LoadingIndicator active={false} forceHide />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps showing without a blink when work restarts during the minimum', () => {
    const { rerender } = render(<LoadingIndicator active />);
    rerender(<LoadingIndicator active={false} />);
    advance(300);
    rerender(<LoadingIndicator active />);
    advance(1000);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows nothing while inactive, and the English label with locale en', () => {
    const { rerender } = render(<LoadingIndicator active={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<LoadingIndicator active locale="en" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('honours a custom minimum', () => {
    const { rerender } = render(<LoadingIndicator active minimumMs={1000} />);
    rerender(<LoadingIndicator active={false} minimumMs={1000} />);
    advance(999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
