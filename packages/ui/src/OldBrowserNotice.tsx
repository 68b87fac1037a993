import { useEffect, useState } from 'react';
import { cx } from './_lib/cx';
import { type Locale, useResolvedLocale } from './_lib/locale';
import { isOutdatedBrowser } from './isOutdatedBrowser';

export interface OldBrowserNoticeProps {
  /**
   * The browser's user agent; default `navigator.userAgent`, read after mounting (server-safe).
   *
   * @default `navigator.userAgent`, after mounting
   */
  userAgent?: string;
  /**
   * Chinese by default, as the product shows it.
   *
   * @default 'zh-CN'
   */
  locale?: Locale;
  className?: string;
}

const MESSAGE = {
  'zh-CN': '您的浏览器版本过低，请升级浏览器，或使用 Chrome、Edge、360 浏览器访问专业版。',
  en: 'Your browser is too old. Please upgrade it, or use Chrome, Edge or 360 Browser for the professional edition.',
};

/**
 * The notice for Internet Explorer below 11: asks, in Chinese, to upgrade or to use
 * Chrome, Edge or 360 for the professional edition. Renders nothing in other browsers.
 *
 * @param props - {@link OldBrowserNoticeProps}.
 * @example
 * ```tsx
 * <OldBrowserNotice userAgent={request.headers.get('user-agent') ?? ''} />
 * ```
 */
export function OldBrowserNotice({ userAgent, locale, className }: OldBrowserNoticeProps) {
  const language = useResolvedLocale(locale);
  const [detected, setDetected] = useState<string | undefined>(userAgent);
  useEffect(() => {
    if (userAgent === undefined && typeof navigator !== 'undefined')
      setDetected(navigator.userAgent);
    else setDetected(userAgent);
  }, [userAgent]);
  if (!isOutdatedBrowser(detected)) return null;
  return (
    <div className={cx('kyc-banner', 'kyc-banner--danger', className)} role="alert">
      <p className="kyc-banner__message">{MESSAGE[language]}</p>
    </div>
  );
}
