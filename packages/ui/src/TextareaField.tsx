import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps, useFieldValidation } from './_lib/Field';
import { useResolvedLocale } from './_lib/locale';

export interface TextareaFieldProps
  extends FieldProps<string>,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {}

/**
 * A labelled multi-line input with the same validation behaviour as `TextField`.
 *
 * @param props - {@link TextareaFieldProps}.
 * @example
 * ```tsx
 * <TextareaField label="地址" validate={checkAddress} rows={3} />
 * ```
 */
export function TextareaField({
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
  ...textarea
}: TextareaFieldProps) {
  const validation = useFieldValidation(validate, useResolvedLocale(locale), error);
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
        <textarea
          rows={4}
          {...textarea}
          {...control}
          required={required}
          className="kyc-textarea"
          onBlur={(event) => {
            validation.onBlur(event.currentTarget.value);
            onBlur?.(event);
          }}
          onChange={(event) => {
            validation.onChange(event.currentTarget.value);
            onChange?.(event);
          }}
        />
      )}
    </FieldFrame>
  );
}
