import type { ReactNode } from 'react';
import { type Locale, LocaleContext, toLocale } from './_lib/locale';

export interface LocaleProviderProps {
  /**
   * 'zh-CN' or 'en'; anything else falls back to 'zh-CN'.
   *
   * @default 'zh-CN'
   */
  locale?: Locale;
  children?: ReactNode;
}

/**
 * Gives every `@kyc/ui` component below it a language; a component's own `locale` prop wins.
 *
 * @param props - {@link LocaleProviderProps}.
 * @example
 * ```tsx
 * <LocaleProvider locale="en"><App /></LocaleProvider>
 * ```
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={toLocale(locale)}>{children}</LocaleContext.Provider>;
}
