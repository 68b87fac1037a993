/** The team as apps/api answers `GET /webapi/saas/team` (issue 26). */
export interface TeamRole {
  code: 'admin' | 'analyst' | 'viewer';
  name: string;
  grants: string[];
}

export interface TeamMember {
  userId: number;
  loginName: string;
  email: string | null;
  role: TeamRole['code'];
  isOwner: boolean;
  monthlyCap: number | null;
  spentThisMonth: number;
  joinedAt: string;
}

export interface TeamInvitation {
  id: number;
  email: string;
  role: TeamRole['code'];
  invitedBy: string;
  expiresAt: string;
}

export interface Team {
  team: {
    id: number;
    name: string;
    packageCode: string;
    seatLimit: number;
    seatsUsed: number;
    /** Null unless the role may see prices and credits. */
    credits: number | null;
    requireMfa: boolean;
  };
  me: { userId: number; role: TeamRole['code']; isOwner: boolean; permissions: string[] };
  roles: TeamRole[];
  permissions: { code: string; name: string }[];
  members: TeamMember[];
  invitations: TeamInvitation[];
}

export interface OrderRequest {
  id: number;
  requesterId: number;
  requesterLoginName: string;
  keyNo: string;
  companyName: string | null;
  companyNameEn: string;
  kind: string;
  credits: number;
  status: 'pending' | 'approved' | 'declined';
  decidedBy: string | null;
  decidedAt: string | null;
  orderId: number | null;
  createdAt: string;
}

export interface AuditCheck {
  ok: boolean;
  checked: number;
  firstAltered: { id: string; createdAt: string; action: string } | null;
}

export interface AuditRow {
  id: string;
  userId: number | null;
  loginName: string | null;
  action: string;
  target: string;
  /** The company's names when the target is a company. */
  targetName: string | null;
  targetNameEn: string | null;
  detail: string;
  createdAt: string;
}

export interface TeamList {
  id: number;
  name: string;
  sharedWithTeam: boolean;
  sharedWith: number[];
  createdBy: string;
  createdAt: string;
  companies: number;
}

export interface TeamListItem {
  keyNo: string;
  name: string | null;
  nameEn: string;
  jurisdiction: string;
  addedBy: string;
  addedAt: string;
}

export interface TeamNote {
  id: number;
  keyNo: string;
  listId: number | null;
  authorId: number;
  author: string;
  body: string | null;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  deletedAt: string | null;
  deletedBy: string | null;
  history: { body: string; writtenAt: string; replacedAt: string }[];
}

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
