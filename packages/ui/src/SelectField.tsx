import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps, useFieldValidation } from './_lib/Field';
import { useResolvedLocale } from './_lib/locale';

/** One choice of a `SelectField`. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends FieldProps<string>,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  options: SelectOption[];
  /** A first, empty choice such as '请选择'; its value is ''. */
  placeholder?: string;
}

/**
 * A labelled native select (keyboard and screen readers work as the platform does), validated on blur.
 *
 * @param props - {@link SelectFieldProps}.
 * @example
 * ```tsx
 * <SelectField label="行业" options={[{ value: 'bank', label: '银行' }]} placeholder="请选择" />
 * ```
 */
export function SelectField({
  label,
  hint,
  error,
  validate,
  locale,
  className,
  id,
  required,
  options,
  placeholder,
  onBlur,
  onChange,
  ...select
}: SelectFieldProps) {
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
        <select
          {...select}
          {...control}
          required={required}
          className="kyc-select"
          onBlur={(event) => {
            validation.onBlur(event.currentTarget.value);
            onBlur?.(event);
          }}
          onChange={(event) => {
            validation.onChange(event.currentTarget.value);
            onChange?.(event);
          }}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
