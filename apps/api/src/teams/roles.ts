/**
 * What each team role may do: one table, read by the routes (403 naming the missing
 * permission), by the team page (shown in words) and by `profileForRole`, which writes the
 * stored-user fields the site already reads (`permissionList`, `reversalPermissionList`,
 * `compRoleIds`, `mainUserFlag`, `showCredit`).
 */

export type TeamRole = 'admin' | 'analyst' | 'viewer';
export const TEAM_ROLES: readonly TeamRole[] = ['admin', 'analyst', 'viewer'];

/** Every permission a role can grant, with its words for the team page. */
export const TEAM_PERMISSIONS = [
  { code: 'kyc:search:view', zh: '检索企业', en: 'Search companies' },
  { code: 'kyc:enterprise:view', zh: '查看企业详情', en: 'View company details' },
  { code: 'kyc:report:order', zh: '订购报告', en: 'Order reports' },
  { code: 'kyc:price:view', zh: '查看价格与额度', en: 'See prices and credits' },
  { code: 'kyc:monitor:watch', zh: '监控企业（按月计费）', en: 'Watch companies (billed monthly)' },
  { code: 'team:lists:edit', zh: '编辑名单与备注', en: 'Edit lists and notes' },
  { code: 'kyc:data:export', zh: '导出数据', en: 'Export data' },
  { code: 'api:keys:manage', zh: '管理 API 密钥', en: 'Manage API keys' },
  {
    code: 'team:members:manage',
    zh: '管理成员、额度与审批',
    en: 'Manage members, caps and approvals',
  },
  { code: 'team:audit:view', zh: '查看审计记录', en: 'See the audit trail' },
] as const;

export type TeamPermission = (typeof TEAM_PERMISSIONS)[number]['code'];

/** The table itself: which role holds which permission. */
export const ROLE_TABLE: Readonly<
  Record<TeamRole, { zh: string; en: string; grants: readonly TeamPermission[] }>
> = {
  admin: {
    zh: '管理员',
    en: 'Admin',
    grants: TEAM_PERMISSIONS.map((permission) => permission.code),
  },
  analyst: {
    zh: '分析师',
    en: 'Analyst',
    grants: [
      'kyc:search:view',
      'kyc:enterprise:view',
      'kyc:report:order',
      'kyc:monitor:watch',
      'team:lists:edit',
      'kyc:data:export',
    ],
  },
  viewer: {
    zh: '只读成员',
    en: 'Viewer',
    grants: ['kyc:search:view', 'kyc:enterprise:view'],
  },
};

/**
 * Whether `role` holds `permission` according to the table.
 *
 * @example roleGrants('analyst', 'kyc:report:order') // true
 * @example roleGrants('viewer', 'api:keys:manage') // false
 */
export function roleGrants(role: TeamRole, permission: TeamPermission): boolean {
  return ROLE_TABLE[role].grants.includes(permission);
}

/** Whether a string is one of the roles. */
export function isTeamRole(value: unknown): value is TeamRole {
  return typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);
}

const CATALOGUE = new Set<string>(TEAM_PERMISSIONS.map((permission) => permission.code));

/**
 * The stored-user fields a member's role decides, merged into their profile: the role's grants
 * in `permissionList` (permissions outside the table, such as the platform admin's, are kept),
 * every other permission of the table in `reversalPermissionList` (a reversal always beats a
 * grant, so a stale grant cannot come back), `compRoleIds` 1 for the main user, 2 (business
 * manager) for admins, 3 (manager user) otherwise, `mainUserFlag` for the team's owner and
 * `showCredit` when the role may see prices and credits.
 *
 * @example profileForRole({ permissionList: [] }, 'viewer', false).showCredit // 'N'
 */
export function profileForRole(
  profile: Record<string, unknown>,
  role: TeamRole,
  isOwner: boolean,
): Record<string, unknown> {
  const grants = ROLE_TABLE[role].grants;
  const kept = (list: unknown) =>
    Array.isArray(list) ? list.filter((p) => typeof p === 'string' && !CATALOGUE.has(p)) : [];
  return {
    ...profile,
    permissionList: [...kept(profile.permissionList), ...grants],
    reversalPermissionList: [
      ...kept(profile.reversalPermissionList),
      ...TEAM_PERMISSIONS.map((permission) => permission.code).filter(
        (code) => !grants.includes(code),
      ),
    ],
    compRoleIds: isOwner ? 1 : role === 'admin' ? 2 : 3,
    mainUserFlag: isOwner ? 'Y' : 'N',
    showCredit: grants.includes('kyc:price:view') ? 'Y' : 'N',
  };
}
