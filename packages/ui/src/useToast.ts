import { useContext } from 'react';
import { type ToastApi, ToastContext } from './_lib/toastContext';

/**
 * Shows toast messages; call it in a component inside a `ToastProvider`.
 *
 * @returns `show(message, options?)`, which returns the toast's id, and `dismiss(id)`.
 * @throws Error when no `ToastProvider` is above the component, so a missing provider is found
 * at once instead of toasts silently never appearing.
 * @example const toast = useToast(); toast.show('保存成功', { tone: 'success' });
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error('useToast must be used within a ToastProvider');
  }
  return api;
}
