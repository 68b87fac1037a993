import { loaderApi } from '../../lib/account/api.server';
import { flashRedirect, readFlash } from '../../lib/account/flash.server';
import { utilityPageData } from '../../lib/account/page.server';
import type { SiteLoaderArgs } from '../routeProps';

/** What apps/api says of an unsubscribe link: whose mail it stops, and whether it is on. */
interface LinkState {
  email: string | null;
  mode: 'off' | 'instant' | 'daily';
}

/** The token of the page's address or form: as the link carries it, at most 100 characters. */
function tokenOf(value: unknown): string {
  const token = String(value ?? '').trim();
  return /^[0-9]{1,10}\.[A-Za-z0-9_-]{1,64}$/.test(token) ? token : '';
}

/**
 * An alert mail's unsubscribe link (`?token=`), no sign-in needed: whose mail it stops and
 * whether it is on, and after the form the outcome (a flash).
 */
export async function loader({ request, context }: SiteLoaderArgs) {
  const page = utilityPageData(request, '/alerts-unsubscribe');
  const token = tokenOf(new URL(request.url).searchParams.get('token'));
  const state = token
    ? await loaderApi<LinkState>(
        context,
        request,
        `/webapi/monitoring/unsubscribe?token=${encodeURIComponent(token)}`,
        { session: 'none', networkError: page.common.networkError },
      )
    : null;
  return {
    ...page,
    token,
    link: state?.ok ? state.data : null,
    invalid: !token || (state !== null && !state.ok && state.status === 404),
    failure: state && !state.ok && state.status !== 404 ? state.message : null,
    done: readFlash<{ unsubscribed: string | null }>(request),
  };
}

/**
 * Stops alert mail for the link's user (the form, or a mail client's RFC 8058 one-click POST,
 * whose token is in the address) and answers with a 303 to the page, which says so.
 */
export async function action({ request, context }: SiteLoaderArgs): Promise<Response> {
  const page = utilityPageData(request, '/alerts-unsubscribe');
  const url = new URL(request.url);
  const form = await request.formData().catch(() => new FormData());
  const token = tokenOf(form.get('token') ?? url.searchParams.get('token'));
  const to = `/alerts-unsubscribe?${new URLSearchParams({
    token,
    ...(page.locale === 'en' ? { lang: 'en' } : {}),
  })}`;
  if (!token) return flashRedirect(to, { failed: true });
  const result = await loaderApi<LinkState>(context, request, '/webapi/monitoring/unsubscribe', {
    session: 'none',
    networkError: page.common.networkError,
    method: 'POST',
    body: { token },
  });
  return flashRedirect(to, result.ok ? { unsubscribed: result.data.email } : { failed: true });
}
