import type { Locale } from '@kyc/content';
import { companyDetails } from '@kyc/content/interface';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { CompanyLabels, CompanyView } from '../../lib/account/companyView';
import { localizedPath } from '../../lib/links';
import { ResponsiveTable } from './ResponsiveTable';
// With the page's stylesheet: the server-rendered map must be styled before its code arrives.
import './touch-map.css';

// The map is the page's heaviest part (about 6 KB): it hydrates on its own once its code has
// arrived, after the rest of the page, instead of holding up the first load.
const TouchOwnershipMap = lazy(() =>
  import('./TouchOwnershipMap').then((module) => ({ default: module.TouchOwnershipMap })),
);

export interface CompanyDetailsProps {
  /** The company in words, built by the loader (lib/account/companyView.ts). */
  view: CompanyView;
  labels: CompanyLabels;
  locale: Locale;
  dash: string;
  /** The link to another company of the register (a shareholder, an investment). */
  hrefOf: (keyNo: string) => string;
}

/**
 * Register data, shareholders, the ownership map with its beneficial owners (their own table
 * when there is no map), officers and investments of a company.
 */
export function CompanyDetails({ view, labels, locale, dash, hrefOf }: CompanyDetailsProps) {
  const text = companyDetails[locale];
  return (
    <article className="account-company" aria-labelledby="company-name">
      <h2 id="company-name" className="account-company__name">
        {view.heading}
      </h2>
      <section className="account-card" aria-labelledby="company-overview">
        <h3 id="company-overview" className="account-card__title">
          {labels.overview}
        </h3>
        <dl className="account-facts">
          {view.facts.map(([term, value]) => (
            <div key={term} className="account-facts__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="account-card" aria-labelledby="company-shareholders">
        <h3 id="company-shareholders" className="account-card__title">
          {labels.shareholders}
        </h3>
        <ResponsiveTable
          columns={[text.name, text.kind, labels.percentage, text.subscribedCapital]}
          empty={dash}
          rows={view.shareholders.map((holder) => ({
            key: holder.key,
            cells: [
              holder.keyNo ? (
                <Link key="name" to={localizedPath(hrefOf(holder.keyNo), locale)}>
                  {holder.name}
                </Link>
              ) : (
                holder.name
              ),
              holder.kind,
              holder.percent,
              holder.capital,
            ],
          }))}
        />
      </section>

      {/* The map lists the natural persons' effective ownership and UBO flags below its
          drawing (the same figures as the API's owners): the owners' own table is for a
          company without a map, so that they are listed once. */}
      {!view.graph && (
        <section className="account-card" aria-labelledby="company-owners">
          <h3 id="company-owners" className="account-card__title">
            {labels.beneficialOwners}
          </h3>
          <ResponsiveTable
            columns={[text.name, text.effective, text.ubo]}
            empty={dash}
            rows={view.owners.map((owner) => ({
              key: owner.key,
              cells: [owner.name, owner.percent, owner.ubo],
            }))}
          />
        </section>
      )}

      {view.graph && (
        // The map is a labelled region of its own: a second one of the same name would repeat it.
        <div className="account-card account-company__map">
          <Suspense fallback={null}>
            <TouchOwnershipMap graph={view.graph} locale={locale} />
          </Suspense>
        </div>
      )}

      <section className="account-card" aria-labelledby="company-executives">
        <h3 id="company-executives" className="account-card__title">
          {text.executives}
        </h3>
        <ResponsiveTable
          columns={[text.name, text.position]}
          empty={dash}
          rows={view.executives.map((person) => ({
            key: person.key,
            cells: [person.name, person.position],
          }))}
        />
      </section>

      {view.investments.length > 0 && (
        <section className="account-card" aria-labelledby="company-investments">
          <h3 id="company-investments" className="account-card__title">
            {text.investments}
          </h3>
          <ResponsiveTable
            columns={[text.name, labels.percentage]}
            empty={dash}
            rows={view.investments.map((investment) => ({
              key: investment.keyNo,
              cells: [
                <Link key="name" to={localizedPath(hrefOf(investment.keyNo), locale)}>
                  {investment.name}
                </Link>,
                investment.percent,
              ],
            }))}
          />
        </section>
      )}
    </article>
  );
}
