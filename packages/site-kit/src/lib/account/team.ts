import type { WebapiAnswer } from '../../api/webapi';

/** The team as apps/api answers `GET /webapi/saas/team` (issue 26). */
export type Team = WebapiAnswer<'getTeam'>;

/** A role, its name in words and what it grants. */
export type TeamRole = Team['roles'][number];

/** A member of the team (caps and spending only for those who manage members). */
export type TeamMember = Team['members'][number];

/** A pending invitation. */
export type TeamInvitation = Team['invitations'][number];

/** An order above its requester's monthly cap, and its state (`GET /webapi/saas/team/requests`). */
export type OrderRequest = WebapiAnswer<'listOrderRequests'>[number];

/** The audit chain's check (`GET /webapi/saas/team/audit/check`). */
export type AuditCheck = WebapiAnswer<'checkAudit'>;

/** One row of the audit trail (`GET /webapi/saas/team/audit`). */
export type AuditRow = WebapiAnswer<'listAudit'>['items'][number];

/** A shared list of companies (`GET /webapi/saas/team/lists`). */
export type TeamList = WebapiAnswer<'listTeamLists'>[number];

/** A company on a list (`GET /webapi/saas/team/lists/{id}`). */
export type TeamListItem = WebapiAnswer<'getTeamList'>['items'][number];

/** A note on a company; a deleted one keeps its mark without text. */
export type TeamNote = WebapiAnswer<'listTeamNotes'>[number];

/** Whether the signed-in member's role grants `permission` (as apps/api answered `me`). */
export function teamMay(team: Pick<Team, 'me'>, permission: string): boolean {
  return team.me.permissions.includes(permission);
}

/**
 * The label key of an audit action (`company.view` → `action_company_view`).
 *
 * @example auditActionKey('report.order') // 'action_report_order'
 */
export function auditActionKey(action: string): string {
  return `action_${action.replaceAll('.', '_')}`;
}

/**
 * Whether a signed-in user belongs to a team: a member's profile names every permission of the
 * role table, granted or reversed (apps/api's `profileForRole`); an account outside a team
 * names none of the team's own.
 *
 * @example isTeamMember({ permissionList: ['team:lists:edit'] }) // true
 */
export function isTeamMember(
  user: { permissionList?: unknown; reversalPermissionList?: unknown } | null | undefined,
): boolean {
  const listed = (list: unknown) => Array.isArray(list) && list.includes('team:lists:edit');
  return listed(user?.permissionList) || listed(user?.reversalPermissionList);
}

/**
 * Whether the user is their organisation's main user (`mainUserFlag` Y, true or 1), who may open
 * the team page before anyone else joins (apps/api makes the team on that first visit).
 *
 * @example isMainUser({ mainUserFlag: 'Y' }) // true
 */
export function isMainUser(user: { mainUserFlag?: unknown } | null | undefined): boolean {
  const flag = user?.mainUserFlag;
  return flag === 'Y' || flag === true || flag === 1 || flag === '1';
}
