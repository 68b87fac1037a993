import { reportOrder } from '@kyc/content/interface';
import { type AppLoadContext, redirect } from 'react-router';
import { getContent } from '../content.server';
import { localizedPath } from '../links';
import { resolveLocale } from '../locale';
import { loaderApi, requireSession } from './api.server';
import { type Outcome, outcomeOf } from './outcome';
import {
  ORDER_PARAMS,
  ORDER_SECTION_ID,
  REPORT_KINDS,
  REPORT_LANGUAGES,
  type ReportCatalogue,
  type ReportKindCode,
  type ReportLanguage,
  type ReportOrder,
  type ReportOrdersPage,
} from './reports';
import { OP_TYPES } from './useOpLog';

type Context = Pick<AppLoadContext, 'apiOrigin' | 'clientAddress'>;

/** Pages of the user's orders read to find this company's (twenty a page). */
const ORDER_PAGES_READ = 5;

/** What a company page's order section starts from. */
export interface OrderPanelData {
  catalogue: ReportCatalogue;
  /** The user's orders of this company, newest first (for the repeat-order reminder). */
  orders: ReportOrder[];
  /** The choice to confirm, from the page's query (the step after "Continue" without JavaScript). */
  review: OrderChoice | null;
  /** The order the page's query names, read back from apps/api (the user's own only). */
  placed: ReportOrder | null;
}

/**
 * The report catalogue (with the user's balance) and the user's orders of this company: the
 * order section of a company page. Streams in after the page, as the company does. The query's
 * step (`report=&reportLanguage=`: a choice to confirm; `ordered=`: an order just placed) comes
 * with it: the order action answers with a redirect to this page, which shows the outcome.
 *
 * @example const reports = loadOrderPanel(context, request, keyNo, networkError);
 */
export async function loadOrderPanel(
  context: Context,
  request: Request,
  keyNo: string,
  networkError: string,
): Promise<Outcome<OrderPanelData>> {
  const options = { session: 'optional', networkError } as const;
  const params = new URL(request.url).searchParams;
  const orderedId = Number(params.get(ORDER_PARAMS.ordered));
  const [catalogue, orders, placed] = await Promise.all([
    loaderApi<ReportCatalogue>(context, request, '/webapi/saas/reports/catalogue', options),
    ordersOf(context, request, keyNo, networkError),
    Number.isInteger(orderedId) && orderedId > 0 && orderedId < 2 ** 31
      ? loaderApi<ReportOrder>(
          context,
          request,
          `/webapi/saas/reports/orders/${orderedId}`,
          options,
        )
      : null,
  ]);
  if (!catalogue.ok) return outcomeOf(catalogue);
  // An answer without kinds (an older API) offers nothing to order.
  if (!Array.isArray(catalogue.data?.kinds)) return { ok: false, message: networkError };
  const review = readOrderChoice({
    keyNo,
    kind: params.get(ORDER_PARAMS.kind),
    language: params.get(ORDER_PARAMS.language),
  });
  return {
    ok: true,
    data: {
      catalogue: catalogue.data,
      orders,
      review: placed ? null : review,
      // Another company's order (an edited address) is not this page's to announce.
      placed: placed?.ok && placed.data?.keyNo === keyNo ? placed.data : null,
    },
  };
}

/** The user's orders of one company among the newest few pages; none when the list fails. */
async function ordersOf(
  context: Context,
  request: Request,
  keyNo: string,
  networkError: string,
): Promise<ReportOrder[]> {
  const found: ReportOrder[] = [];
  let before: number | null = null;
  for (let page = 0; page < ORDER_PAGES_READ; page += 1) {
    const query: string = before === null ? '' : `?before=${before}`;
    const result = await loaderApi<ReportOrdersPage>(
      context,
      request,
      `/webapi/saas/reports/orders${query}`,
      { session: 'optional', networkError },
    );
    if (!result.ok || !Array.isArray(result.data?.items)) break;
    found.push(...result.data.items.filter((order) => order.keyNo === keyNo));
    before = result.data.nextBefore;
    if (before === null || before === undefined) break;
  }
  return found;
}

/** The order form's choice, checked. */
export interface OrderChoice {
  keyNo: string;
  kind: ReportKindCode;
  language: ReportLanguage;
}

/** apps/api's answer to an order above a team member's monthly cap: a request for approval. */
export interface OrderApproval {
  approvalRequired: true;
  message: string;
}

