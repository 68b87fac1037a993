import { cx } from './_lib/cx';
import { type RenderLink, renderAnchor } from './_lib/link';
import { type Locale, useResolvedLocale } from './_lib/locale';
import { siteNavigation } from './siteNavigation';

export interface SiteFooterProps {
  locale?: Locale;
  /**
   * Year of the copyright line.
   *
   * @default the current year
   */
  year?: number;
  renderLink?: RenderLink;
  className?: string;
}

const TEXT = {
  'zh-CN': {
    nav: '页脚导航',
    more: '更多',
    terms: '用户协议',
    status: '系统状态',
    rights: '版权所有',
    tagline: '全球企业与股权数据，助力合规尽调。',
  },
  en: {
    nav: 'Footer',
    more: 'More',
    terms: 'Terms & conditions',
    status: 'System status',
    rights: 'All rights reserved',
    tagline: 'Global company and ownership data for compliance due diligence.',
  },
};

/**
 * The site footer: the navigation groups as columns, terms and system status, and the copyright line.
 *
 * @param props - {@link SiteFooterProps}.
 * @example
 * ```tsx
 * <SiteFooter locale="en" />
 * ```
 */
export function SiteFooter({
  locale,
  year,
  renderLink = renderAnchor,
  className,
}: SiteFooterProps) {
  const language = useResolvedLocale(locale);
  const text = TEXT[language];
  const groups = siteNavigation.flatMap((entry) => (entry.links ? [entry] : []));
  const singles = siteNavigation.flatMap((entry) => (entry.links ? [] : [entry]));
  const more = [
    ...singles.map((entry) => ({ href: entry.href, label: entry.label[language] })),
    { href: '/terms-conditions', label: text.terms },
    { href: '/system-status', label: text.status },
  ];
  const columns = [
    ...groups.map((group) => ({
      title: group.label[language],
      links: group.links.map((link) => ({ href: link.href, label: link.label[language] })),
    })),
    { title: text.more, links: more },
  ];
  return (
    <footer className={cx('kyc-footer', className)}>
      <div className="kyc-footer__inner">
        <p className="kyc-footer__tagline">{text.tagline}</p>
        <nav aria-label={text.nav} className="kyc-footer__nav">
          {columns.map((column) => (
            <div key={column.title} className="kyc-footer__column">
              <h2 className="kyc-footer__heading">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    {renderLink({
                      href: link.href,
                      className: 'kyc-footer__link',
                      children: link.label,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className="kyc-footer__legal">
          © {year ?? new Date().getFullYear()} KYC. {text.rights}.
        </p>
      </div>
    </footer>
  );
}
