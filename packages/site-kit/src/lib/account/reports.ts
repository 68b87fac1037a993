import type { Locale } from '@kyc/content';
import { fillTemplate, type ReportOrderText } from '@kyc/content/interface';
import { formatAmount } from '@kyc/formatters';
import type { WebapiAnswer } from '../../api/webapi';
import type { SiteVariant } from '../variant';
import { companyHref } from './operations';

// The reports API's answers (apps/api routes/reports.ts) and what the pages make of them.

/** `GET /webapi/saas/reports/catalogue`: what may be ordered and how the user pays. */
export type ReportCatalogue = WebapiAnswer<'getReportCatalogue'>;

/** One kind of report, its credits and (when visible) price. */
export type ReportKind = ReportCatalogue['kinds'][number];

/** A report order and its status (`GET /webapi/saas/reports/orders/{id}`). */
export type ReportOrder = WebapiAnswer<'getReportOrder'>;

/** `GET /webapi/saas/reports/orders?before=`: newest first, twenty a page. */
export type ReportOrdersPage = WebapiAnswer<'listReportOrders'>;

export type ReportKindCode = ReportOrder['kind'];
export type ReportLanguage = ReportOrder['language'];
export type ReportStatus = ReportOrder['status'];
/** Prepaid accounts spend credits; post-pay ones (payType A) are invoiced. */
export type ReportBilling = ReportOrder['billing'];

export const REPORT_KINDS: readonly ReportKindCode[] = ['company', 'ubo'];
export const REPORT_LANGUAGES: readonly ReportLanguage[] = ['zh-CN', 'en'];

/**
 * The company page's query parameters of the order section's steps, as the order action's
 * redirects write them (post/redirect/get: a reload or Back never posts an order again).
 */
export const ORDER_PARAMS = {
  /** The kind being confirmed (`company`, `ubo`). */
  kind: 'report',
  /** The language of the report being confirmed (`zh-CN`, `en`). */
  language: 'reportLanguage',
  /** The id of the order just placed: the section says it was ordered, with its number. */
  ordered: 'ordered',
} as const;

/** The section's anchor: a redirect's fragment, so the browser shows the section, not the top. */
export const ORDER_SECTION_ID = 'report-order';

/** An order still on its way: My reports asks again until none is. */
export const isPending = (order: Pick<ReportOrder, 'status'>) =>
  order.status === 'received' || order.status === 'generating';

/**
 * A kind's name or description in the page's language.
 *
 * @example kindWords(kind, 'en').name // 'Beneficial-ownership report'
 */
export function kindWords(kind: ReportKind, locale: Locale): { name: string; description: string } {
  return locale === 'en'
    ? { name: kind.nameEn, description: kind.descriptionEn }
    : { name: kind.name, description: kind.description };
}

/**
 * Each kind's code and name in the page's language, as My reports looks them up.
 *
 * @example kindNames(catalogue.kinds, 'en') // [['company', 'Company report'], ['ubo', …]]
 */
export function kindNames(kinds: readonly ReportKind[], locale: Locale): Array<[string, string]> {
  return kinds.map((kind) => [kind.code, kindWords(kind, locale).name]);
}

/**
 * A name inside an English sentence ("Order the beneficial-ownership report…"): its first letter
 * lower case unless it starts an acronym. Chinese has no case.
 *
 * @example inSentence('Company report', 'en') // 'company report'
 */
