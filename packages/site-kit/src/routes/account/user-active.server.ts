import { checkPassword } from '@kyc/validators';
import { ACTIVATE_FIELDS, type ActivateField } from '../../lib/account/activation';
import { loaderApi } from '../../lib/account/api.server';
import { flashRedirect, readFlash } from '../../lib/account/flash.server';
import { type FormMessages, fieldMessagesFromApi } from '../../lib/account/formErrors';
import { utilityPageData } from '../../lib/account/page.server';
import { localizedPath } from '../../lib/links';
import type { SiteLoaderArgs } from '../routeProps';

/** The activation link's token: apps/api takes tokens of up to 200 characters. */
function tokenOf(request: Request): string {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  return token.length <= 200 ? token : '';
}

export function loader({ request }: Pick<SiteLoaderArgs, 'request'>) {
  const activated = readFlash<{ activated?: unknown }>(request)?.activated;
  return {
    ...utilityPageData(request, '/user-active'),
    token: tokenOf(request),
    /** The login name just activated (the action's redirect without JavaScript), or null. */
    activated: typeof activated === 'string' ? activated : null,
  };
}

/** What the action answers when the account is not activated: the form's messages. */
export interface ActivateActionData {
  messages: FormMessages<ActivateField>;
  alert: string;
  /** apps/api's word on the token (used, expired): the form gives way to the explanation. */
  tokenProblem: string;
}

/**
 * The activation form posted without JavaScript (with it, the page activates through apps/api
 * itself): the same checks, then `POST /webapi/saas/user/activate` with the link's token. Done,
 * it redirects (303) to the page without the token saying the account is active, with its
 * login name (a flash for this page); otherwise the form comes back with its messages. The
 * passwords are never written back into the page: they are typed again.
 *
 * @example export { action, loader } from './user-active.server';
 */
export async function action({
  request,
  context,
}: SiteLoaderArgs): Promise<ActivateActionData | Response> {
  const data = utilityPageData(request, '/user-active');
  const { labels } = data.page;
  const form = await request.formData();
  const password = String(form.get('password') ?? '').slice(0, 128);
  const confirm = String(form.get('confirm') ?? '').slice(0, 128);
  const token = tokenOf(request);
  if (!token) return { messages: {}, alert: '', tokenProblem: labels.expiredDetail };
  const messages: FormMessages<ActivateField> = {};
  const weak = checkPassword(password, { locale: data.locale });
  if (weak) messages.password = weak;
  const confirmed = confirm
    ? confirm === password
      ? undefined
      : labels.passwordMismatch
    : checkPassword(confirm, { locale: data.locale });
  if (confirmed) messages.confirm = confirmed;
  if (Object.keys(messages).length > 0) return { messages, alert: '', tokenProblem: '' };
  const result = await loaderApi<{ activated: boolean; loginName: string }>(
    context,
    request,
    '/webapi/saas/user/activate',
    {
      session: 'none',
      networkError: data.common.networkError,
      method: 'POST',
      body: { token, password },
    },
  );
  if (result.ok) {
    return flashRedirect(localizedPath('/user-active', data.locale), {
      activated: result.data?.loginName ?? '',
    });
  }
  if (result.kind === 'fields') {
    if (result.fieldErrors.token) {
      return { messages: {}, alert: '', tokenProblem: result.fieldErrors.token };
    }
    const mapped = fieldMessagesFromApi(result.fieldErrors, ACTIVATE_FIELDS);
    return { messages: mapped.messages, alert: mapped.other.join(' '), tokenProblem: '' };
  }
  return { messages: {}, alert: result.message, tokenProblem: '' };
}
