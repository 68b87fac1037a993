import { parseSessionCookie, SESSION_COOKIE_NAME, type StoredUser } from '@kyc/auth';

/** The fields of the stored user the page may carry in its HTML: never the token or secret. */
export type PublicUser = Omit<StoredUser, 'accessToken' | 'accessSecretKey'>;

export interface SessionState {
  /** The logged-in user, without secrets; null when the visitor has no live session. */
  user: PublicUser | null;
  /** The request carried a session cookie whose session no longer exists (logged out elsewhere, expired). */
  stale: boolean;
  /** The user's unread monitoring alerts (apps/api's `me` counts them), 0 for visitors. */
  alertsUnread: number;
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(/;\s*/)) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index) === name) return part.slice(index + 1);
  }
  return undefined;
}

export function toPublicUser(user: StoredUser): PublicUser {
  const { accessToken: _token, accessSecretKey: _secret, ...rest } = user;
  return rest;
}

/**
 * Who is logged in, asked of apps/api with the visitor's session cookie. A missing or malformed
 * cookie costs nothing; an unreachable API counts as logged out (the page still renders).
 */
export async function readSession(request: Request, apiOrigin: string): Promise<SessionState> {
  const value = readCookie(request, SESSION_COOKIE_NAME);
  if (!value || !parseSessionCookie(value)) return { user: null, stale: false, alertsUnread: 0 };
  try {
    const response = await fetch(`${apiOrigin}/webapi/saas/user/me`, {
      headers: { cookie: `${SESSION_COOKIE_NAME}=${value}`, accept: 'application/json' },
      signal: AbortSignal.timeout(3_000),
    });
    if (response.status === 401) return { user: null, stale: true, alertsUnread: 0 };
    if (!response.ok) return { user: null, stale: false, alertsUnread: 0 };
    const body = (await response.json()) as { user?: StoredUser; alerts?: { unread?: unknown } };
    const unread = Number(body.alerts?.unread);
    return {
      user: body.user ? toPublicUser(body.user) : null,
      stale: false,
      alertsUnread: Number.isInteger(unread) && unread > 0 ? unread : 0,
    };
  } catch {
    return { user: null, stale: false, alertsUnread: 0 };
  }
}
