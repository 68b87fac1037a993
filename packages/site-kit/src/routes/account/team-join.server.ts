import { redirect } from 'react-router';
import type { WebapiAnswer } from '../../api/webapi';
import { loaderApi } from '../../lib/account/api.server';
import type { FormMessages } from '../../lib/account/formErrors';
import { fieldMessagesFromApi } from '../../lib/account/formErrors';
import { type Outcome, outcomeOf } from '../../lib/account/outcome';
import { utilityPageData } from '../../lib/account/page.server';
import { checkJoin, JOIN_FIELDS, type JoinField, joinBody } from '../../lib/account/teamJoin';
import type { LoginResponse } from '../../lib/account/types';
import { localizedPath } from '../../lib/links';
import type { SiteLoaderArgs } from '../routeProps';
import type { MfaSetup } from './bind-mfa.server';

/** What an invitation link invites to (apps/api `GET /webapi/team/invitation`). */
export type InvitationInfo = WebapiAnswer<'readInvitation'>;

function tokenOf(request: Request): string {
  return (new URL(request.url).searchParams.get('token') ?? '').trim().slice(0, 200);
}

/** The Security page's words for binding an authenticator, which this page shows too. */
function mfaWords(request: Request) {
  const { step1, step2, step3, scanHint, manualKey, codePlaceholder, codeInvalid } =
    utilityPageData(request, '/bind-mfa').page.labels;
  return { step1, step2, step3, scanHint, manualKey, codePlaceholder, codeInvalid };
}

/**
 * The page an invitation's link opens (`?token=`): the team and role it invites to, or why the
 * link no longer works (used, expired, withdrawn), in apps/api's words. No session is needed.
 * Where the team requires MFA, the authenticator key to bind comes with it (apps/api keeps the
 * same key for the invitation until it is used, so a reload shows the key already scanned).
 */
export async function loader({ request, context }: SiteLoaderArgs) {
  const data = utilityPageData(request, '/team-join');
  const { networkError } = data.common;
  const token = tokenOf(request);
  const invitation: Outcome<InvitationInfo> = token
    ? outcomeOf(
        await loaderApi<InvitationInfo>(
          context,
          request,
          `/webapi/team/invitation?token=${encodeURIComponent(token)}`,
          { session: 'none', networkError },
        ),
      )
    : { ok: false, message: data.page.labels.invalid };
  const mfa: Outcome<MfaSetup> | null =
    invitation.ok && invitation.data.requireMfa
      ? outcomeOf(
          await loaderApi<MfaSetup>(context, request, '/webapi/team/invitation/mfa', {
            session: 'none',
            networkError,
            method: 'POST',
            body: { token },
          }),
        )
      : null;
  return { ...data, token, invitation, mfa, mfaWords: mfaWords(request) };
}

/** The form posted without JavaScript and refused: its messages and the login name typed. */
export interface TeamJoinActionData {
  messages: FormMessages<JoinField>;
  alert: string;
  loginName: string;
}

/**
 * The join form posted without JavaScript (with it, the page joins through apps/api itself):
 * the same checks, then `POST /webapi/team/invitation/accept`; joined, apps/api's session
 * cookie goes to the browser with a 303 redirect to the team page, so a reload never posts the
 * password again. Refused, the form comes back with its messages and the login name typed.
 *
 * @example export { action, loader } from './team-join.server';
 */
export async function action({
  request,
  context,
}: SiteLoaderArgs): Promise<TeamJoinActionData | Response> {
  const { common, locale } = utilityPageData(request, '/team-join');
  const form = await request.formData();
  const field = (name: string, max: number) => String(form.get(name) ?? '').slice(0, max);
  const values: Record<JoinField, string> = {
    loginName: field('loginName', 50),
    password: field('password', 128),
    totpCode: field('totpCode', 6),
  };
  const requireMfa = form.get('requireMfa') === 'on';
  const answer = (messages: FormMessages<JoinField>, alert = ''): TeamJoinActionData => ({
    messages,
    alert,
    loginName: values.loginName,
  });
  const messages = checkJoin(values, {
    locale,
    requireMfa,
    codeMessage: mfaWords(request).codeInvalid,
  });
  if (Object.keys(messages).length > 0) return answer(messages);
  let cookies: string[] = [];
  const result = await loaderApi<LoginResponse>(
    context,
    request,
    '/webapi/team/invitation/accept',
    {
      session: 'none',
      networkError: common.networkError,
      method: 'POST',
      body: joinBody(tokenOf(request), values),
      onHeaders: (headers) => {
        cookies = headers.getSetCookie();
      },
    },
  );
  if (!result.ok && result.kind === 'fields') {
    const mapped = fieldMessagesFromApi(result.fieldErrors, JOIN_FIELDS);
    return answer(mapped.messages, mapped.other.join(' '));
  }
  if (!result.ok) return answer({}, result.message);
  if (!result.data?.user?.accessToken || cookies.length === 0)
    return answer({}, common.networkError);
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect(localizedPath('/team', locale), { status: 303, headers });
}
