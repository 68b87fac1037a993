import { formatName, formatRegNo, formatShares, formatUnitMoney } from '@kyc/formatters';
import { cx } from './_lib/cx';
import { type RenderLink, renderAnchor } from './_lib/link';
import { type Locale, useResolvedLocale } from './_lib/locale';

/** A company as the search returns it. */
export interface CompanySummary {
  /** Name in the local language (e.g. Chinese). */
  name?: string;
  englishName?: string;
  /** Registration number, e.g. a USCC. */
  regNo?: string;
  /** What the number is registered as / where, e.g. 'USCC' or 'Companies Registry'. */
  registration?: string;
  /** Registered capital, a number or text with unit words ('500万', '1.2亿美元'). */
  registeredCapital?: string | number;
  /** Currency of the capital: an ISO code or a Chinese name ('人民币'). */
  currency?: string;
  /** Issued share count. */
  shares?: string | number;
  /** Jurisdiction or status line. */
  status?: string;
}

export interface CompanySearchResultProps {
  company: CompanySummary;
  /** Link to the company's details. */
  href?: string;
  headingLevel?: 2 | 3 | 4;
  renderLink?: RenderLink;
  locale?: Locale;
  className?: string;
}

const TEXT = {
  'zh-CN': { regNo: '注册号', capital: '注册资本', shares: '股本' },
  en: { regNo: 'Registration no.', capital: 'Registered capital', shares: 'Shares' },
};

/**
 * One company in the search results: local and English names, registration number, registered
 * capital and share count, all formatted by `@kyc/formatters` (a dash for what is missing).
 *
 * @param props - {@link CompanySearchResultProps}.
 * @example
 * ```tsx
 * <CompanySearchResult company={{ name: '小米科技有限责任公司', englishName: 'Xiaomi Inc.' }} />
 * ```
 */
export function CompanySearchResult({
  company,
  href,
  headingLevel = 3,
  renderLink = renderAnchor,
  locale,
  className,
}: CompanySearchResultProps) {
  const language = useResolvedLocale(locale);
  const text = TEXT[language];
  const Heading = `h${headingLevel}` as const;
  const name = formatName(company?.name, company?.englishName);
  const facts = [
    { label: text.regNo, value: formatRegNo(company?.regNo, company?.registration) },
    {
      label: text.capital,
      value: formatUnitMoney(company?.registeredCapital, {
        code: company?.currency,
        locale: language,
      }),
    },
    { label: text.shares, value: formatShares(company?.shares, { locale: language }) },
  ];
  return (
    <article className={cx('kyc-company', className)}>
      <Heading className="kyc-company__name">
        {href ? renderLink({ href, className: 'kyc-company__link', children: name }) : name}
      </Heading>
      {company?.status && <p className="kyc-company__status">{company.status}</p>}
      <dl className="kyc-company__facts">
        {facts.map((fact) => (
          <div key={fact.label} className="kyc-company__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
