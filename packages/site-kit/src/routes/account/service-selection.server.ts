import { serviceSelection } from '@kyc/content/interface';
import { redirect } from 'react-router';
import { loaderApi, requireSession } from '../../lib/account/api.server';
import { parseCrumbs } from '../../lib/account/crumbs';
import { utilityPageData } from '../../lib/account/page.server';
import { safeRedirect } from '../../lib/account/safeRedirect';
import type { ServicePackagesResponse, ServiceRequest } from '../../lib/account/types';
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

/** What the confirmation's action answers when apps/api did not store the request. */
export interface ServiceActionData {
  /** The note's message, shown beside it. */
  noteError?: string;
  /** Any other refusal, in apps/api's words. */
  message?: string;
}

const KINDS = new Set(['purchase', 'account-manager']);

/**
 * The confirmation: a form POST (it works without JavaScript) of `package`, `kind` (`purchase`
 * for users who may see prices, else `account-manager`; apps/api checks it) and an optional
 * `note`. Stored, it redirects to the done step with the request's reference, keeping `from`,
 * `fromPayType` and `crumbs`; apps/api writes the operation log entry with the request.
 *
 * @example export { action } from './service-selection.server';
 */
export async function action({
  request,
  context,
}: SiteLoaderArgs): Promise<ServiceActionData | Response> {
  requireSession(request);
  const { locale } = resolveLocale(request);
  const { common } = utilityPageData(request, '/service-selection');
  const form = await request.formData();
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
        packageCode: String(form.get('package') ?? ''),
        kind: KINDS.has(kind) ? kind : 'account-manager',
        ...(note ? { note } : {}),
      },
    },
  );
  if (stored.ok) {
    const params = new URL(request.url).searchParams;
    const done = new URLSearchParams({ from: safeRedirect(params.get('from'), '/live-search') });
    for (const name of ['fromPayType', 'crumbs']) {
      const value = params.get(name);
      if (value) done.set(name, value);
    }
    done.set('step', 'done');
    done.set('reference', stored.data.reference);
    return redirect(localizedPath(`/service-selection?${done}`, locale));
  }
  if (stored.kind === 'fields') {
    const { note: noteError, ...other } = stored.fieldErrors;
    return { noteError, message: Object.values(other).join(' ') };
  }
  return { message: stored.message };
}
