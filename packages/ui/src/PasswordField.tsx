import { checkPassword } from '@kyc/validators';
import { useState } from 'react';
import { useResolvedLocale } from './_lib/locale';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

const SHOW = { 'zh-CN': '显示密码', en: 'Show password' };

/**
 * A password input with a show/hide toggle; checks with `checkPassword` unless given another rule.
 *
 * @param props - {@link PasswordFieldProps}.
 * @example
 * ```tsx
 * <PasswordField label="密码" autoComplete="current-password" />
 * ```
 */
export function PasswordField({ validate = checkPassword, locale, ...rest }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const language = useResolvedLocale(locale);
  return (
    <TextField
      autoComplete="current-password"
      {...rest}
      locale={language}
      validate={validate}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="kyc-input__toggle"
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {SHOW[language]}
        </button>
      }
    />
  );
}