export function inSentence(name: string, locale: Locale): string {
  if (locale !== 'en' || /^\p{Lu}{2}/u.test(name)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * Credits in words: "1 credit", "2 credits" (templates `one` and `many` with `{credits}`).
 *
 * @example creditsText(2, { credits: '{credits} credits', creditsOne: '1 credit' }) // '2 credits'
 */
export function creditsText(count: number, words: { credits: string; creditsOne: string }): string {
  return count === 1 ? words.creditsOne : fillTemplate(words.credits, { credits: count });
}

/**
 * What one kind costs this user, in words: its credits (and its price when the user may see
 * prices), or for a post-pay account its price or "invoiced to your account".
 *
 * @example costText(kind, catalogue, text, 'en') // '2 credits · CNY 500.00'
 */
export function costText(
  kind: ReportKind,
  catalogue: Pick<ReportCatalogue, 'billing' | 'pricesVisible'>,
  text: Pick<ReportOrderText, 'credits' | 'creditsOne' | 'invoicedEach'>,
  locale: Locale,
): string {
  const price =
    catalogue.pricesVisible && kind.price !== null
      ? priceText(kind.price, kind.currency, locale)
      : '';
  if (catalogue.billing === 'invoice') return price || text.invoicedEach;
  const credits = creditsText(kind.credits, text);
  return price ? `${credits} · ${price}` : credits;
}

/**
 * The balance line: credits left, or that reports are invoiced.
 *
 * @example balanceText(catalogue, text) // 'Your balance: 20 credits.'
 */
export function balanceText(
  catalogue: Pick<ReportCatalogue, 'billing' | 'balance'>,
  text: Pick<ReportOrderText, 'balance' | 'invoiced' | 'credits' | 'creditsOne'>,
): string {
  if (catalogue.billing === 'invoice' || catalogue.balance === null) return text.invoiced;
  return fillTemplate(text.balance, { balance: creditsText(catalogue.balance, text) });
}

/**
 * A price with its currency in the page's language ('CNY 500.00', '人民币 500.00').
 *
 * @example priceText(500, 'CNY', 'en') // 'CNY 500.00'
 */
export function priceText(price: number, currency: string, locale: Locale): string {
  return formatAmount(price, { currency, locale });
}

/**
 * The company an order is about, in the page's language first (the other when it has none).
 *
 * @example orderCompanyName(order, 'en') // 'Acme Limited'
 */
export function orderCompanyName(
  order: Pick<ReportOrder, 'companyName' | 'companyNameEn' | 'keyNo'>,
  locale: Locale,
): string {
  const [first, second] =
    locale === 'en'
      ? [order.companyNameEn, order.companyName]
      : [order.companyName, order.companyNameEn];
  return first || second || order.keyNo;
}

/**
 * Where an order's company opens in this app (the desktop's live search, the phone's page).
 *
 * @example orderCompanyHref(order, 'desktop') // '/live-search?id=572f…'
 */
export function orderCompanyHref(order: Pick<ReportOrder, 'keyNo'>, variant: SiteVariant) {
  return companyHref(order.keyNo, variant);
}

/**
 * The ready report's file, through the site's /webapi proxy (the session cookie goes along).
 *
 * @example reportPdfHref(42) // '/webapi/saas/reports/orders/42/pdf'
 */
export const reportPdfHref = (id: number) => `/webapi/saas/reports/orders/${id}/pdf`;

/**
 * /verifydoc with the report's number and code filled in.
 *
 * @example verifyHref({ reportNo: 'KYC20261125100001', verifyCode: 'AB12CD34' }) // '/verifydoc?reportNo=KYC…&code=AB12CD34'
 */
export function verifyHref(order: Pick<ReportOrder, 'reportNo' | 'verifyCode'>): string {
  return `/verifydoc?${new URLSearchParams({ reportNo: order.reportNo, code: order.verifyCode })}`;
}

/**
 * The user's earlier order of this kind for this company, newest first, if any: what the
 * repeat-order reminder (the stored user's `duplicateOrderRemind`) names.
 *
 * @example earlierOrder(orders, 'ubo') // { reportNo: 'KYC…', createdAt: '…', … } | undefined
 */
export function earlierOrder(
  orders: readonly ReportOrder[],
  kind: ReportKindCode,
): ReportOrder | undefined {
  return orders.find((order) => order.kind === kind && order.status !== 'failed');
}

/**
 * Whether the stored user asked to be reminded before ordering a report twice (SPEC's
 * `duplicateOrderRemind`, 'Y' or true).
 *
 * @example remindsDuplicates({ duplicateOrderRemind: 'Y' }) // true
 */
export function remindsDuplicates(user: { duplicateOrderRemind?: string | boolean } | null) {
  const value = user?.duplicateOrderRemind;
  return value === true || value === 'Y' || value === 'y';
}
