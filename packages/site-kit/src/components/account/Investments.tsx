import type { Locale } from '@kyc/content';
import { companyDetails } from '@kyc/content/interface';
import { Link } from 'react-router';
import type { CompanyView } from '../../lib/account/companyView';
import { ResponsiveTable } from './ResponsiveTable';
import { SourceLine } from './SourceLine';

export interface InvestmentsProps {
  view: CompanyView;
  /** Heads the share column ('持股比例'). */
  percentage: string;
  locale: Locale;
  dash: string;
  /** The link to another company of the register, in the page's language. */
  linkOf: (keyNo: string) => string;
}

/**
 * The company's outward investments, the equity structure downward: layer 1 (its direct
 * holdings), then 2 and 3, each company with its share and the company holding it, all links.
 */
export function Investments({ view, percentage, locale, dash, linkOf }: InvestmentsProps) {
  const text = companyDetails[locale];
  const company = (keyNo: string, name: string) =>
    keyNo === view.keyNo ? (
      name
    ) : (
      <Link key={keyNo} to={linkOf(keyNo)}>
        {name}
      </Link>
    );
  return (
    <section className="account-card account-investments" aria-labelledby="company-investments">
      <h3 id="company-investments" className="account-card__title">
        {text.investments}
      </h3>
      <SourceLine source={view.source.network} asOf={view.source.asOf} />
      {view.investmentLayers.map((group) => (
        <section
          key={group.layer}
          className="account-investments__layer"
          aria-labelledby={`company-investments-${group.layer}`}
        >
          <h4 id={`company-investments-${group.layer}`} className="account-investments__title">
            {group.title}
          </h4>
          <ResponsiveTable
            caption={group.title}
            // Layer 1 is held by the company itself: no column to say so.
            columns={
              group.layer === 1 ? [text.name, percentage] : [text.name, percentage, text.heldBy]
            }
            empty={dash}
            rows={group.items.map((item) => ({
              key: item.key,
              cells: [
                company(item.keyNo, item.name),
                item.percent,
                ...(group.layer === 1 ? [] : [company(item.heldBy.keyNo, item.heldBy.name)]),
              ],
            }))}
          />
        </section>
      ))}
    </section>
  );
}
