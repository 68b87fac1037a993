import { lazy, Suspense } from 'react';
import { Await, useLoaderData } from 'react-router';
import { MarketingSections } from '../../components/marketing/MarketingSections';
import { type MarketingMetaArgs, marketingMeta } from '../../lib/marketing/marketingMeta';
import type { productsReportLoader } from './loaders.server';

// Only signed-in visitors see the catalogue: its code (with the money formatter) stays out of
// the page's first load, which every visitor pays.
const ReportOffer = lazy(() => import('../../components/marketing/ReportOffer'));

export function meta(args: MarketingMetaArgs) {
  return marketingMeta(args);
}

/**
 * The reports page: its content for everyone; for a signed-in visitor, after the hero, the
 * reports they may order with their prices or credits and the way to a company's page.
 */
export default function Page() {
  // Re-exported route components get no props from the framework: read the data by hook.
  const { page, locale, reportOffer } = useLoaderData<typeof productsReportLoader>();
  const offer = reportOffer && (
    <Suspense fallback={null}>
      <Await resolve={reportOffer.catalogue} errorElement={null}>
        {(catalogue) =>
          catalogue ? (
            <ReportOffer catalogue={catalogue} text={reportOffer.text} locale={locale} />
          ) : null
        }
      </Await>
    </Suspense>
  );
  return <MarketingSections page={page} locale={locale} after={offer ? { hero: offer } : {}} />;
}
