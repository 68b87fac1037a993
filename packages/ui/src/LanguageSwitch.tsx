import { cx } from './_lib/cx';
import { type Locale, useResolvedLocale } from './_lib/locale';

interface LanguageSwitchBaseProps {
  /**
   * The language now shown.
   *
   * @default the nearest `LocaleProvider`'s
   */
  locale?: Locale;
  /**
   * 'light' on light backgrounds, 'inverse' on dark ones.
   *
   * @default 'light'
   */
  tone?: 'light' | 'inverse';
  className?: string;
}

export type LanguageSwitchProps = LanguageSwitchBaseProps &
  (
    | {
        /** Called with the language chosen. */
        onChange: (locale: Locale) => void;
        hrefFor?: undefined;
      }
    | {
        /**
         * The URL of the page in a language: the choices become links (they work without
         * React, e.g. on server-rendered pages); the current one has `aria-current="true"`.
         */
        hrefFor: (locale: Locale) => string;
        /** Also called, if given, when a link is followed. */
        onChange?: (locale: Locale) => void;
      }
  );

const CHOICES: Array<{ locale: Locale; label: string }> = [
  { locale: 'zh-CN', label: '中文' },
  { locale: 'en', label: 'English' },
];

const GROUP_LABEL = { 'zh-CN': '语言', en: 'Language' };

/**
 * Two toggle buttons, 中文 and English; the current one is pressed. Each label is marked with
 * its own language. With `hrefFor` they are links to the page in each language instead.
 *
 * @param props - {@link LanguageSwitchProps}.
 * @example
 * ```tsx
 * <LanguageSwitch locale={locale} onChange={setLocale} />
 * ```
 * @example
 * ```tsx
 * <LanguageSwitch hrefFor={(locale) => (locale === 'en' ? '/en/about' : '/about')} />
 * ```
 */
export function LanguageSwitch({
  locale,
  onChange,
  hrefFor,
  tone = 'light',
  className,
}: LanguageSwitchProps) {
  const current = useResolvedLocale(locale);
  return (
    <fieldset className={cx('kyc-language-switch', `kyc-language-switch--${tone}`, className)}>
      <legend className="kyc-visually-hidden">{GROUP_LABEL[current]}</legend>
      {CHOICES.map((choice) =>
        hrefFor ? (
          <a
            key={choice.locale}
            href={hrefFor(choice.locale)}
            lang={choice.locale}
            hrefLang={choice.locale}
            className="kyc-language-switch__option"
            aria-current={choice.locale === current ? 'true' : undefined}
            onClick={onChange && (() => onChange(choice.locale))}
          >
            {choice.label}
          </a>
        ) : (
          <button
            key={choice.locale}
            type="button"
            lang={choice.locale}
            className="kyc-language-switch__option"
            aria-pressed={choice.locale === current}
            onClick={() => onChange?.(choice.locale)}
          >
            {choice.label}
          </button>
        ),
      )}
    </fieldset>
  );
}
