import { ALIVE_COOKIE_NAME, SESSION_COOKIE_NAME } from '@kyc/auth';
import { redirect } from 'react-router';
import { loaderApi, sessionCookieHeader } from '../../lib/account/api.server';
import {
  checkLogin,
  type LoginRefusal,
  type LoginStep,
  loginBody,
  loginRefusal,
} from '../../lib/account/loginSteps';
import { utilityPageData } from '../../lib/account/page.server';
import { safeRedirect } from '../../lib/account/safeRedirect';
import type { LoginResponse } from '../../lib/account/types';
import { localizedPath } from '../../lib/links';
import { resolveLocale } from '../../lib/locale';
import type { SiteLoaderArgs } from '../routeProps';

export function loader({ request }: Pick<SiteLoaderArgs, 'request'>) {
  return utilityPageData(request, '/login');
}

/** What the login action answers when it does not log in: the form again, as it was. */
export interface LoginActionData extends LoginRefusal {
  /** The login name or mobile number as typed. */
  account: string;
  /**
   * At the MFA step only: the password of the first step, which the code's form posts again
   * (the page has no script to keep it). Never sent back for the password step.
   */
  password?: string;
}

/**
 * Ends the session (`logout`) or every session of the user (`logout-all`) with apps/api and
 * redirects (303) with its cookies cleared: to the home page, or the login page after signing
 * out everywhere, as the pages' buttons do with JavaScript.
 */
async function endSession(
  request: Request,
  context: SiteLoaderArgs['context'],
  how: 'logout' | 'logout-all',
): Promise<Response> {
  const { locale } = resolveLocale(request);
  const { common } = utilityPageData(request, '/login');
  const headers = new Headers();
  await loaderApi(context, request, `/webapi/saas/user/${how}`, {
    session: 'optional',
    networkError: common.networkError,
    method: 'POST',
    onHeaders: (answer) => {
      for (const cookie of answer.getSetCookie()) headers.append('Set-Cookie', cookie);
    },
  });
  // Whatever apps/api answered (a session already gone), this browser keeps nothing of it. Only
  // for a request that carried the session cookie: that one is the site's own (SameSite=Strict);
  // a post from another site must not log the browser out.
  if (!headers.has('Set-Cookie') && sessionCookieHeader(request)) {
    for (const name of [SESSION_COOKIE_NAME, ALIVE_COOKIE_NAME]) {
      headers.append('Set-Cookie', `${name}=; Max-Age=0; Secure; Path=/; SameSite=Strict`);
    }
  }
  return redirect(localizedPath(how === 'logout' ? '/' : '/login', locale), {
    status: 303,
    headers,
  });
}

/**
 * The login form posted without JavaScript (with it, the form logs in through apps/api
 * itself): the same checks, then `POST /webapi/saas/user/login` with the visitor's address;
 * logged in, apps/api's session cookie goes to the browser with a 303 redirect to `redirect=`
 * (a path of this site, else the account home), so a reload never posts the password again.
 * Otherwise the form comes back with its messages and what was typed (the account; the
 * password only to carry it to the MFA step). The account bar's "Log out" and the security
 * page's "Sign out everywhere" post here too without JavaScript (`intent=logout`,
 * `intent=logout-all`).
 *
 * @example export { action, loader } from './login.server';
 */
export async function action({
  request,
  context,
}: SiteLoaderArgs): Promise<LoginActionData | Response> {
  const { locale } = resolveLocale(request);
  const { common } = utilityPageData(request, '/login');
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'logout' || intent === 'logout-all') return endSession(request, context, intent);
  const field = (name: string) => String(form.get(name) ?? '');
  const values = {
    account: field('account').slice(0, 50),
    password: field('password').slice(0, 128),
    totpCode: field('totpCode').slice(0, 6),
  };
  const step: LoginStep = field('step') === 'mfa' ? 'mfa' : 'password';
  const answer = (refusal: LoginRefusal): LoginActionData => ({
    ...refusal,
    account: values.account,
    ...(refusal.step === 'mfa' ? { password: values.password } : {}),
  });
  const messages = checkLogin(values, step, locale);
  if (Object.keys(messages).length > 0) {
    const back = step === 'mfa' && (messages.account || messages.password);
    return answer({ step: back ? 'password' : step, messages, alert: '', inactive: '' });
  }
  let cookies: string[] = [];
  const result = await loaderApi<LoginResponse>(context, request, '/webapi/saas/user/login', {
    session: 'none',
    networkError: common.networkError,
    method: 'POST',
    body: loginBody(values, step),
    onHeaders: (headers) => {
      cookies = headers.getSetCookie();
    },
  });
  if (!result.ok) return answer(loginRefusal(result, step));
  if (!result.data?.user?.accessToken || cookies.length === 0) {
    return answer({ step, messages: {}, alert: common.networkError, inactive: '' });
  }
  const home = localizedPath('/account', locale);
  const to = safeRedirect(new URL(request.url).searchParams.get('redirect'), home);
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect(to, { status: 303, headers });
}
