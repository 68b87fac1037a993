import { LeiLookup } from '../../components/marketing/LeiLookup';
import { MarketingSections } from '../../components/marketing/MarketingSections';
import { loadLeiPage } from '../../lib/marketing/loadLeiPage.server';
import { marketingMeta } from '../../lib/marketing/marketingMeta';
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
