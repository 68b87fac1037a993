import { redirect } from 'react-router';
import type { WebapiAnswer } from '../../api/webapi';
import { loaderApi, requireSession } from '../../lib/account/api.server';
import { flashRedirect, readFlash } from '../../lib/account/flash.server';
import { utilityPageData } from '../../lib/account/page.server';
import type { MeResponse } from '../../lib/account/types';
import { OP_TYPES } from '../../lib/account/useOpLog';
import { localizedPath } from '../../lib/links';
import type { SiteLoaderArgs } from '../routeProps';

/** The authenticator's key of a setup (apps/api's answer to the password). */
export type MfaSetup = WebapiAnswer<'startMfaSetup'>;

/** What the action's redirects leave for this page (without JavaScript): the key, or done. */
type MfaFlash = {
  setup?: MfaSetup;
  bound?: boolean;
};

export async function loader({ request, context }: SiteLoaderArgs) {
  const data = utilityPageData(request, '/bind-mfa');
  const me = await loaderApi<MeResponse>(context, request, '/webapi/saas/user/me', {
    session: 'required',
    networkError: data.common.networkError,
  });
  const flash = readFlash<MfaFlash>(request);
  const setup =
    typeof flash?.setup?.secret === 'string' && typeof flash.setup.otpauthUri === 'string'
      ? flash.setup
      : null;
  return {
    ...data,
    mfaBound: me.ok ? me.data.mfaBound === true : false,
    /** The key being bound, after the password was confirmed without JavaScript. */
    setup,
    /** Bound just now, without JavaScript. */
    boundNow: flash?.bound === true,
  };
}

/** What the action answers when it does not move on: the message of the step's form. */
export interface BindMfaActionData {
  passwordError?: string;
  codeError?: string;
  /** apps/api has no setup waiting (another tab bound or restarted it): the password again. */
  setupGone?: boolean;
}

/**
 * The two steps posted without JavaScript (with it, the page binds through apps/api itself),
 * each answered with a 303 redirect to this page (post/redirect/get: a reload posts nothing):
 *
 * - `intent=setup` with the account's password: apps/api starts a setup; its key and QR code
 *   are shown on the page it redirects to. The key travels in this page's flash cookie (HttpOnly,
 *   this path only, ten minutes), since apps/api never gives a waiting key out again.
 * - `intent=verify` with the six-digit code: bound, the operation log records it (`bind_mfa`)
 *   and the page says so (the flash, and the key with it, replaced).
 *
 * @example export { action, loader } from './bind-mfa.server';
 */
export async function action({
  request,
  context,
}: SiteLoaderArgs): Promise<BindMfaActionData | Response> {
  requireSession(request);
  const data = utilityPageData(request, '/bind-mfa');
  const { labels } = data.page;
  const { networkError } = data.common;
  const page = localizedPath('/bind-mfa', data.locale);
  const form = await request.formData();
  if (form.get('intent') === 'verify') {
    const code = String(form.get('code') ?? '').trim();
    if (!/^\d{6}$/.test(code)) return { codeError: labels.codeInvalid };
    const result = await loaderApi<{ bound: boolean }>(
      context,
      request,
      '/webapi/saas/user/mfa/verify',
      { session: 'required', networkError, method: 'POST', body: { code } },
    );
    if (result.ok) {
      await loaderApi(context, request, '/webapi/saas/user/op-log/save', {
        session: 'optional',
        networkError,
        method: 'POST',
        body: { opType: OP_TYPES.bindMfa, relId: '' },
      });
      return flashRedirect(page, { bound: true });
    }
    if (result.kind === 'fields') return { codeError: labels.invalidCode };
    if (result.status === 409 && result.code === 'MFA_ALREADY_BOUND') return redirect(page, 303);
    if (result.status === 409) return { passwordError: result.message, setupGone: true };
    return { codeError: result.message };
  }
  const password = String(form.get('password') ?? '').slice(0, 128);
  if (password === '') return { passwordError: labels.passwordIntro };
  const result = await loaderApi<MfaSetup>(context, request, '/webapi/saas/user/mfa/setup', {
    session: 'required',
    networkError,
    method: 'POST',
    body: { password },
  });
  if (result.ok && result.data?.otpauthUri) {
    return flashRedirect(page, {
      setup: { secret: result.data.secret, otpauthUri: result.data.otpauthUri },
    });
  }
  if (!result.ok && result.kind === 'fields') {
    return { passwordError: result.fieldErrors.password ?? Object.values(result.fieldErrors)[0] };
  }
  if (!result.ok && result.status === 409) return redirect(page, 303);
  return { passwordError: result.ok ? networkError : result.message };
}
