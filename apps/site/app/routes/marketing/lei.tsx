import { LeiLookup } from '@kyc/site-kit/components/marketing/LeiLookup.tsx';
import { MarketingSections } from '@kyc/site-kit/components/marketing/MarketingSections.tsx';
import { loadLeiPage } from '@kyc/site-kit/lib/marketing/loadLeiPage.server.ts';
import { marketingMeta } from '@kyc/site-kit/lib/marketing/marketingMeta.ts';
import type { Route } from './+types/lei';

// Serves /lei and, on desktop, /enterprise-details (SPEC §2); both show the LEI page.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadLeiPage(request, context.apiOrigin);
}

// One canonical address for the one page, whichever path showed it.
export function meta(args: Route.MetaArgs) {
  return marketingMeta(args, { pathname: '/lei' });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, locale, lookup } = loaderData;
  return (
    <MarketingSections
      page={page}
      locale={locale}
      renderSearch={(section, context) => (
        // A new answer (another query) starts the form afresh from what was typed.
        <LeiLookup
          key={`${lookup.status}|${lookup.query}`}
          section={section}
          lookup={lookup}
          context={context}
        />
      )}
    />
  );
}
