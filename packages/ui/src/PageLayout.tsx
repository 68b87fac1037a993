import type { ReactNode } from 'react';
import { cx } from './_lib/cx';
import { type Locale, useResolvedLocale } from './_lib/locale';

/** Id of the page's scroll container: print styles and scroll-to-top code look it up (SPEC §2). */
export const SCROLL_CONTAINER_ID = 'app-container-scroll-id';

export interface PageLayoutProps {
  header?: ReactNode;
  footer?: ReactNode;
  /** Above the header, e.g. the old-browser notice or the expiry banner. */
  banner?: ReactNode;
  locale?: Locale;
  className?: string;
  children?: ReactNode;
}

const SKIP = { 'zh-CN': '跳到主要内容', en: 'Skip to main content' };

/**
 * The page frame: a skip link, banner, header, and the scroll container `app-container-scroll-id`
 * holding the main content and the footer. On screen it scrolls; in print it grows to its
 * content so every page prints.
 *
 * @example <PageLayout header={<DesktopHeader />} footer={<SiteFooter />}>…</PageLayout>
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
