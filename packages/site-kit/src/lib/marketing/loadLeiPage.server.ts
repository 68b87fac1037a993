import { leiLookup } from '@kyc/content/interface';
import { checkLei } from '@kyc/validators';
import { loadPage, type PublicPageData } from './loadPage.server';
import { lookUpLei } from './lookUpLei.server';
import type { LeiFormText, LeiLookup } from './types';

export interface LeiPageData extends PublicPageData<'/lei'> {
  lookup: LeiLookup;
  form: LeiFormText;
}

/**
 * The LEI page (also shown at /enterprise-details on desktop) with the answer to `?lei=`,
 * looked up in apps/api by the server so the form works without JavaScript, and the form's
 * words in the page's language (the validators' own messages, so the browser needs no
 * validators).
 *
 * @example await loadLeiPage(request, context.apiOrigin)
 */
export async function loadLeiPage(
  request: Request,
  apiOrigin: string,
  fetchImpl: typeof fetch = fetch,
): Promise<LeiPageData> {
  const data = loadPage(request, '/lei');
  const { locale } = data;
  const lookup = await lookUpLei(new URL(request.url).searchParams.get('lei'), {
    apiOrigin,
    locale,
    networkError: data.labels.networkError,
    fetch: fetchImpl,
  });
  const form: LeiFormText = {
    field: leiLookup[locale].field,
    required: checkLei('', { locale }) ?? '',
    format: checkLei('?', { locale }) ?? '',
    result: leiLookup[locale].result,
  };
  return { ...data, lookup, form };
}
