import { useContext } from 'react';
import { type ToastApi, ToastContext } from './_lib/toastContext';

const NO_PROVIDER: ToastApi = { show: () => -1, dismiss: () => {} };

/**
 * Shows toast messages from inside a `ToastProvider`; outside one, calls do nothing.
 *
 * @example const toast = useToast(); toast.show('保存成功', { tone: 'success' });
 */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? NO_PROVIDER;
}
