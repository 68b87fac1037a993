import { reportOrder } from '@kyc/content/interface';
import type { AppLoadContext } from 'react-router';
import { getContent } from '../content.server';
import { resolveLocale } from '../locale';
import { loaderApi, requireSession } from './api.server';
import { type Outcome, outcomeOf } from './outcome';
import {
  REPORT_KINDS,
  REPORT_LANGUAGES,
  type ReportCatalogue,
  type ReportKindCode,
  type ReportLanguage,
  type ReportOrder,
  type ReportOrdersPage,
} from './reports';
import { OP_TYPES } from './useOpLog';

type Context = Pick<AppLoadContext, 'apiOrigin'>;

/** Pages of the user's orders read to find this company's (twenty a page). */
const ORDER_PAGES_READ = 5;

/** What a company page's order section starts from. */
export interface OrderPanelData {
  catalogue: ReportCatalogue;
  /** The user's orders of this company, newest first (for the repeat-order reminder). */
  orders: ReportOrder[];
}

/**
 * The report catalogue (with the user's balance) and the user's orders of this company: the
 * order section of a company page. Streams in after the page, as the company does.
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
  const [catalogue, orders] = await Promise.all([
    loaderApi<ReportCatalogue>(context, request, '/webapi/saas/reports/catalogue', options),
    ordersOf(context, request, keyNo, networkError),
  ]);
  if (!catalogue.ok) return outcomeOf(catalogue);
  // An answer without kinds (an older API) offers nothing to order.
  if (!Array.isArray(catalogue.data?.kinds)) return { ok: false, message: networkError };
  return { ok: true, data: { catalogue: catalogue.data, orders } };
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

/** What the order action answers; the section shows it. */
export type OrderActionData =
  | { review: OrderChoice }
  | { ordered: ReportOrder }
  | { approval: { message: string } }
  | { refusal: { code: string; message: string } };

const KEY_NO = /^[0-9a-f]{32}$/;

/** The form's kind, language and company, or null when one is missing or unknown. */
export function readOrderChoice(form: FormData): OrderChoice | null {
  const keyNo = String(form.get('keyNo') ?? '');
  const kind = String(form.get('kind') ?? '') as ReportKindCode;
  const language = String(form.get('language') ?? '') as ReportLanguage;
  if (!KEY_NO.test(keyNo) || !REPORT_KINDS.includes(kind) || !REPORT_LANGUAGES.includes(language))
    return null;
  return { keyNo, kind, language };
}

/**
 * The company pages' action (`/live-search?id=`, `/enterprise-details?keyNo=`): a form POST
 * that works without JavaScript. `intent=review` answers the choice to confirm (the page
 * shows the confirmation); `intent=order` places the order with apps/api and records it in
 * the operation log. Refusals (too few credits, an ended plan, no permission) come back in the
 * API's words.
 *
 * @example export const action = reportOrderAction;
 */
export async function reportOrderAction({
  request,
  context,
}: {
  request: Request;
  context: Context;
}): Promise<OrderActionData> {
  requireSession(request);
  const { locale } = resolveLocale(request);
  const { networkError } = getContent(locale).common;
  const form = await request.formData();
  const choice = readOrderChoice(form);
  if (!choice) {
    return { refusal: { code: 'INVALID', message: reportOrder[locale].invalidChoice } };
  }
  if (form.get('intent') !== 'order') return { review: choice };
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
  if ('approvalRequired' in placed.data) return { approval: { message: placed.data.message } };
  // The operation log is the user's record of what they did: the company the report is on.
  await loaderApi(context, request, '/webapi/saas/user/op-log/save', {
    session: 'optional',
    networkError,
    method: 'POST',
    body: { opType: OP_TYPES.orderReport, relId: choice.keyNo },
  });
  return { ordered: placed.data };
}
