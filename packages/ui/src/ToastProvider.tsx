import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Locale, useResolvedLocale } from './_lib/locale';
import { CLOSE } from './_lib/messages';
import {
  type ToastApi,
  ToastContext,
  type ToastOptions,
  type ToastTone,
} from './_lib/toastContext';

export interface ToastProviderProps {
  locale?: Locale;
  children?: ReactNode;
}

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  duration: number;
}

const REGION = { 'zh-CN': '通知', en: 'Notifications' };

function ToastItem({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: Toast;
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  useEffect(() => {
    if (toast.duration <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration, onDismiss]);
  return (
    <li className={`kyc-toast kyc-toast--${toast.tone}`}>
      <span className="kyc-toast__message">{toast.message}</span>
      <button
        type="button"
        className="kyc-close"
        aria-label={closeLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * Hosts toast messages for `useToast()`. Polite ones are read by screen readers when they
 * appear, errors at once; each leaves after its duration (4 s by default) or on its close button.
 * `useToast()` throws when no `ToastProvider` is above it.
 *
 * @param props - {@link ToastProviderProps}.
 * @example
 * ```tsx
 * <ToastProvider><App /></ToastProvider>
 * ```
 */
export function ToastProvider({ locale, children }: ToastProviderProps) {
  const language = useResolvedLocale(locale);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show(message: string, { tone = 'info', duration = 4000 }: ToastOptions = {}) {
        const id = nextId.current++;
        setToasts((current) => [...current, { id, message: String(message), tone, duration }]);
        return id;
      },
      dismiss,
    }),
    [dismiss],
  );
  const urgent = toasts.filter((toast) => toast.tone === 'error');
  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const list = (items: Toast[]) =>
    items.map((toast) => (
      <ToastItem key={toast.id} toast={toast} closeLabel={CLOSE[language]} onDismiss={dismiss} />
    ));
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="kyc-toasts" aria-label={REGION[language]}>
        <div role="status">
          <ul className="kyc-toasts__list">{list(polite)}</ul>
        </div>
        <div role="alert">
          <ul className="kyc-toasts__list">{list(urgent)}</ul>
        </div>
      </section>
    </ToastContext.Provider>
  );
}
