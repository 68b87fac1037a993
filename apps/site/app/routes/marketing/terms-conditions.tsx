import { LegalPage } from '../../components/marketing/LegalPage';
import { loadLegal } from '../../lib/marketing/loadLegal.server';
import { marketingMeta } from '../../lib/marketing/marketingMeta';
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
