import type { Locale } from '@kyc/content';
import { companyDetails } from '@kyc/content/interface';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import type { CompanyLabels, CompanyView } from '../../lib/account/companyView';
import { withThreshold } from '../../lib/account/enterpriseQuery';
import { localizedPath } from '../../lib/links';
import { BeneficialOwners } from './BeneficialOwners';
import { Investments } from './Investments';
import { Relations } from './Relations';
import { ResponsiveTable } from './ResponsiveTable';
import { SourceLine } from './SourceLine';
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
  /**
   * The link to another company of the register (a shareholder, an investment, an officer's
   * other company); the threshold chosen here is added to it.
   */
  hrefOf: (keyNo: string) => string;
  /** Shown after the register data: ordering a report on the company. */
  order?: ReactNode;
}

/**
 * Register data, shareholders, the beneficial owners explained (with the threshold they are
 * worked out at), the ownership map, officers with their other roles, and the investments by
 * layer of a company; each block says where its data comes from and as of when.
 */
export function CompanyDetails({ view, labels, locale, dash, hrefOf, order }: CompanyDetailsProps) {
  const text = companyDetails[locale];
  const linkOf = (keyNo: string) =>
    localizedPath(withThreshold(hrefOf(keyNo), view.threshold), locale);
  const { source } = view;
  // An alert's link names the history section (a form's way back, the watch section): the
  // company arrives after the page, so the browser's own jump to it finds nothing yet.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id === 'company-history' || id === 'company-watch')
      document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <article className="account-company" aria-labelledby="company-name">
      <h2 id="company-name" className="account-company__name">
        {view.heading}
      </h2>
      <section className="account-card" aria-labelledby="company-overview">
        <h3 id="company-overview" className="account-card__title">
          {labels.overview}
        </h3>
        <SourceLine source={source.register} asOf={source.asOf} />
        <dl className="account-facts">
          {view.facts.map(([term, value]) => (
            <div key={term} className="account-facts__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {view.parents.length > 0 && (
        <section className="account-card" aria-labelledby="company-parents">
          <h3 id="company-parents" className="account-card__title">
            {text.parents}
          </h3>
          <p className="account-relations__intro">{text.parentsIntro}</p>
          <SourceLine source={source.register} asOf={source.asOf} />
          <ResponsiveTable
            columns={[text.kind, text.name, 'LEI', text.parentStatus]}
            empty={dash}
            rows={view.parents.map((parent) => ({
              key: parent.key,
              cells: [
                parent.role,
                parent.keyNo ? (
                  <Link key="name" to={linkOf(parent.keyNo)}>
                    {parent.name}
                  </Link>
                ) : (
                  parent.name
                ),
                parent.lei,
                parent.status,
              ],
            }))}
          />
        </section>
      )}

      {order}

      <section className="account-card" aria-labelledby="company-shareholders">
        <h3 id="company-shareholders" className="account-card__title">
          {labels.shareholders}
        </h3>
        <SourceLine source={source.register} asOf={source.asOf} />
        {view.unpublished.shareholders ? (
          <p className="account-card__unpublished">{view.unpublished.shareholders}</p>
        ) : (
          <ResponsiveTable
            columns={[text.name, text.kind, labels.percentage, text.subscribedCapital]}
            empty={dash}
            rows={view.shareholders.map((holder) => ({
              key: holder.key,
              cells: [
                holder.keyNo ? (
                  <Link key="name" to={linkOf(holder.keyNo)}>
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
        )}
      </section>

      {/* The one list of the beneficial owners: the map's own table of natural persons is
          hidden (account.css), so that each person is listed once, with the reasons. */}
      <BeneficialOwners
        view={view}
        title={labels.beneficialOwners}
        locale={locale}
        linkOf={linkOf}
      />

      {view.graph && (
        // The map is a labelled region of its own: a second one of the same name would repeat it.
        <div className="account-card account-company__map">
          <Suspense fallback={null}>
            <TouchOwnershipMap
              graph={view.graph}
              title={view.mapTitle}
              threshold={view.threshold / 100}
              locale={locale}
            />
          </Suspense>
          <SourceLine source={source.network} asOf={source.asOf} />
        </div>
      )}

      <section className="account-card" aria-labelledby="company-executives">
        <h3 id="company-executives" className="account-card__title">
          {text.executives}
        </h3>
        <SourceLine source={source.register} asOf={source.asOf} />
        {view.unpublished.executives ? (
          <p className="account-card__unpublished">{view.unpublished.executives}</p>
        ) : (
          <ResponsiveTable
            columns={[text.name, text.position]}
            empty={dash}
            rows={view.executives.map((person) => ({
              key: person.key,
              cells: [person.name, person.position],
            }))}
          />
        )}
      </section>

      {view.relations.length > 0 && <Relations view={view} locale={locale} linkOf={linkOf} />}

      {view.history && (
        <section className="account-card" aria-labelledby="company-history">
          <h3 id="company-history" className="account-card__title">
            {text.history}
          </h3>
          <p className="account-relations__intro">{text.historyIntro}</p>
          {view.history.length === 0 ? (
            <p>{text.historyEmpty}</p>
          ) : (
            <ol className="account-history">
              {view.history.map((change) => (
                <li key={change.key} className="account-history__item">
                  <span className="account-history__change">{change.change}</span>
                  <span className="account-history__dates">{change.dates}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}

      <p className="account-company__export">
        <a href={view.bodsHref} download>
          {text.exportBods}
        </a>
      </p>

      {view.investmentLayers.length > 0 && (
        <Investments
          view={view}
          percentage={labels.percentage}
          locale={locale}
          dash={dash}
          linkOf={linkOf}
        />
      )}
    </article>
  );
}
