import { fillTemplate } from '@kyc/content/interface';
import { loaderApi, requireSession } from '../../lib/account/api.server';
import type { Watches } from '../../lib/account/monitoring';
import { readMonitorNotice } from '../../lib/account/monitoring.server';
import { outcomeOf } from '../../lib/account/outcome';
import { utilityPageData } from '../../lib/account/page.server';
import type { Team, TeamList, TeamListItem, TeamNote } from '../../lib/account/team';
import type { SiteLoaderArgs } from '../routeProps';

const KEY_NO = /^[0-9a-f]{32}$/;

/** A company named on the page: its keyNo and names (from its register data). */
export interface NamedCompany {
  keyNo: string;
  name: string | null;
  nameEn: string;
}

function listIdOf(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : 0;
}

/**
 * Shared lists. Without a query: the lists the user may see and the form for a new one.
 * `?list=<id>`: that list's companies and its notes (apps/api answers 404 to anyone it is not
 * shared with). `?add=<keyNo>` (from search results and company pages): the lists to add that
 * company to, and the team's notes on it.
 */
export async function loader({ request, context }: SiteLoaderArgs) {
  requireSession(request);
  const data = utilityPageData(request, '/team-lists');
  const options = { session: 'required', networkError: data.common.networkError } as const;
  const params = new URL(request.url).searchParams;
  const listId = listIdOf(params.get('list'));
  const add = (params.get('add') ?? '').trim().toLowerCase();
  const keyNo = KEY_NO.test(add) ? add : '';
  const [team, lists, list, listNotes, company, companyNotes, watches] = await Promise.all([
    loaderApi<Team>(context, request, '/webapi/saas/team', options),
    loaderApi<TeamList[]>(context, request, '/webapi/saas/team/lists', options),
    listId
      ? loaderApi<{ list: TeamList; items: TeamListItem[] }>(
          context,
          request,
          `/webapi/saas/team/lists/${listId}`,
          options,
        )
      : null,
    listId
      ? loaderApi<TeamNote[]>(context, request, `/webapi/saas/team/lists/${listId}/notes`, options)
      : null,
    keyNo
      ? loaderApi<{ company: NamedCompany }>(
          context,
          request,
          // Its names only: the summary is not a company view (the details would join the
          // team's audit trail as "Company viewed" at every visit of this page).
          `/webapi/saas/enterprise/${keyNo}/summary`,
          options,
        )
      : null,
    keyNo
      ? loaderApi<TeamNote[]>(context, request, `/webapi/saas/team/notes?keyNo=${keyNo}`, options)
      : null,
    // Whether the user watches the list, and what watching costs (a list's watch section).
    listId
      ? loaderApi<Watches>(context, request, '/webapi/saas/monitoring/watches?pageSize=10', options)
      : null,
  ]);
  return {
    ...data,
    team: outcomeOf(team),
    lists: lists.ok ? lists.data : [],
    list: list ? outcomeOf(list) : null,
    listNotes: listNotes?.ok ? listNotes.data : [],
    company: company?.ok
      ? { keyNo, name: company.data.company.name ?? null, nameEn: company.data.company.nameEn }
      : null,
    companyNotes: companyNotes?.ok ? companyNotes.data : [],
    watch:
      watches?.ok && listId
        ? {
            watched: watches.data.lists.some((watched) => watched.id === listId),
            cost: watches.data.cost,
          }
        : null,
    notice: readMonitorNotice(request),
  };
}

/** What the page's forms answer: a confirmation, or apps/api's refusal in its words. */
export interface TeamListsActionData {
  intent: string;
  ok: boolean;
  message: string;
}

/**
 * The page's forms, each a plain POST told apart by `intent`: `create` (`name`, `share`: `all` or
 * `chosen` with `member` values), `add` (`listId`, `keyNo`, `company` for the confirmation),
 * `note` (`keyNo`, `body`, `listId` for a note inside a list), `edit` (`noteId`, `body`),
 * `delete` (`noteId`).
 */
export async function action({ request, context }: SiteLoaderArgs): Promise<TeamListsActionData> {
  requireSession(request);
  const { page, common } = utilityPageData(request, '/team-lists');
  const { labels } = page;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const call = (path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) =>
    loaderApi<{ name?: string }>(context, request, path, {
      session: 'required',
      networkError: common.networkError,
      method,
      ...(body === undefined ? {} : { body }),
    });
  let result: Awaited<ReturnType<typeof call>>;
  let done = labels.noteSaved;
  if (intent === 'create') {
    const chosen = field('share') === 'chosen';
    result = await call('/webapi/saas/team/lists', 'POST', {
      name: field('name'),
      sharedWithTeam: !chosen,
      sharedWith: chosen ? form.getAll('member').map(Number).filter(Number.isInteger) : [],
    });
    done = labels.created;
  } else if (intent === 'add') {
    const listId = listIdOf(field('listId'));
    result = await call(`/webapi/saas/team/lists/${listId}/items`, 'POST', {
      keyNo: field('keyNo'),
    });
    const list = result.ok ? (result.data as { list?: { name: string } }).list?.name : '';
    done = fillTemplate(labels.added, { company: field('company'), list: list ?? '' });
  } else if (intent === 'note') {
    const listId = listIdOf(field('listId'));
    result = await call('/webapi/saas/team/notes', 'POST', {
      keyNo: field('keyNo'),
      body: field('body'),
      ...(listId ? { listId } : {}),
    });
  } else if (intent === 'edit' || intent === 'delete') {
    const noteId = listIdOf(field('noteId'));
    result =
      intent === 'edit'
        ? await call(`/webapi/saas/team/notes/${noteId}`, 'PATCH', { body: field('body') })
        : await call(`/webapi/saas/team/notes/${noteId}`, 'DELETE');
  } else {
    return { intent, ok: false, message: common.networkError };
  }
  if (result.ok) return { intent, ok: true, message: done };
  const message =
    result.kind === 'fields' ? Object.values(result.fieldErrors).join(' ') : result.message;
  return { intent, ok: false, message };
}
