import type { Queryable } from '../db/types';
import { randomToken, sha256 } from '../lib/secrets';
import { newTotpSecret, verifyTotp } from '../lib/totp';
import { appendAudit } from './audit';
import { shanghaiMonth } from './credits';
import { isTeamRole, profileForRole, type TeamRole } from './roles';

/** Seats per service package (members, pending invitations included). */
export const SEAT_LIMITS: Readonly<Record<string, number>> = {
  PROFESSIONAL: 10,
  STANDARD: 3,
  TRIAL: 2,
  API_PAYG: 1,
};
/** An invitation link is valid for 7 days. */
export const INVITATION_DAYS = 7;

export interface Team {
  id: number;
  name: string;
  ownerUserId: number;
  packageCode: string;
  seatLimit: number;
  credits: number;
  requireMfa: boolean;
}

export interface Membership {
  team: Team;
  role: TeamRole;
  isOwner: boolean;
}

const TEAM_COLUMNS = `t.id, t.name, t.owner_user_id AS "ownerUserId", t.package_code AS "packageCode",
  t.seat_limit AS "seatLimit", t.credits, t.require_mfa AS "requireMfa"`;

/** The user's team and role, or undefined for an account outside a team. */
export async function membershipOf(db: Queryable, userId: number): Promise<Membership | undefined> {
  const { rows } = await db.query<Team & { role: string }>(
    `SELECT ${TEAM_COLUMNS}, m.role FROM team_members m JOIN teams t ON t.id = m.team_id
      WHERE m.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row || !isTeamRole(row.role)) return undefined;
  const { role, ...team } = row;
  return { team, role, isOwner: team.ownerUserId === userId };
}

/** Writes the role's stored-user fields into the user's profile. */
async function applyRole(
  tx: Queryable,
  userId: number,
  role: TeamRole,
  isOwner: boolean,
): Promise<void> {
  const { rows } = await tx.query<{ profile: Record<string, unknown> }>(
    'SELECT profile FROM users WHERE id = $1',
    [userId],
  );
  const profile = profileForRole(rows[0]?.profile ?? {}, role, isOwner);
  await tx.query('UPDATE users SET profile = $2 WHERE id = $1', [userId, JSON.stringify(profile)]);
}

/**
 * The main user's team, made on first use: the customer's organisation, its seats from the
 * package, the main user as its owner (an admin) and their credits as the team's pool.
 * Undefined for an account that is neither a member nor a main user.
 *
 * @example const membership = await ensureTeam(tx, user.id, 'PROFESSIONAL');
 */
export async function ensureTeam(
  tx: Queryable,
  userId: number,
  packageCode: string | null,
): Promise<Membership | undefined> {
  // The user's row lock makes two first visits at once make one team.
  const { rows } = await tx.query<{
    login_name: string;
    credits: number;
    profile: Record<string, unknown>;
  }>('SELECT login_name, credits, profile FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const user = rows[0];
  const existing = await membershipOf(tx, userId);
  if (existing || !user) return existing;
  const main = user.profile.mainUserFlag;
  if (!(main === 'Y' || main === true || main === 1 || main === '1')) return undefined;
  const code = packageCode ?? 'STANDARD';
  const { rows: teams } = await tx.query<{ id: number }>(
    `INSERT INTO teams (name, owner_user_id, package_code, seat_limit, credits)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [user.login_name, userId, code, SEAT_LIMITS[code] ?? 1, user.credits],
  );
  const teamId = teams[0]?.id as number;
  await tx.query('UPDATE users SET credits = 0 WHERE id = $1', [userId]);
  await tx.query("INSERT INTO team_members (user_id, team_id, role) VALUES ($1, $2, 'admin')", [
    userId,
    teamId,
  ]);
  await applyRole(tx, userId, 'admin', true);
  return membershipOf(tx, userId);
}

export interface Member {
  userId: number;
  loginName: string;
  email: string | null;
  role: TeamRole;
  isOwner: boolean;
  monthlyCap: number | null;
  spentThisMonth: number;
  joinedAt: string;
}

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The team's members, the owner first. */
export async function listMembers(db: Queryable, team: Team): Promise<Member[]> {
  const { rows } = await db.query<Member>(
    `SELECT u.id AS "userId", u.login_name AS "loginName", u.email, m.role,
            (u.id = $2) AS "isOwner", m.monthly_cap AS "monthlyCap",
            CASE WHEN m.spent_month = $3 THEN m.spent ELSE 0 END AS "spentThisMonth",
            ${ISO('m.joined_at')} AS "joinedAt"
       FROM team_members m JOIN users u ON u.id = m.user_id
      WHERE m.team_id = $1 ORDER BY (u.id = $2) DESC, m.joined_at, u.id`,
    [team.id, team.ownerUserId, shanghaiMonth()],
  );
  return rows;
}

