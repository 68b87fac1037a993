import { createContext } from 'react';

/** How a toast looks and how urgently it is announced. */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  tone?: ToastTone;
  /**
   * Milliseconds before it goes by itself; 0 keeps it until dismissed.
   *
   * @default 4000
   */
  duration?: number;
}

export interface ToastApi {
  /** Shows a message; returns its id. */
  show(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
}

/** The toasts of the nearest `ToastProvider`; `undefined` outside one (`useToast` then throws). */
export const ToastContext = /* @__PURE__ */ createContext<ToastApi | undefined>(undefined);
