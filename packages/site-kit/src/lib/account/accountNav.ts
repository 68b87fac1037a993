import { hasPermission, type StoredUser } from '@kyc/auth';
import { fillTemplate, type SignedInBarText } from '@kyc/content/interface';
import { isMainUser, isTeamMember } from './team';

/** One link of the account navigation; `count` is the unread alerts' badge. */
export interface AccountNavLink {
  to: string;
  label: string;
  count?: number;
}

/** The account navigation's groups, as people think of their work (issue 34). */
export type AccountNavGroupId = 'workspace' | 'team' | 'developers' | 'account';

/** A group: a menu button on the desktop, a heading in the phone's drawer. */
export interface AccountNavGroup {
  id: AccountNavGroupId;
  label: string;
  links: AccountNavLink[];
  /** The unread alerts among its links (the menu button's badge); 0 for none. */
  count: number;
}

/** The user fields the navigation reads: permissions (team membership among them), main user. */
export type AccountNavUser = Pick<
  StoredUser,
  'permissionList' | 'reversalPermissionList' | 'mainUserFlag'
>;

/**
 * The account navigation's groups for this user, in order: the workspace (search, alerts,
 * portfolio, reports), the team (members, shared lists, the audit trail), developers (API keys,
 * usage, the API reference) and the account (plan, security, authorizations, activity). Home
 * and log out stand apart (not here). A link shows only to those who may use it, as the pages
 * decide: the portfolio, the team and its shared lists for team members and main users (whose
 * team is made on their first visit), the audit trail for roles granted `team:audit:view` and
 * for main users (the team's owner, an admin). A group without links is left out.
 *
 * @param user - The signed-in user (the fields of {@link AccountNavUser}).
 * @param text - The bar's words in the page's language.
 * @param options - `renewHref`: plan and renewal's link (it comes back to the page);
 *   `alertsUnread`: the unread alerts to count beside the alerts link and on its group.
 * @returns The groups with their links (paths without the language, which the links add).
 * @example
 * accountNavGroups({ mainUserFlag: 'N' }, signedInBar.en, { renewHref: '/service-selection', alertsUnread: 2 })
 *   .map((group) => group.id) // ['workspace', 'developers', 'account']
 */
export function accountNavGroups(
  user: AccountNavUser,
  text: SignedInBarText,
  options: { renewHref: string; alertsUnread: number },
): AccountNavGroup[] {
  const inTeam = isTeamMember(user) || isMainUser(user);
  const seesAudit = hasPermission(user, 'team:audit:view') || isMainUser(user);
  const unread = Math.max(0, Math.trunc(options.alertsUnread) || 0);
  const groups: Omit<AccountNavGroup, 'count'>[] = [
    {
      id: 'workspace',
      label: text.groupWorkspace,
      links: [
        { to: '/live-search', label: text.liveSearch },
        { to: '/alerts', label: text.alerts, count: unread },
        // A portfolio uploaded in one go becomes a shared list: for those who may have a team.
        ...(inTeam ? [{ to: '/portfolio', label: text.portfolio }] : []),
        { to: '/my-reports', label: text.myReports },
      ],
    },
    {
      id: 'team',
      label: text.groupTeam,
      links: inTeam
        ? [
            { to: '/team', label: text.team },
            { to: '/team-lists', label: text.teamLists },
            ...(seesAudit ? [{ to: '/team-audit', label: text.teamAudit }] : []),
          ]
        : [],
    },
    {
      id: 'developers',
      label: text.groupDevelopers,
      links: [
        { to: '/api-keys', label: text.apiKeys },
        { to: '/api-usage', label: text.apiUsage },
        { to: '/products-api/reference', label: text.apiReference },
      ],
    },
    {
      id: 'account',
      label: text.groupAccount,
      links: [
        { to: options.renewHref, label: text.plan },
        { to: '/bind-mfa', label: text.security },
        { to: '/authorize', label: text.authorizations },
        { to: '/activity', label: text.activity },
      ],
    },
  ];
  return groups
    .filter((group) => group.links.length > 0)
    .map((group) => ({
      ...group,
      count: group.links.reduce((sum, link) => sum + (link.count ?? 0), 0),
    }));
}

/**
 * The unread alerts in words for screen readers ('1 unread alert', '3 unread alerts'; the
 * badge beside them shows the number and is hidden from them).
 *
 * @example unreadAlertsWords(3, signedInBar['zh-CN']) // '3 条未读提醒'
 */
export function unreadAlertsWords(count: number, text: SignedInBarText): string {
  return count === 1 ? text.alertsUnreadOne : fillTemplate(text.alertsUnread, { count });
}

/**
 * Whether a link leads to the page at `pathname` (its query aside).
 *
 * @example isCurrentLink('/service-selection?from=%2F', '/service-selection') // true
 */
export function isCurrentLink(to: string, pathname: string): boolean {
  return to.split('?')[0] === pathname;
}
