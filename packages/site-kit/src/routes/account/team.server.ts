import { fillTemplate } from '@kyc/content/interface';
import { loaderApi, requireSession } from '../../lib/account/api.server';
import { outcomeOf } from '../../lib/account/outcome';
import { utilityPageData } from '../../lib/account/page.server';
import { kindNames, type ReportCatalogue } from '../../lib/account/reports';
import type { AuditCheck, OrderRequest, Team } from '../../lib/account/team';
import type { SiteLoaderArgs } from '../routeProps';

/**
 * The team page: the team (seats, pool, roles, members, invitations), the order requests (all of
 * them for those who manage members, else the user's own) and, for those who may see the audit
 * trail, its chain check.
 */
export async function loader({ request, context }: SiteLoaderArgs) {
  requireSession(request);
  const data = utilityPageData(request, '/team');
  const { networkError } = data.common;
  const options = { session: 'required', networkError } as const;
  const [team, requests, catalogue] = await Promise.all([
    loaderApi<Team>(context, request, '/webapi/saas/team', options),
    loaderApi<OrderRequest[]>(context, request, '/webapi/saas/team/requests', options),
    loaderApi<ReportCatalogue>(context, request, '/webapi/saas/reports/catalogue', options),
  ]);
  const check =
    team.ok && team.data.me.permissions.includes('team:audit:view')
      ? await loaderApi<AuditCheck>(context, request, '/webapi/saas/team/audit/check', options)
      : null;
  return {
    ...data,
    team: outcomeOf(team),
    requests: requests.ok ? requests.data : [],
    check: check?.ok ? check.data : null,
    kindNames: catalogue.ok ? kindNames(catalogue.data.kinds, data.locale) : [],
  };
}

/** What the page's forms answer: a confirmation, or apps/api's refusal in its words. */
export interface TeamActionData {
  intent: string;
  ok: boolean;
  message: string;
}

/**
 * The page's forms (each a plain POST, so they work without JavaScript), told apart by `intent`:
 * `invite` (`email`, `role`), `member` (`userId`, `role`, `monthlyCap`: empty is no cap),
 * `remove` (`userId`), `approve` and `decline` (`requestId`), `revoke` (`invitationId`: the
 * invitation is withdrawn) and `mfa` (`requireMfa` `on` or `off`: whether joining requires an
 * authenticator).
 */
export async function action({ request, context }: SiteLoaderArgs): Promise<TeamActionData> {
  requireSession(request);
  const { page, common } = utilityPageData(request, '/team');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const id = (name: string) => {
    const value = Number(field(name));
    return Number.isInteger(value) && value > 0 && value < 2 ** 31 ? value : 0;
  };
  const call = (path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) =>
    loaderApi<unknown>(context, request, path, {
      session: 'required',
      networkError: common.networkError,
      method,
      ...(body === undefined ? {} : { body }),
    });
  let result: Awaited<ReturnType<typeof call>>;
  let done = page.labels.saved;
  if (intent === 'invite') {
    result = await call('/webapi/saas/team/invitations', 'POST', {
      email: field('email'),
      role: field('role'),
    });
    done = fillTemplate(page.labels.invited, { email: field('email') });
  } else if (intent === 'member') {
    const cap = field('monthlyCap');
    result = await call(`/webapi/saas/team/members/${id('userId')}`, 'PATCH', {
      ...(field('role') ? { role: field('role') } : {}),
      monthlyCap: cap === '' ? null : /^\d{1,7}$/.test(cap) ? Number(cap) : cap,
    });
  } else if (intent === 'remove') {
    result = await call(`/webapi/saas/team/members/${id('userId')}`, 'DELETE');
    done = page.labels.removed;
  } else if (intent === 'revoke') {
    const withdrawn = await call(`/webapi/saas/team/invitations/${id('invitationId')}`, 'DELETE');
    result = withdrawn;
    const email = withdrawn.ok ? (withdrawn.data as { email?: string } | null)?.email : '';
    done = fillTemplate(page.labels.revoked, { email: email ?? '' });
  } else if (intent === 'mfa') {
    const on = field('requireMfa') === 'on';
    result = await call('/webapi/saas/team', 'PATCH', { requireMfa: on });
    done = on ? page.labels.mfaTurnedOn : page.labels.mfaTurnedOff;
  } else if (intent === 'approve' || intent === 'decline') {
    result = await call(`/webapi/saas/team/requests/${id('requestId')}/${intent}`, 'POST');
    done = page.labels[intent === 'approve' ? 'status_approved' : 'status_declined'];
  } else {
    return { intent, ok: false, message: common.networkError };
  }
  if (result.ok) return { intent, ok: true, message: done };
  const message =
    result.kind === 'fields' ? Object.values(result.fieldErrors).join(' ') : result.message;
  return { intent, ok: false, message };
}
