import { LegalPage } from '@kyc/site-kit/components/marketing/LegalPage.tsx';
import { loadLegal } from '@kyc/site-kit/lib/marketing/loadLegal.server.ts';
import { marketingMeta } from '@kyc/site-kit/lib/marketing/marketingMeta.ts';
import type { Route } from './+types/terms-conditions';

export function loader({ request }: Route.LoaderArgs) {
  return loadLegal(request);
}

export function meta(args: Route.MetaArgs) {
  return marketingMeta(args);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, locale, labels, effective } = loaderData;
  return <LegalPage document={page} locale={locale} labels={labels} effective={effective} />;
}
