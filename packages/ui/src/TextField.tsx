import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from './_lib/cx';
import { FieldFrame, type FieldProps, useFieldValidation } from './_lib/Field';
import { useResolvedLocale } from './_lib/locale';

export interface TextFieldProps
  extends FieldProps<string>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Shown inside the box before the text (e.g. '+86'). */
  startAdornment?: ReactNode;
  /** Shown inside the box after the text (e.g. a show-password button). */
  endAdornment?: ReactNode;
}

/**
 * A labelled text input that shows a `@kyc/validators` message after the user leaves it.
 *
 * @param props - {@link TextFieldProps}.
 * @example
 * ```tsx
 * <TextField label="邮箱" type="email" validate={checkEmail} />
 * ```
 */
export function TextField({
  label,
  hint,
  error,
  validate,
  locale,
  startAdornment,
  endAdornment,
  className,
  id,
  required,
  onBlur,
  onChange,
  ...input
}: TextFieldProps) {
  const language = useResolvedLocale(locale);
  const validation = useFieldValidation(validate, language, error);
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      message={validation.message}
      required={required}
      className={className}
    >
      {(control) => (
        <div className="kyc-input">
          {startAdornment && <span className="kyc-input__adornment">{startAdornment}</span>}
          <input
            type="text"
            {...input}
            {...control}
            required={required}
            className={cx('kyc-input__control')}
            onBlur={(event) => {
              validation.onBlur(event.currentTarget.value);
              onBlur?.(event);
            }}
            onChange={(event) => {
              validation.onChange(event.currentTarget.value);
              onChange?.(event);
            }}
          />
          {endAdornment}
        </div>
      )}
    </FieldFrame>
  );
}
