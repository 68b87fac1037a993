import { type ReportOrderText, reportOrder } from '@kyc/content/interface';
import type { AppLoadContext } from 'react-router';
import { loaderApi, sessionCookieHeader } from '../account/api.server';
import type { ReportCatalogue } from '../account/reports';
import { getContent } from '../content.server';
import type { Locale } from '../locale';

/** The words the catalogue block shows: sent with the page, so no client bundle carries them. */
export type ReportOfferText = Pick<
  ReportOrderText,
  | 'heading'
  | 'catalogueIntro'
  | 'findCompany'
  | 'kindLegend'
  | 'credits'
  | 'creditsOne'
  | 'invoicedEach'
  | 'balance'
  | 'invoiced'
>;

export interface ReportOffer {
  text: ReportOfferText;
  /** Not awaited: the page renders at once; null when apps/api cannot say. */
  catalogue: Promise<ReportCatalogue | null>;
}

/**
 * For a signed-in visitor of /products-report: the report catalogue with their prices or
 * credits and balance, streamed after the page. Visitors without a session get null and the
 * page as it always was (no call to apps/api).
 *
 * @example const offer = loadReportOffer(request, context, 'en'); // null for a visitor
 */
export function loadReportOffer(
  request: Request,
  context: Pick<AppLoadContext, 'apiOrigin' | 'clientAddress'>,
  locale: Locale,
): ReportOffer | null {
  if (!sessionCookieHeader(request)) return null;
  const words = reportOrder[locale];
  const { networkError } = getContent(locale).common;
  return {
    text: {
      heading: words.heading,
      catalogueIntro: words.catalogueIntro,
      findCompany: words.findCompany,
      kindLegend: words.kindLegend,
      credits: words.credits,
      creditsOne: words.creditsOne,
      invoicedEach: words.invoicedEach,
      balance: words.balance,
      invoiced: words.invoiced,
    },
    catalogue: loaderApi<ReportCatalogue>(context, request, '/webapi/saas/reports/catalogue', {
      session: 'optional',
      networkError,
    }).then((result) => (result.ok && Array.isArray(result.data?.kinds) ? result.data : null)),
  };
}
