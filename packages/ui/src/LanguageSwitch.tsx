import { cx } from './_lib/cx';
import { type Locale, useResolvedLocale } from './_lib/locale';

export interface LanguageSwitchProps {
  /** The language now shown (default: from context). */
  locale?: Locale;
  onChange: (locale: Locale) => void;
  /** 'light' on light backgrounds (default), 'inverse' on dark ones. */
  tone?: 'light' | 'inverse';
  className?: string;
}

const CHOICES: Array<{ locale: Locale; label: string }> = [
  { locale: 'zh-CN', label: '中文' },
  { locale: 'en', label: 'English' },
];

const GROUP_LABEL = { 'zh-CN': '语言', en: 'Language' };

/**
 * Two toggle buttons, 中文 and English; the current one is pressed. Each label is marked with its own language.
 *
 * @example <LanguageSwitch locale={locale} onChange={setLocale} />
 */
export function LanguageSwitch({
  locale,
  onChange,
  tone = 'light',
  className,
}: LanguageSwitchProps) {
  const current = useResolvedLocale(locale);
  return (
    <fieldset className={cx('kyc-language-switch', `kyc-language-switch--${tone}`, className)}>
      <legend className="kyc-visually-hidden">{GROUP_LABEL[current]}</legend>
      {CHOICES.map((choice) => (
        <button
          key={choice.locale}
          type="button"
          lang={choice.locale}
          className="kyc-language-switch__option"
          aria-pressed={choice.locale === current}
          onClick={() => onChange(choice.locale)}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}
