import { loaderApi } from '../../lib/account/api.server';
import { outcomeOf } from '../../lib/account/outcome';
import { utilityPageData } from '../../lib/account/page.server';
import type { SiteLoaderArgs } from '../routeProps';

/** What an invitation link invites to (apps/api `GET /webapi/team/invitation`). */
export interface InvitationInfo {
  teamName: string;
  email: string;
  role: string;
  roleName: string;
  requireMfa: boolean;
  expiresAt: string;
}

/**
 * The page an invitation's link opens (`?token=`): the team and role it invites to, or why the
 * link no longer works (used, expired), in apps/api's words. No session is needed.
 */
export async function loader({ request, context }: SiteLoaderArgs) {
  const data = utilityPageData(request, '/team-join');
  const token = (new URL(request.url).searchParams.get('token') ?? '').trim().slice(0, 200);
  const invitation = token
    ? outcomeOf(
        await loaderApi<InvitationInfo>(
          context,
          request,
          `/webapi/team/invitation?token=${encodeURIComponent(token)}`,
          { session: 'none', networkError: data.common.networkError },
        ),
      )
    : ({ ok: false, message: data.page.labels.invalid } as const);
  return { ...data, token, invitation };
}
