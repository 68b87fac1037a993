import type { Locale } from '@kyc/content';
import { Link } from 'react-router';
import { balanceText, costText, kindWords, type ReportCatalogue } from '../../lib/account/reports';
import { localizedPath } from '../../lib/links';
import type { ReportOfferText } from '../../lib/marketing/loadReportOffer.server';
import './report-offer.css';

export interface ReportOfferProps {
  catalogue: ReportCatalogue;
  text: ReportOfferText;
  locale: Locale;
}

/**
 * /products-report for a signed-in user: the reports they may order, each with its price or
 * credits, their balance (or that reports are invoiced), and the way to the company page where
 * the order is placed. Loaded only for them (the route imports it lazily).
 *
 * @example <ReportOffer catalogue={catalogue} text={offer.text} locale="en" />
 */
export default function ReportOffer({ catalogue, text, locale }: ReportOfferProps) {
  return (
    <section
      id="order-a-report"
      className="kyc-section mk-section mk-report-offer"
      aria-labelledby="order-a-report-title"
    >
      <h2 id="order-a-report-title" className="kyc-section__title">
        {text.heading}
      </h2>
      <p className="mk-intro">{text.catalogueIntro}</p>
      <ul className="mk-report-offer__kinds" aria-label={text.kindLegend}>
        {catalogue.kinds.map((kind) => {
          const words = kindWords(kind, locale);
          return (
            <li key={kind.code} className="mk-report-offer__kind">
              <h3 className="mk-report-offer__name">{words.name}</h3>
              <p className="mk-report-offer__description">{words.description}</p>
              <p className="mk-report-offer__cost">{costText(kind, catalogue, text, locale)}</p>
            </li>
          );
        })}
      </ul>
      <p className="mk-report-offer__balance">{balanceText(catalogue, text)}</p>
      <p>
        <Link
          className="kyc-button kyc-button--primary kyc-button--md"
          to={localizedPath('/live-search', locale)}
        >
          {text.findCompany}
        </Link>
      </p>
    </section>
  );
}
