import { useEffect, useId, useRef } from 'react';
import { cx } from './_lib/cx';
import { type Locale, useResolvedLocale } from './_lib/locale';

/** One problem of a form: the id of the field it belongs to and its message. */
export interface FormError {
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: FormError[];
  /**
   * Heading.
   *
   * @default '请修正以下问题' / 'Please fix the following'
   */
  title?: string;
  /**
   * Moves focus to the summary when it appears, as after a failed submit.
   *
   * @default true
   */
  focusOnShow?: boolean;
  locale?: Locale;
  className?: string;
}

const TITLE = { 'zh-CN': '请修正以下问题', en: 'Please fix the following' };

/**
 * The form-level list of errors shown after a failed submit; each item links to its field
 * and moves focus there. Renders nothing when there are no errors.
 *
 * @param props - {@link ErrorSummaryProps}.
 * @example
 * ```tsx
 * <ErrorSummary errors={[{ fieldId: 'phone', message: '请输入手机号' }]} />
 * ```
 */
export function ErrorSummary({
  errors,
  title,
  focusOnShow = true,
  locale,
  className,
}: ErrorSummaryProps) {
  const language = useResolvedLocale(locale);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown && focusOnShow) ref.current?.focus();
  }, [shown, focusOnShow]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      className={cx('kyc-error-summary', className)}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="kyc-error-summary__title">
        {title ?? TITLE[language]}
      </h2>
      <ul className="kyc-error-summary__list">
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                const field = document.getElementById(error.fieldId);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView?.({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