/** Seats taken: members and invitations still waiting to be used. */
async function seatsTaken(tx: Queryable, teamId: number): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM team_members WHERE team_id = $1) +
             (SELECT count(*) FROM team_invitations
               WHERE team_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()))::int AS n`,
    [teamId],
  );
  return rows[0]?.n ?? 0;
}

/** Seats in use, for the team page. */
export const seatsUsed = seatsTaken;

export interface Invitation {
  id: number;
  email: string;
  role: TeamRole;
  invitedBy: string;
  expiresAt: string;
  createdAt: string;
}

/** Pending invitations of a team, newest first. */
export async function listInvitations(db: Queryable, teamId: number): Promise<Invitation[]> {
  const { rows } = await db.query<Invitation>(
    `SELECT i.id, i.email, i.role, u.login_name AS "invitedBy", ${ISO('i.expires_at')} AS "expiresAt",
            ${ISO('i.created_at')} AS "createdAt"
       FROM team_invitations i JOIN users u ON u.id = i.invited_by
      WHERE i.team_id = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()
      ORDER BY i.id DESC`,
    [teamId],
  );
  return rows;
}

/**
 * Turns the team's "MFA to join" rule on or off: while it is on, an invitee binds an
 * authenticator as part of accepting (see `acceptInvitation`). Audited when it changes
 * (`team.mfa.on`, `team.mfa.off`); setting it to what it is changes and records nothing.
 *
 * @example await setRequireMfa(tx, { teamId, requireMfa: true, by: adminId }); // { requireMfa: true, changed: true }
 */
export async function setRequireMfa(
  tx: Queryable,
  change: { teamId: number; requireMfa: boolean; by: number },
): Promise<{ requireMfa: boolean; changed: boolean }> {
  const { rows } = await tx.query<{ name: string; require_mfa: boolean }>(
    'SELECT name, require_mfa FROM teams WHERE id = $1 FOR UPDATE',
    [change.teamId],
  );
  const team = rows[0];
  if (!team || team.require_mfa === change.requireMfa)
    return { requireMfa: team?.require_mfa ?? false, changed: false };
  await tx.query('UPDATE teams SET require_mfa = $2 WHERE id = $1', [
    change.teamId,
    change.requireMfa,
  ]);
  await appendAudit(tx, {
    teamId: change.teamId,
    userId: change.by,
    action: change.requireMfa ? 'team.mfa.on' : 'team.mfa.off',
    target: team.name,
    detail: change.requireMfa
      ? 'invitees bind an authenticator before their account is made'
      : 'invitees may join without an authenticator',
  });
  return { requireMfa: change.requireMfa, changed: true };
}

/**
 * Withdraws a pending invitation of the team: its link then answers as revoked and its seat is
 * free again. Audited (`member.revoke`). Refused with `not-found` for another team's or an
 * unknown invitation, with `not-pending` once it was used, withdrawn or has expired.
 *
 * @example await revokeInvitation(tx, { teamId, invitationId: 12, by: adminId });
 */
export async function revokeInvitation(
  tx: Queryable,
  change: { teamId: number; invitationId: number; by: number },
): Promise<
  { id: number; email: string; role: TeamRole } | { refused: 'not-found' | 'not-pending' }
> {
  const { rows } = await tx.query<{ id: number; email: string; role: TeamRole }>(
    `UPDATE team_invitations SET revoked_at = now(), mfa_secret = NULL
      WHERE id = $1 AND team_id = $2
        AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
      RETURNING id, email, role`,
    [change.invitationId, change.teamId],
  );
  const revoked = rows[0];
  if (!revoked) {
    const { rows: found } = await tx.query(
      'SELECT 1 FROM team_invitations WHERE id = $1 AND team_id = $2',
      [change.invitationId, change.teamId],
    );
    return { refused: found.length > 0 ? 'not-pending' : 'not-found' };
  }
  await appendAudit(tx, {
    teamId: change.teamId,
    userId: change.by,
    action: 'member.revoke',
    target: revoked.email,
    detail: `invitation ${revoked.id}, role ${revoked.role}`,
  });
  return revoked;
}

/**
 * Invites `email` into the team with a role: a token valid for 7 days (returned once, stored
 * hashed). Refused with `seats` when members and pending invitations fill the package's seats,
 * with `member` when that address already belongs to a member.
 *
 * @example const invited = await createInvitation(tx, { teamId, email, role: 'analyst', invitedBy });
 */
export async function createInvitation(
  tx: Queryable,
  invitation: { teamId: number; email: string; role: TeamRole; invitedBy: number },
): Promise<
  { token: string; id: number } | { refused: 'seats'; seatLimit: number } | { refused: 'member' }
> {
  // The team's row lock makes seat counting and the insert one step for concurrent invitations.
  const { rows: teams } = await tx.query<{ seat_limit: number }>(
    'SELECT seat_limit FROM teams WHERE id = $1 FOR UPDATE',
    [invitation.teamId],
  );
  const seatLimit = teams[0]?.seat_limit ?? 0;
  const { rows: already } = await tx.query(
    `SELECT 1 FROM team_members m JOIN users u ON u.id = m.user_id
      WHERE m.team_id = $1 AND lower(u.email) = lower($2)`,
    [invitation.teamId, invitation.email],
  );
  if (already.length > 0) return { refused: 'member' };
  if ((await seatsTaken(tx, invitation.teamId)) >= seatLimit)
    return { refused: 'seats', seatLimit };
  const token = randomToken(32);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO team_invitations (team_id, email, role, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) RETURNING id`,
    [
      invitation.teamId,
      invitation.email,
      invitation.role,
      sha256(token),
      invitation.invitedBy,
      INVITATION_DAYS,
    ],
  );
  await appendAudit(tx, {
    teamId: invitation.teamId,
    userId: invitation.invitedBy,
    action: 'member.invite',
    target: invitation.email,
    detail: `role ${invitation.role}`,
  });
  return { token, id: rows[0]?.id as number };
}

