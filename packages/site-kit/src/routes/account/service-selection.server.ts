import { serviceSelection } from '@kyc/content/interface';
import { redirect } from 'react-router';
import { loaderApi, requireSession, sessionCookieHeader } from '../../lib/account/api.server';
import { parseCrumbs } from '../../lib/account/crumbs';
import { utilityPageData } from '../../lib/account/page.server';
import { safeRedirect } from '../../lib/account/safeRedirect';
import type { ServicePackagesResponse, ServiceRequest } from '../../lib/account/types';
import { OP_TYPES } from '../../lib/account/useOpLog';
import { localizedPath } from '../../lib/links';
import { resolveLocale } from '../../lib/locale';
import type { SiteLoaderArgs } from '../routeProps';

/** Where the user is: choosing a package, confirming it, or done with a stored request. */
export type ServiceStep = 'choose' | 'confirm' | 'done';

/**
 * Reached with `?from=&fromPayType=&crumbs=` (SPEC §2), which every step passes on. The steps
 * are in the query too, so that back and refresh work and each is a plain form:
 * `step=confirm&package=<code>` confirms a package, `step=done&reference=<SR-…>` shows the
 * stored request. The two later steps act for a user: a visitor logs in first and comes back.
 */
export async function loader({ request, context }: SiteLoaderArgs) {
  const data = utilityPageData(request, '/service-selection');
  const { networkError } = data.common;
  const params = new URL(request.url).searchParams;
  const asked = params.get('step');
  const step: ServiceStep = asked === 'confirm' || asked === 'done' ? asked : 'choose';
  if (step !== 'choose') requireSession(request);
  const reference = step === 'done' ? (params.get('reference') ?? '').trim().slice(0, 40) : '';
  const [result, stored] = await Promise.all([
    loaderApi<ServicePackagesResponse>(context, request, '/webapi/service-packages', {
      session: 'optional',
      networkError,
    }),
    reference
      ? loaderApi<ServiceRequest>(
          context,
          request,
          `/webapi/saas/service/requests/${encodeURIComponent(reference)}`,
          { session: 'required', networkError },
        )
      : null,
  ]);
  const packages = result.ok && Array.isArray(result.data?.packages) ? result.data.packages : [];
  const current = result.ok ? (result.data?.current ?? '') : '';
  const asking = (params.get('package') ?? '').trim();
  const chosen = packages.some((item) => item.code === asking) ? asking : '';
  const done = stored?.ok ? stored.data : null;
  // A confirmation needs a package that exists, the done step a request of this user.
  const shown: ServiceStep =
    step === 'done'
      ? done
        ? 'done'
        : 'choose'
      : step === 'confirm' && chosen
        ? 'confirm'
        : 'choose';
  const requestError =
    step === 'done' && !done
      ? stored && !stored.ok && stored.status !== 404
        ? stored.message
        : serviceSelection[data.locale].requestNotFound
      : '';
  return {
    ...data,
    from: safeRedirect(params.get('from'), '/live-search'),
    fromPayType: (params.get('fromPayType') ?? '').trim().toUpperCase().slice(0, 8),
    crumbs: parseCrumbs(params.get('crumbs')),
    /** The `crumbs` query as it came, passed on from step to step (parsed again each time). */
    crumbsQuery: (params.get('crumbs') ?? '').slice(0, 2000),
    step: shown,
    chosen: done?.packageCode ?? chosen,
    current,
    packages,
    request: done,
    loadError: result.ok ? requestError : result.message,
  };
}

/** What the page's action answers when it does not move on: what to show beside the form. */
export interface ServiceActionData {
  /** The choice step's message (no package chosen). */
  chooseError?: string;
  /** The note's message, shown beside it. */
  noteError?: string;
  /** Any other refusal, in apps/api's words. */
  message?: string;
  /** The note as it was typed, so that an error does not lose it. */
  note?: string;
}

const KINDS = new Set(['purchase', 'account-manager']);

/** This page at another step, keeping the query it was reached with (`from`, `fromPayType`, `crumbs`). */
function stepPath(request: Request, step: Record<string, string>): string {
  const { locale } = resolveLocale(request);
  const params = new URL(request.url).searchParams;
  const next = new URLSearchParams({ from: safeRedirect(params.get('from'), '/live-search') });
  for (const name of ['fromPayType', 'crumbs']) {
    const value = params.get(name);
    if (value) next.set(name, value);
  }
  for (const [name, value] of Object.entries(step)) next.set(name, value);
  return localizedPath(`/service-selection?${next}`, locale);
}

/**
 * The page's two forms, posted (they work without JavaScript), each answered with a 303
 * redirect to the next step (post/redirect/get: a reload or Back never posts again).
 *
 * - `intent=choose` with `package`: "Next" on the choice; for a signed-in user the choice goes
 *   into the operation log (`service_select`, relId the package), then on to the confirmation.
 *   A visitor goes on too, and the confirmation sends them to log in first.
 * - the confirmation (`intent=confirm`, the default): `package`, `kind` (`purchase` for users
 *   who may see prices, else `account-manager`; apps/api checks it) and an optional `note`.
 *   Stored, it goes to the done step with the request's reference (read back from apps/api, the
 *   user's own only); apps/api writes the operation log entry with the request.
 *
 * Both keep `from`, `fromPayType` and `crumbs`. A refusal is answered beside the form, with the
 * note as typed.
 *
 * @example export { action } from './service-selection.server';
 */
export async function action({
  request,
  context,
}: SiteLoaderArgs): Promise<ServiceActionData | Response> {
  const { locale } = resolveLocale(request);
  const { common } = utilityPageData(request, '/service-selection');
  const form = await request.formData();
  const packageCode = String(form.get('package') ?? '').trim();
  if (form.get('intent') === 'choose') {
    const catalogue = await loaderApi<ServicePackagesResponse>(
      context,
      request,
      '/webapi/service-packages',
      { session: 'optional', networkError: common.networkError },
    );
    if (!catalogue.ok) return { chooseError: catalogue.message };
    const packages = Array.isArray(catalogue.data?.packages) ? catalogue.data.packages : [];
    if (!packages.some((item) => item.code === packageCode)) {
      return { chooseError: serviceSelection[locale].chooseOne };
    }
    if (sessionCookieHeader(request)) {
      await loaderApi(context, request, '/webapi/saas/user/op-log/save', {
        session: 'optional',
        networkError: common.networkError,
        method: 'POST',
        body: { opType: OP_TYPES.serviceSelect, relId: packageCode },
      });
    }
    return redirect(stepPath(request, { step: 'confirm', package: packageCode }), 303);
  }
  requireSession(request);
  const kind = String(form.get('kind') ?? '');
  const note = String(form.get('note') ?? '').trim();
  const stored = await loaderApi<ServiceRequest>(
    context,
    request,
    '/webapi/saas/service/requests',
    {
      session: 'required',
      networkError: common.networkError,
      method: 'POST',
      body: {
        packageCode,
        kind: KINDS.has(kind) ? kind : 'account-manager',
        ...(note ? { note } : {}),
      },
    },
  );
  if (stored.ok) {
    return redirect(stepPath(request, { step: 'done', reference: stored.data.reference }), 303);
  }
  if (stored.kind === 'fields') {
    const { note: noteError, ...other } = stored.fieldErrors;
    return { noteError, message: Object.values(other).join(' '), note };
  }
  return { message: stored.message, note };
}
