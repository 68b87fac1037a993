import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastApi } from './_lib/toastContext';
import { ToastProvider } from './ToastProvider';
import { useToast } from './useToast';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

describe('ToastProvider and useToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces messages politely, errors at once, and removes them after their duration', () => {
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    act(() => {
      api.show('已保存', { tone: 'success' });
      api.show('网络异常', { tone: 'error', duration: 1000 });
    });
    expect(screen.getByRole('status')).toHaveTextContent('已保存');
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByRole('status')).toHaveTextContent('已保存');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('keeps a toast with duration 0 until dismissed by id', () => {
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    let id = 0;
    act(() => {
      id = api.show('额度即将用完', { tone: 'warning', duration: 0 });
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('额度即将用完');
    act(() => api.dismiss(id));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('throws an error naming ToastProvider when used outside one', () => {
    // React and jsdom report the error a render throws; keep the test output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    try {
      expect(() => render(<Capture />)).toThrowError(/useToast.*ToastProvider/);
    } finally {
      window.removeEventListener('error', quiet);
      consoleError.mockRestore();
    }
  });
});
