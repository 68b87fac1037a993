import { type ReactNode, useId, useRef, useState } from 'react';
import { cx } from './cx';
import type { Locale } from './locale';

/** A rule in the `@kyc/validators` shape: a message when wrong, `undefined` when fine. */
export type FieldValidator<V> = (value: V, options: { locale: Locale }) => string | undefined;

/** Props every form field shares. */
export interface FieldProps<V> {
  label: ReactNode;
  /** Help shown under the control. */
  hint?: ReactNode;
  /** A message from outside (e.g. after submit); shown instead of the field's own check. */
  error?: string;
  /** Checked on blur, then on every change once the field was left (e.g. `checkEmail`). */
  validate?: FieldValidator<V>;
  /** Language of the messages and built-in texts. */
  locale?: Locale;
}

/** The ARIA wiring a control gets from its field. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** Runs a field's validator at the right moments and tells what to show. */
export function useFieldValidation<V>(
  validate: FieldValidator<V> | undefined,
  locale: Locale,
  error: string | undefined,
) {
  const [message, setMessage] = useState<string | undefined>();
  const touched = useRef(false);
  const run = (value: V) => setMessage(validate?.(value, { locale }));
  return {
    message: error || message,
    onBlur(value: V) {
      touched.current = true;
      run(value);
    },
    onChange(value: V) {
      if (touched.current) run(value);
    },
  };
}

interface FieldFrameProps {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  message?: string;
  required?: boolean;
  /**
   * 'stack': label above; 'inline': control first, label beside it (checkbox).
   *
   * @default 'stack'
   */
  layout?: 'stack' | 'inline';
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, hint and message, wired with ids so assistive technology reads them together. */
export function FieldFrame({
  id,
  label,
  hint,
  message,
  required,
  layout = 'stack',
  className,
  children,
}: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const messageId = `${controlId}-message`;
  const describedBy = cx(hint ? hintId : undefined, message ? messageId : undefined);
  const control = children({
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': message ? true : undefined,
  });
  const labelElement = (
    <label htmlFor={controlId} className="kyc-field__label">
      {label}
      {required && (
        <span className="kyc-field__required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
  return (
    <div
      className={cx(
        'kyc-field',
        `kyc-field--${layout}`,
        message && 'kyc-field--invalid',
        className,
      )}
    >
      {layout === 'inline' ? (
        <div className="kyc-field__inline">
          {control}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {hint && (
        <p id={hintId} className="kyc-field__hint">
          {hint}
        </p>
      )}
      <p id={messageId} className="kyc-field__message" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
