import type { CommonLabels, Locale, PageByPath, UtilityRoutePath } from '@kyc/content';
import { getContent } from '../content.server';
import { resolveLocale } from '../locale';

/** The shared texts account pages show (errors, empty states, buttons). */
export type AccountCommon = Pick<
  CommonLabels,
  | 'loading'
  | 'noData'
  | 'dash'
  | 'cancel'
  | 'confirm'
  | 'close'
  | 'retry'
  | 'networkError'
  | 'print'
  | 'logIn'
  | 'renewPlan'
>;

export interface UtilityPageData<P extends UtilityRoutePath> {
  meta: PageByPath[P]['meta'];
  page: PageByPath[P];
  common: AccountCommon;
  locale: Locale;
}

/**
 * What every account page's loader returns first: `meta` (client state and tracking read it),
 * the page's texts and the shared ones, in the request's language.
 *
 * @example const data = utilityPageData(request, '/login');
 */
export function utilityPageData<P extends UtilityRoutePath>(
  request: Request,
  path: P,
): UtilityPageData<P> {
  const { locale } = resolveLocale(request);
  const content = getContent(locale);
  const page = content.pages[path];
  const {
    loading,
    noData,
    dash,
    cancel,
    confirm,
    close,
    retry,
    networkError,
    print,
    logIn,
    renewPlan,
  } = content.common;
  return {
    meta: page.meta,
    page,
    common: {
      loading,
      noData,
      dash,
      cancel,
      confirm,
      close,
      retry,
      networkError,
      print,
      logIn,
      renewPlan,
    },
    locale,
  };
}

/** The industries of the site's navigation, as choices of the lead form. */
export function industryOptions(request: Request): { value: string; label: string }[] {
  const { locale } = resolveLocale(request);
  return getContent(locale).nav.industries.items.map((item) => ({
    value: item.href.replace('/industries-', ''),
    label: item.label,
  }));
}
