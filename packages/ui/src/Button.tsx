import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cx } from './_lib/cx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Visual weight: 'primary', 'secondary', 'ghost' or 'danger'.
   *
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /**
   * 'md', 'sm' or 'lg'.
   *
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner, sets aria-busy and ignores clicks, keeping the label for screen readers. */
  loading?: boolean;
  /** Stretches to the full width of its container. */
  block?: boolean;
}

/**
 * A native button with the product's styles; `type` defaults to 'button' so it never submits by accident.
 *
 * @example
 * ```tsx
 * <Button variant="secondary" onClick={save}>保存</Button>
 * ```
 */
export const Button = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    block = false,
    type = 'button',
    className,
    disabled,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={cx(
        'kyc-button',
        `kyc-button--${variant}`,
        `kyc-button--${size}`,
        block && 'kyc-button--block',
        loading && 'kyc-button--loading',
        className,
      )}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && <span className="kyc-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
});
