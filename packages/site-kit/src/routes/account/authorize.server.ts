import { authorize } from '@kyc/content/interface';
import { checkRequired } from '@kyc/validators';
import { loaderApi, requireSession } from '../../lib/account/api.server';
import { authorizationData } from '../../lib/account/authorization.server';
import { flashRedirect, readFlash } from '../../lib/account/flash.server';
import { utilityPageData } from '../../lib/account/page.server';
import { OP_TYPES } from '../../lib/account/useOpLog';
import { localizedPath } from '../../lib/links';
import { resolveLocale } from '../../lib/locale';
import type { SiteLoaderArgs } from '../routeProps';

/** How the user answered the authorisation (the action's redirect without JavaScript). */
export type AuthorizeAnswer = 'agreed' | 'declined';

export async function loader({ request, context }: SiteLoaderArgs) {
  const data = await authorizationData(request, context, '/authorize');
  const answer = readFlash<{ answer?: AuthorizeAnswer }>(request)?.answer;
  return { ...data, answer: answer === 'agreed' || answer === 'declined' ? answer : null };
}

/** What the action answers when it does not move on: the form again, as it was. */
export interface AuthorizeActionData {
  company: string;
  error: string;
}

/**
 * The authorisation form posted without JavaScript (with it, the page answers in the browser):
 * `intent=agree` (the company is required) or `intent=decline` goes into the user's operation
 * log (SPEC §7: `authorize` / `authorize_decline`, relId the company), then a 303 redirect to
 * the page showing the answer (a flash for this page: a reload never logs it twice).
 *
 * @example export { action, loader } from './authorize.server';
 */
export async function action({
  request,
  context,
}: SiteLoaderArgs): Promise<AuthorizeActionData | Response> {
  requireSession(request);
  const { locale } = resolveLocale(request);
  const form = await request.formData();
  const company = String(form.get('company') ?? '')
    .trim()
    .slice(0, 100);
  const declined = form.get('intent') === 'decline';
  const error = declined ? undefined : checkRequired(company, authorize[locale].companyRequired);
  if (error) return { company, error };
  const { common } = utilityPageData(request, '/authorize');
  await loaderApi(context, request, '/webapi/saas/user/op-log/save', {
    session: 'required',
    networkError: common.networkError,
    method: 'POST',
    body: { opType: declined ? OP_TYPES.declineAuthorization : OP_TYPES.authorize, relId: company },
  });
  const page = company ? `/authorize?${new URLSearchParams({ company })}` : '/authorize';
  return flashRedirect(localizedPath(page, locale), {
    answer: declined ? 'declined' : 'agreed',
  });
}
