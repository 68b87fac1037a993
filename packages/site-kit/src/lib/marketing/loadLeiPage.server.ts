import { LEI_TEXT } from '../../components/marketing/leiText';
import { loadPage, type PublicPageData } from './loadPage.server';
import { lookUpLei } from './lookUpLei.server';
import type { LeiLookup } from './types';

export interface LeiPageData extends PublicPageData<'/lei'> {
  lookup: LeiLookup;
}

/**
 * The LEI page (also shown at /enterprise-details on desktop) with the answer to `?lei=`,
 * looked up in apps/api by the server so the form works without JavaScript.
 *
 * @example await loadLeiPage(request, context.apiOrigin)
 */
export async function loadLeiPage(
  request: Request,
  apiOrigin: string,
  fetchImpl: typeof fetch = fetch,
): Promise<LeiPageData> {
  const data = loadPage(request, '/lei');
  const lookup = await lookUpLei(new URL(request.url).searchParams.get('lei'), {
    apiOrigin,
    locale: data.locale,
    networkError: data.labels.networkError,
    notFound: LEI_TEXT[data.locale].notFound,
    fetch: fetchImpl,
  });
  return { ...data, lookup };
}