/** What an invitation link shows before it is used, or why it cannot be used. */
export type InvitationState =
  | {
      state: 'valid';
      teamId: number;
      teamName: string;
      email: string;
      role: TeamRole;
      requireMfa: boolean;
      expiresAt: string;
    }
  | { state: 'used' | 'expired' | 'revoked' | 'unknown' };

/** Reads an invitation by its token. */
export async function invitationByToken(db: Queryable, token: string): Promise<InvitationState> {
  const { rows } = await db.query<{
    teamId: number;
    teamName: string;
    email: string;
    role: TeamRole;
    requireMfa: boolean;
    expiresAt: string;
    used: boolean;
    revoked: boolean;
    expired: boolean;
  }>(
    `SELECT i.team_id AS "teamId", t.name AS "teamName", i.email, i.role,
            t.require_mfa AS "requireMfa", ${ISO('i.expires_at')} AS "expiresAt",
            (i.accepted_at IS NOT NULL) AS used, (i.revoked_at IS NOT NULL) AS revoked,
            (i.expires_at <= now()) AS expired
       FROM team_invitations i JOIN teams t ON t.id = i.team_id WHERE i.token_hash = $1`,
    [sha256(token)],
  );
  const row = rows[0];
  if (!row) return { state: 'unknown' };
  if (row.used) return { state: 'used' };
  if (row.revoked) return { state: 'revoked' };
  if (row.expired) return { state: 'expired' };
  return {
    state: 'valid',
    teamId: row.teamId,
    teamName: row.teamName,
    email: row.email,
    role: row.role,
    requireMfa: row.requireMfa,
    expiresAt: row.expiresAt,
  };
}

/**
 * The authenticator key an invitee binds while accepting: made on the first call and kept with
 * the invitation, so a reload of the page shows the key already scanned. Only a pending
 * invitation has one (the token is the invitee's credential until it is used).
 *
 * @example const key = await invitationMfaKey(tx, token); // { state: 'valid', secret: 'JBSW…', email }
 */
export async function invitationMfaKey(
  tx: Queryable,
  token: string,
): Promise<
  | { state: 'valid'; secret: string; email: string }
  | { state: 'used' | 'expired' | 'revoked' | 'unknown' }
> {
  const { rows } = await tx.query<{ secret: string; email: string }>(
    `UPDATE team_invitations SET mfa_secret = COALESCE(mfa_secret, $2)
      WHERE token_hash = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
      RETURNING mfa_secret AS secret, email`,
    [sha256(token), newTotpSecret()],
  );
  const row = rows[0];
  if (row) return { state: 'valid', secret: row.secret, email: row.email };
  const state = await invitationByToken(tx, token);
  return { state: state.state === 'valid' ? 'unknown' : state.state };
}