/** What the order action answers when it does not redirect: a refusal, shown by the section. */
export type OrderActionData =
  | { refusal: { code: string; message: string } }
  | { approval: { message: string } };

const KEY_NO = /^[0-9a-f]{32}$/;

/**
 * A kind, language and company (a posted form's, or a page query's), or null when one is
 * missing or unknown.
 *
 * @example readOrderChoice({ keyNo, kind: 'ubo', language: 'en' }) // { keyNo, kind: 'ubo', language: 'en' }
 */
export function readOrderChoice(fields: {
  keyNo: unknown;
  kind: unknown;
  language: unknown;
}): OrderChoice | null {
  const keyNo = String(fields.keyNo ?? '');
  const kind = String(fields.kind ?? '') as ReportKindCode;
  const language = String(fields.language ?? '') as ReportLanguage;
  if (!KEY_NO.test(keyNo) || !REPORT_KINDS.includes(kind) || !REPORT_LANGUAGES.includes(language))
    return null;
  return { keyNo, kind, language };
}

/**
 * The company page at `url` at one of the order section's steps: the other steps' parameters
 * dropped, `step`'s set, and the section's anchor.
 *
 * @example orderStepPath(request.url, { ordered: '7' }) // '/live-search?q=lion&id=…&ordered=7#report-order'
 */
export function orderStepPath(
  url: string,
  step: Partial<Record<keyof typeof ORDER_PARAMS, string>>,
): string {
  const target = new URL(url);
  for (const name of Object.values(ORDER_PARAMS)) target.searchParams.delete(name);
  for (const [key, value] of Object.entries(step)) {
    if (value) target.searchParams.set(ORDER_PARAMS[key as keyof typeof ORDER_PARAMS], value);
  }
  return `${target.pathname}${target.search}#${ORDER_SECTION_ID}`;
}

/**
 * The company pages' action (`/live-search?id=`, `/enterprise-details?keyNo=`): the order
 * section's forms posted without JavaScript (with it, the section confirms in the browser and
 * orders through apps/api itself). Each step answers with a 303 redirect to the company page,
 * which shows the outcome (post/redirect/get: a reload never orders twice): `intent=review` to
 * the choice to confirm (`report=&reportLanguage=`), `intent=order` places the order with
 * apps/api, records it in the operation log and goes to the page naming it (`ordered=<id>`,
 * read back from apps/api). Refusals (too few credits, an ended plan, no permission) are
 * answered in the API's words, on the confirmation they refuse.
 *
 * @example export const action = reportOrderAction;
 */
export async function reportOrderAction({
  request,
  context,
}: {
  request: Request;
  context: Context;
}): Promise<OrderActionData | Response> {
  requireSession(request);
  const { locale } = resolveLocale(request);
  const { networkError } = getContent(locale).common;
  const form = await request.formData();
  const choice = readOrderChoice({
    keyNo: form.get('keyNo'),
    kind: form.get('kind'),
    language: form.get('language'),
  });
  if (!choice) {
    return { refusal: { code: 'INVALID', message: reportOrder[locale].invalidChoice } };
  }
  if (form.get('intent') !== 'order') {
    return redirect(
      orderStepPath(request.url, { kind: choice.kind, language: choice.language }),
      303,
    );
  }
  const placed = await loaderApi<ReportOrder | OrderApproval>(
    context,
    request,
    '/webapi/saas/reports/orders',
    {
      session: 'required',
      networkError,
      method: 'POST',
      body: choice,
    },
  );
  if (!placed.ok) {
    const outcome = outcomeOf(placed);
    return {
      refusal: { code: placed.code, message: outcome.ok ? networkError : outcome.message },
    };
  }
  // Above a team member's monthly cap the order waits for another admin (apps/api's 202).
  // Above a team member's monthly cap the order waits for another admin (apps/api's 202): the
  // team page shows the request and its state (a redirect, so a reload asks nothing twice).
  if ('approvalRequired' in placed.data) return redirect(localizedPath('/team', locale), 303);
  // The operation log is the user's record of what they did: the company the report is on.
  await loaderApi(context, request, '/webapi/saas/user/op-log/save', {
    session: 'optional',
    networkError,
    method: 'POST',
    body: { opType: OP_TYPES.orderReport, relId: choice.keyNo },
  });
  return redirect(orderStepPath(request.url, { ordered: String(placed.data.id) }), 303);
}
