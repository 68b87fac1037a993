import { apiPrices } from '@kyc/content/interface';
import { lazy, Suspense } from 'react';
import { Await, Link, useLoaderData } from 'react-router';
import { CodeBlock } from '../../components/marketing/CodeBlock';
import {
  MarketingSections,
  type SectionBlocks,
} from '../../components/marketing/MarketingSections';
import { localizedPath } from '../../lib/links';
import { type MarketingMetaArgs, marketingMeta } from '../../lib/marketing/marketingMeta';
import type { productsApiLoader } from './loaders.server';

// The page's code sections need a block beyond the common ones: only pages that have such
// sections load its code.
const BLOCKS: SectionBlocks = { code: CodeBlock };

// Only signed-in users who may see prices get the price list: its code (with the money
// formatter) stays out of the first load every visitor pays.
const ApiPriceList = lazy(() =>
  import('../../components/account/ApiPriceList').then((module) => ({
    default: module.ApiPriceList,
  })),
);

export function meta(args: MarketingMetaArgs) {
  return marketingMeta(args);
}

/**
 * The API page: its content for everyone (the sample call is a real sandbox call on this
 * site's origin); for a signed-in user who may see prices, the API price list and balance
 * after the pricing section.
 */
export default function Page() {
  // Re-exported route components get no props from the framework: read the data by hook.
  const { page, locale, prices } = useLoaderData<typeof productsApiLoader>();
  const priceList = prices && (
    <Suspense fallback={null}>
      <Await resolve={prices} errorElement={null}>
        {(list) =>
          list ? (
            <div className="kyc-section mk-section mk-api-prices">
              <ApiPriceList prices={list} locale={locale} />
            </div>
          ) : null
        }
      </Await>
    </Suspense>
  );
  // The pages the pricing section names: where keys, the price list and usage are.
  const text = apiPrices[locale];
  const links = (
    <p className="kyc-section mk-section mk-api-links">
      <Link to={localizedPath('/api-keys', locale)}>{text.manageKeys}</Link>
      {' · '}
      <Link to={localizedPath('/api-usage', locale)}>{text.usageLink}</Link>
    </p>
  );
  return (
    <MarketingSections
      page={page}
      locale={locale}
      blocks={BLOCKS}
      after={{
        pricing: (
          <>
            {links}
            {priceList}
          </>
        ),
      }}
    />
  );
}
