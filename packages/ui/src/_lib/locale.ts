import type { Locale } from '@kyc/validators';
import { createContext, useContext } from 'react';

export type { Locale };

/** The locale components fall back to when neither a prop nor a provider gives one. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export const LocaleContext = /* @__PURE__ */ createContext<Locale>(DEFAULT_LOCALE);

/** A text in both languages. */
export type Bilingual<T = string> = Record<Locale, T>;

/** Normalises anything to a supported locale: 'en…' is English, everything else Chinese. */
export function toLocale(value: unknown): Locale {
  return typeof value === 'string' && value.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LOCALE;
}

/** The locale a component renders in: its own prop first, then the nearest provider. */
export function useResolvedLocale(prop?: Locale): Locale {
  const fromContext = useContext(LocaleContext);
  return prop === undefined ? fromContext : toLocale(prop);
}
