import type { ReactNode } from 'react';
import { cx } from './_lib/cx';
import { type Locale, useResolvedLocale } from './_lib/locale';

/** Id of the page's scroll container: print styles and scroll-to-top code look it up. */
export const SCROLL_CONTAINER_ID = 'app-container-scroll-id';

/** Props of `PageLayout`. */
export interface PageLayoutProps {
  /** The site header (`DesktopHeader` or `MobileHeader`), above the scroll container. */
  header?: ReactNode;
  /** The site footer (`SiteFooter`), inside the scroll container after the main content. */
  footer?: ReactNode;
  /** Above the header, e.g. the old-browser notice or the expiry banner. */
  banner?: ReactNode;
  /**
   * Language of the skip link.
   *
   * @default the nearest `LocaleProvider`'s, else 'zh-CN'
   */
  locale?: Locale;
  /** Extra class on the outer element. */
  className?: string;
  /** The page's main content, in `<main id="kyc-main">`. */
  children?: ReactNode;
}

const SKIP = { 'zh-CN': '跳到主要内容', en: 'Skip to main content' };

/**
 * The page frame: a skip link, banner, header, and the scroll container `app-container-scroll-id`
 * holding the main content and the footer. On screen it scrolls; in print it grows to its
 * content so every page prints.
 *
 * @param props - {@link PageLayoutProps}.
 * @example
 * ```tsx
 * <PageLayout header={<DesktopHeader />} footer={<SiteFooter />}>…</PageLayout>
 * ```
 */
export function PageLayout({
  header,
  footer,
  banner,
  locale,
  className,
  children,
}: PageLayoutProps) {
  const language = useResolvedLocale(locale);
  return (
    <div className={cx('kyc-layout', className)}>
      <a className="kyc-skip-link" href="#kyc-main">
        {SKIP[language]}
      </a>
      {banner}
      {header}
      <div id={SCROLL_CONTAINER_ID} className="kyc-layout__scroll">
        <main id="kyc-main" className="kyc-layout__main" tabIndex={-1}>
          {children}
        </main>
        {footer}
      </div>
    </div>
  );
}
