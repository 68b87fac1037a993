// A team with something on every team page, made through apps/api as people would make it: the
// main user, a colleague who joined from an e-mailed invitation and is capped at 0 credits a
// month, a list shared with the team holding a company with a note, the colleague's order
// waiting for approval, and an invitation still pending. For the geometry check and screenshots
// of /team, /team-lists and /team-audit.
import { apiHeaders } from './journeys';
import { invitationLinkInMailDir } from './mail';

/** The demo main user whose team the pages show (STANDARD: three seats, all taken here). */
export const TEAM_OWNER = 'demo_formal';
const COLLEAGUE = { loginName: 'wang.fang', email: 'wang.fang@example.com' };
const PENDING = 'chen.jie@example.com';
const LIST_NAME = '待核查供应商 Suppliers to check';
const NOTE = '受益所有人已与登记机关核对。Beneficial owner confirmed with the register.';

export interface SeededTeam {
  listId: number;
  keyNo: string;
}

async function call<T>(
  apiOrigin: string,
  headers: Record<string, string>,
  path: string,
  init: { method?: string; body?: unknown; status?: number } = {},
): Promise<T> {
  const response = await fetch(`${apiOrigin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...headers,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const expected = init.status ?? (init.method === 'POST' ? 201 : 200);
  if (response.status !== expected)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Makes `TEAM_OWNER`'s team as described above, once per stack (a second call finds it and
 * answers the same list and company). `mailDir` is where the stack's apps/api writes the
 * invitation the colleague follows.
 *
 * @example const { listId } = await seedTeam({ apiOrigin, siteOrigin, mailDir });
 */
export async function seedTeam(options: {
  apiOrigin: string;
  siteOrigin: string;
  mailDir: string;
}): Promise<SeededTeam> {
  const { apiOrigin, siteOrigin, mailDir } = options;
  const owner = await apiHeaders(apiOrigin, siteOrigin, TEAM_OWNER);
  const team = await call<{ members: { userId: number; loginName: string }[] }>(
    apiOrigin,
    owner,
    '/webapi/saas/team',
  );
  if (team.members.some((member) => member.loginName === COLLEAGUE.loginName)) {
    const lists = await call<{ id: number; name: string }[]>(
      apiOrigin,
      owner,
      '/webapi/saas/team/lists',
    );
    const list = lists.find((candidate) => candidate.name === LIST_NAME);
    const items = list
      ? await call<{ items: { keyNo: string }[] }>(
          apiOrigin,
          owner,
          `/webapi/saas/team/lists/${list.id}`,
        )
      : null;
    const keyNo = items?.items[0]?.keyNo;
    if (list && keyNo) return { listId: list.id, keyNo };
    throw new Error(`${TEAM_OWNER}'s team has ${COLLEAGUE.loginName} but not the seeded list`);
  }

  // The colleague joins from the e-mailed link, and is capped at 0 credits a month.
  await call(apiOrigin, owner, '/webapi/saas/team/invitations', {
    method: 'POST',
    body: { email: COLLEAGUE.email, role: 'analyst' },
  });
  const link = new URL(await invitationLinkInMailDir(mailDir, COLLEAGUE.email));
  const joined = await call<{
    user: { uuid: string; accessToken: string; accessSecretKey: string };
  }>(apiOrigin, {}, '/webapi/team/invitation/accept', {
    method: 'POST',
    body: {
      token: link.searchParams.get('token'),
      loginName: COLLEAGUE.loginName,
      password: 'Colleague2026',
    },
  });
  const colleague = {
    'pro-client-id': joined.user.uuid,
    'pro-access-token': joined.user.accessToken,
    'pro-access-secret-key': joined.user.accessSecretKey,
  };
  const members = (
    await call<{ members: { userId: number; loginName: string }[] }>(
      apiOrigin,
      owner,
      '/webapi/saas/team',
    )
  ).members;
  const colleagueId = members.find((m) => m.loginName === COLLEAGUE.loginName)?.userId;
  await call(apiOrigin, owner, `/webapi/saas/team/members/${colleagueId}`, {
    method: 'PATCH',
    body: { monthlyCap: 0 },
  });

  // A list shared with the team, a mainland company on it, a note on that company.
  const search = await call<{ items: { keyNo: string }[] }>(
    apiOrigin,
    colleague,
    `/webapi/saas/search?q=${encodeURIComponent('有限')}&jurisdiction=CN&pageSize=10`,
  );
  const keyNo = search.items[0]?.keyNo;
  if (!keyNo) throw new Error('the seeded search found no company');
  const list = await call<{ id: number }>(apiOrigin, colleague, '/webapi/saas/team/lists', {
    method: 'POST',
    body: { name: LIST_NAME, sharedWithTeam: true },
  });
  await call(apiOrigin, colleague, `/webapi/saas/team/lists/${list.id}/items`, {
    method: 'POST',
    body: { keyNo },
  });
  await call(apiOrigin, colleague, '/webapi/saas/team/notes', {
    method: 'POST',
    body: { keyNo, body: NOTE, listId: list.id },
  });

  // An order above the colleague's cap waits for the main user's approval.
  await call(apiOrigin, colleague, '/webapi/saas/reports/orders', {
    method: 'POST',
    body: { keyNo, kind: 'ubo' },
    status: 202,
  });

  // An invitation still pending: the team page offers to withdraw it.
  await call(apiOrigin, owner, '/webapi/saas/team/invitations', {
    method: 'POST',
    body: { email: PENDING, role: 'viewer' },
  });
  return { listId: list.id, keyNo };
}