/** Why an invitation could not be used. */
export type AcceptRefusal =
  | { refused: 'used' | 'expired' | 'revoked' | 'unknown' }
  | { refused: 'seats' }
  | { refused: 'login-taken' }
  /** The team requires MFA and no key was made for this invitation yet (`invitationMfaKey`). */
  | { refused: 'mfa-setup' }
  /** The team requires MFA and no code came with the acceptance. */
  | { refused: 'mfa-code' }
  /** The code does not match the invitation's key. */
  | { refused: 'mfa-invalid' };

/**
 * Uses an invitation: spends the token in one statement (of two uses at once, one wins),
 * checks the seat, and creates the member's account (active, with the password already
 * hashed by the caller) with the owner's plan and the invited role. When the team requires
 * MFA, `totpCode` must be a current code of the invitation's key (`invitationMfaKey`): the
 * account is made with that authenticator bound (the code's time step spent, so it cannot sign
 * in again), never without it. A code given where the team does not require MFA binds too.
 * Refused, the caller rolls back, so the token stays unspent.
 *
 * @example const joined = await acceptInvitation(tx, { token, loginName: 'li.na', passwordHash, uuid, totpCode: '123456' });
 */
export async function acceptInvitation(
  tx: Queryable,
  input: {
    token: string;
    loginName: string;
    passwordHash: string;
    uuid: string;
    totpCode?: string | undefined;
    /** Unix seconds the code is checked at (now by default). */
    now?: number;
  },
): Promise<{ userId: number; teamId: number; mfaBound: boolean } | AcceptRefusal> {
  const { rows } = await tx.query<{
    id: number;
    team_id: number;
    email: string;
    role: TeamRole;
    mfa_secret: string | null;
  }>(
    `UPDATE team_invitations SET accepted_at = now()
      WHERE token_hash = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
      RETURNING id, team_id, email, role, mfa_secret`,
    [sha256(input.token)],
  );
  const invitation = rows[0];
  if (!invitation) {
    const state = await invitationByToken(tx, input.token);
    return { refused: state.state === 'valid' ? 'used' : state.state };
  }
  const { rows: teams } = await tx.query<{
    seat_limit: number;
    owner_user_id: number;
    require_mfa: boolean;
  }>('SELECT seat_limit, owner_user_id, require_mfa FROM teams WHERE id = $1 FOR UPDATE', [
    invitation.team_id,
  ]);
  const team = teams[0];
  if (!team) return { refused: 'unknown' };
  // The rule is read as the invitation is used: an admin may have turned it on since it was sent.
  let mfaStep: number | undefined;
  if (input.totpCode && invitation.mfa_secret) {
    mfaStep = verifyTotp(
      invitation.mfa_secret,
      input.totpCode,
      input.now ?? Math.floor(Date.now() / 1000),
    );
    if (mfaStep === undefined) return { refused: 'mfa-invalid' };
  } else if (team.require_mfa) {
    return { refused: invitation.mfa_secret ? 'mfa-code' : 'mfa-setup' };
  }
  const { rows: counted } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM team_members WHERE team_id = $1',
    [invitation.team_id],
  );
  if ((counted[0]?.n ?? 0) >= team.seat_limit) return { refused: 'seats' };
  const { rows: taken } = await tx.query(
    'SELECT 1 FROM users WHERE lower(login_name) = lower($1)',
    [input.loginName],
  );
  if (taken.length > 0) return { refused: 'login-taken' };
  // The member works under the customer's plan: the owner's account type, dates and markets.
  const { rows: owners } = await tx.query<{ profile: Record<string, unknown> }>(
    'SELECT profile FROM users WHERE id = $1',
    [team.owner_user_id],
  );
  const owner = owners[0]?.profile ?? {};
  const inherited: Record<string, unknown> = {};
  for (const field of [
    'category',
    'type',
    'endDate',
    'acctType',
    'payType',
    'securityPolicy',
    'refreshIntervalSec',
    'serviceCorpPersAuthList',
    'corpNationList',
  ])
    if (owner[field] !== undefined) inherited[field] = owner[field];
  const profile = profileForRole(
    {
      ...inherited,
      permissionList: [],
      reversalPermissionList: [],
      canUpgrade: 'N',
      duplicateOrderRemind: 'Y',
    },
    invitation.role,
    false,
  );
  const bound = mfaStep !== undefined;
  const { rows: users } = await tx.query<{ id: number }>(
    `INSERT INTO users (uuid, login_name, email, password_hash, active, profile, credits,
                        mfa_secret, mfa_last_step)
     VALUES ($1, $2, $3, $4, true, $5, 0, $6, $7) RETURNING id`,
    [
      input.uuid,
      input.loginName,
      invitation.email,
      input.passwordHash,
      JSON.stringify(profile),
      bound ? invitation.mfa_secret : null,
      bound ? mfaStep : null,
    ],
  );
  const userId = users[0]?.id as number;
  await tx.query(
    'UPDATE users SET profile = profile || jsonb_build_object($2::text, $3::text) WHERE id = $1',
    [userId, 'loginId', String(userId)],
  );
  // The key now lives with the account only.
  await tx.query(
    'UPDATE team_invitations SET accepted_user_id = $2, mfa_secret = NULL WHERE id = $1',
    [invitation.id, userId],
  );
  await tx.query('INSERT INTO team_members (user_id, team_id, role) VALUES ($1, $2, $3)', [
    userId,
    invitation.team_id,
    invitation.role,
  ]);
  await appendAudit(tx, {
    teamId: invitation.team_id,
    userId,
    action: 'member.join',
    target: input.loginName,
    detail: `${invitation.email}, role ${invitation.role}${bound ? ', MFA bound' : ''}`,
  });
  return { userId, teamId: invitation.team_id, mfaBound: bound };
}

