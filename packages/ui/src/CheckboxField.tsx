import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps, useFieldValidation } from './_lib/Field';
import { useResolvedLocale } from './_lib/locale';

export interface CheckboxFieldProps
  extends FieldProps<boolean>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {}

/**
 * A checkbox with its label beside it; `validate` gets the checked state (e.g. terms accepted).
 *
 * @param props - {@link CheckboxFieldProps}.
 * @example
 * ```tsx
 * <CheckboxField label="我已阅读并同意用户协议" validate={(on) => (on ? undefined : '请先同意')} />
 * ```
 */
export function CheckboxField({
  label,
  hint,
  error,
  validate,
  locale,
  className,
  id,
  required,
  onBlur,
  onChange,
  ...input
}: CheckboxFieldProps) {
  const validation = useFieldValidation(validate, useResolvedLocale(locale), error);
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      message={validation.message}
      required={required}
      layout="inline"
      className={className}
    >
      {(control) => (
        <input
          {...input}
          {...control}
          type="checkbox"
          required={required}
          className="kyc-checkbox"
          onBlur={(event) => {
            validation.onBlur(event.currentTarget.checked);
            onBlur?.(event);
          }}
          onChange={(event) => {
            // A checkbox is answered by the click itself, so check at once.
            validation.onBlur(event.currentTarget.checked);
            onChange?.(event);
          }}
        />
      )}
    </FieldFrame>
  );
}
