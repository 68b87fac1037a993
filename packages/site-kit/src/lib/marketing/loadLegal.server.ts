import type { LegalDocument } from '@kyc/content';
import { pageText } from '@kyc/content/interface';
import { formatDate } from '@kyc/formatters';
import { loadPage, type PublicPageData } from './loadPage.server';
import type { PageText } from './types';

export interface LegalData extends PublicPageData<'/terms-conditions'> {
  page: LegalDocument;
  /** The effective date, formatted for the page's language. */
  effective: string;
  /** The header's and clause links' words in the page's language. */
  text: PageText;
}

/**
 * The terms and conditions with their effective date formatted on the server and the page's
 * few words of its own.
 *
 * @example loadLegal(request).effective // '2025年1月1日'
 */
export function loadLegal(request: Request): LegalData {
  const data = loadPage(request, '/terms-conditions');
  return {
    ...data,
    effective: formatDate(data.page.effectiveDate, { locale: data.locale }),
    text: pageText[data.locale],
  };
}
