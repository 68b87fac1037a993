import { cx } from './_lib/cx';
import { type Locale, useResolvedLocale } from './_lib/locale';
import { LOADING } from './_lib/messages';
import { useMinimumVisibility } from './useMinimumVisibility';

export interface LoadingIndicatorProps {
  /** Whether work is in progress. */
  active: boolean;
  /** A forced hide: when `active` turns false, disappear at once (no 600 ms minimum). */
  forceHide?: boolean;
  /**
   * Minimum visible time once shown, in ms.
   *
   * @default 600
   */
  minimumMs?: number;
  /**
   * Text beside the spinner.
   *
   * @default '加载中…' / 'Loading…'
   */
  label?: string;
  /** Covers its positioned parent with a translucent layer. */
  overlay?: boolean;
  locale?: Locale;
  className?: string;
}

/**
 * A spinner with a live status text. Once shown it stays at least 600 ms; `forceHide` hides it now.
 *
 * @param props - {@link LoadingIndicatorProps}.
 * @example
 * ```tsx
 * <LoadingIndicator active={isFetching} />
 * ```
 */
export function LoadingIndicator({
  active,
  forceHide = false,
  minimumMs = 600,
  label,
  overlay = false,
  locale,
  className,
}: LoadingIndicatorProps) {
  const visible = useMinimumVisibility(active, { minimumMs, force: forceHide });
  const language = useResolvedLocale(locale);
  if (!visible) return null;
  return (
    <div role="status" className={cx('kyc-loading', overlay && 'kyc-loading--overlay', className)}>
      <span className="kyc-loading__spinner" aria-hidden="true" />
      <span className="kyc-loading__label">{label ?? LOADING[language]}</span>
    </div>
  );
}
