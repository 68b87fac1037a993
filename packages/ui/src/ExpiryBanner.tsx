import { daysUntilExpiry, shouldWarnExpiry, type UserInput } from '@kyc/auth';
import { cx } from './_lib/cx';
import { type RenderLink, renderAnchor } from './_lib/link';
import { type Locale, useResolvedLocale } from './_lib/locale';
import { CLOSE } from './_lib/messages';

export interface ExpiryBannerProps {
  /** The stored user; nothing shows without an end date or outside the warning window. */
  user: UserInput;
  /**
   * The moment to measure from.
   *
   * @default `Date.now()`
   */
  now?: number | Date;
  /** Where renewing happens; no link without it. */
  renewHref?: string;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  renderLink?: RenderLink;
  locale?: Locale;
  className?: string;
}

const TEXT = {
  'zh-CN': {
    future: (days: number) => `您的账号将在 ${days} 天后到期，请及时续费。`,
    today: '您的账号今天到期，请及时续费。',
    past: '您的账号已到期，请续费后继续使用。',
    renew: '立即续费',
  },
  en: {
    future: (days: number) =>
      `Your account expires in ${days} ${days === 1 ? 'day' : 'days'}. Please renew in time.`,
    today: 'Your account expires today. Please renew in time.',
    past: 'Your account has expired. Please renew to continue.',
    renew: 'Renew now',
  },
};

/**
 * The account expiry warning, shown when `@kyc/auth`'s `shouldWarnExpiry` says so,
 * with the days left from `daysUntilExpiry`.
 *
 * @param props - {@link ExpiryBannerProps}.
 * @example
 * ```tsx
 * <ExpiryBanner user={user} renewHref="/service-selection" />
 * ```
 */
export function ExpiryBanner({
  user,
  now,
  renewHref,
  onDismiss,
  renderLink = renderAnchor,
  locale,
  className,
}: ExpiryBannerProps) {
  const language = useResolvedLocale(locale);
  const text = TEXT[language];
  const at = now ?? Date.now();
  const days = daysUntilExpiry(user, at);
  if (days === null || !shouldWarnExpiry(user, at)) return null;
  const message = days > 0 ? text.future(days) : days === 0 ? text.today : text.past;
  return (
    <div className={cx('kyc-banner', 'kyc-banner--warning', className)} role="status">
      <p className="kyc-banner__message">{message}</p>
      {renewHref &&
        renderLink({ href: renewHref, className: 'kyc-banner__link', children: text.renew })}
      {onDismiss && (
        <button
          type="button"
          className="kyc-close"
          aria-label={CLOSE[language]}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