/** Why a change to a member was refused. */
export type MemberRefusal = { refused: 'not-member' | 'owner' | 'self' };

async function memberRow(tx: Queryable, teamId: number, userId: number) {
  const { rows } = await tx.query<{ login_name: string; role: string; owner: boolean }>(
    `SELECT u.login_name, m.role, (t.owner_user_id = m.user_id) AS owner
       FROM team_members m JOIN users u ON u.id = m.user_id JOIN teams t ON t.id = m.team_id
      WHERE m.team_id = $1 AND m.user_id = $2 FOR UPDATE OF m`,
    [teamId, userId],
  );
  return rows[0];
}

/**
 * Changes a member's role and rewrites their stored-user fields. The owner keeps theirs.
 *
 * @example await changeRole(tx, { teamId, userId, role: 'viewer', by: adminId });
 */
export async function changeRole(
  tx: Queryable,
  change: { teamId: number; userId: number; role: TeamRole; by: number },
): Promise<{ ok: true } | MemberRefusal> {
  const member = await memberRow(tx, change.teamId, change.userId);
  if (!member) return { refused: 'not-member' };
  if (member.owner) return { refused: 'owner' };
  await tx.query('UPDATE team_members SET role = $2 WHERE user_id = $1', [
    change.userId,
    change.role,
  ]);
  await applyRole(tx, change.userId, change.role, false);
  await appendAudit(tx, {
    teamId: change.teamId,
    userId: change.by,
    action: 'member.role',
    target: member.login_name,
    detail: `${member.role} → ${change.role}`,
  });
  return { ok: true };
}

/**
 * Sets a member's monthly cap (null: no cap).
 *
 * @example await setCap(tx, { teamId, userId, cap: 5, by: adminId });
 */
export async function setCap(
  tx: Queryable,
  change: { teamId: number; userId: number; cap: number | null; by: number },
): Promise<{ ok: true } | MemberRefusal> {
  const member = await memberRow(tx, change.teamId, change.userId);
  if (!member) return { refused: 'not-member' };
  await tx.query('UPDATE team_members SET monthly_cap = $2 WHERE user_id = $1', [
    change.userId,
    change.cap,
  ]);
  await appendAudit(tx, {
    teamId: change.teamId,
    userId: change.by,
    action: 'member.cap',
    target: member.login_name,
    detail: change.cap === null ? 'no cap' : `${change.cap} credits a month`,
  });
  return { ok: true };
}

/**
 * Removes a member: the membership goes, the account is switched off and every session of
 * theirs is deleted in the same transaction, so their next request is a 401. The owner cannot
 * be removed, nor can an admin remove themself.
 *
 * @example await removeMember(tx, { teamId, userId, by: adminId });
 */
export async function removeMember(
  tx: Queryable,
  change: { teamId: number; userId: number; by: number },
): Promise<{ ok: true } | MemberRefusal> {
  const member = await memberRow(tx, change.teamId, change.userId);
  if (!member) return { refused: 'not-member' };
  if (member.owner) return { refused: 'owner' };
  if (change.userId === change.by) return { refused: 'self' };
  await tx.query('DELETE FROM team_members WHERE user_id = $1', [change.userId]);
  await tx.query('UPDATE users SET active = false, removed_at = now() WHERE id = $1', [
    change.userId,
  ]);
  await tx.query('DELETE FROM sessions WHERE user_id = $1', [change.userId]);
  await appendAudit(tx, {
    teamId: change.teamId,
    userId: change.by,
    action: 'member.remove',
    target: member.login_name,
    detail: `role ${member.role}`,
  });
  return { ok: true };
}
