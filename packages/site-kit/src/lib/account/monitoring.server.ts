import { fillTemplate, monitoring } from '@kyc/content/interface';
import type { AppLoadContext } from 'react-router';
import { getContent } from '../content.server';
import { localizedPath } from '../links';
import { resolveLocale } from '../locale';
import { loaderApi, requireSession } from './api.server';
import type { ApiFailure } from './apiClient';
import { flashRedirect, readFlash } from './flash.server';
import {
  isMonitorKind,
  MAIL_MODES,
  type MailMode,
  type MonitorNotice,
  type Watches,
  type WatchStatus,
} from './monitoring';
import { type Outcome, outcomeOf } from './outcome';
import { safeRedirect } from './safeRedirect';

type Context = Pick<AppLoadContext, 'apiOrigin' | 'clientAddress'>;

const KEY_NO = /^[0-9a-f]{32}$/;

/**
 * The message a monitoring form left for this page (its flash), or null.
 *
 * @example const notice = readMonitorNotice(request);
 */
export function readMonitorNotice(request: Request): MonitorNotice | null {
  const flash = readFlash<{ monitor?: MonitorNotice }>(request);
  const notice = flash?.monitor;
  return notice && typeof notice.message === 'string' ? notice : null;
}

/** A company page's watch control: how the user watches it, with the form's last message. */
export interface WatchPanel {
  status: WatchStatus;
  notice: MonitorNotice | null;
}

/**
 * A company page's watch control (deferred, after the company): the watch state and the cost
 * from apps/api, and the message of the watch form that brought the page here.
 *
 * @example const watch = loadWatchPanel(context, request, keyNo, networkError);
 */
export async function loadWatchPanel(
  context: Context,
  request: Request,
  keyNo: string,
  networkError: string,
): Promise<Outcome<WatchPanel>> {
  const status = await loaderApi<WatchStatus>(
    context,
    request,
    `/webapi/saas/monitoring/watches/companies/${encodeURIComponent(keyNo)}`,
    { session: 'optional', networkError },
  );
  if (!status.ok) return outcomeOf(status);
  // An answer without the watch state (an older API) offers nothing to watch.
  if (typeof status.data?.watched !== 'boolean' || !status.data.cost)
    return { ok: false, message: networkError };
  return { ok: true, data: { status: status.data, notice: readMonitorNotice(request) } };
}

/**
 * Which of the search results' companies the user watches (none when apps/api cannot say).
 *
 * @example await watchedAmong(context, request, ['a1…', 'b2…'], networkError) // ['b2…']
 */
export async function watchedAmong(
  context: Context,
  request: Request,
  keyNos: readonly string[],
  networkError: string,
): Promise<string[]> {
  const valid = keyNos.filter((keyNo) => KEY_NO.test(keyNo)).slice(0, 100);
  if (valid.length === 0) return [];
  const result = await loaderApi<{ watched: string[] }>(
    context,
    request,
    `/webapi/saas/monitoring/watched?keyNos=${valid.join(',')}`,
    { session: 'optional', networkError },
  );
  return result.ok && Array.isArray(result.data?.watched) ? result.data.watched : [];
}

/**
 * What the user watches (lists, a page of companies, the cost and the mail choice).
 *
 * @example await loadWatches(context, request, 1, networkError)
 */
export async function loadWatches(
  context: Context,
  request: Request,
  page: number,
  networkError: string,
): Promise<Outcome<Watches>> {
  return outcomeOf(
    await loaderApi<Watches>(
      context,
      request,
      `/webapi/saas/monitoring/watches?page=${page}&pageSize=20`,
      { session: 'required', networkError },
    ),
  );
}

/** A positive 32-bit id from a form or a query, else null. */
export function idOf(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

/**
 * Every monitoring form of the site, posted to `/alerts` from wherever it is shown (it works
 * without JavaScript): `intent` `watch` / `unwatch` (`keyNo`, `company` for the message),
 * `watch-list` / `unwatch-list` (`listId`, `list`), `read` (`eventId`), `read-all` (the filter:
 * `listId`, `keyNo`, `kind`), `mail` (`mode`). Each answers with a 303 redirect to `back` (a
 * path of this site: the company page, the search results, the list or the alerts page), which
 * shows the outcome from a flash: the confirmation, or apps/api's refusal in its words (402 for
 * a balance that cannot pay, 403 naming the permission).
 *
 * @example export const action = monitoringAction;
 */
export async function monitoringAction({
  request,
  context,
}: {
  request: Request;
  context: Context;
}): Promise<Response> {
  requireSession(request);
  const { locale } = resolveLocale(request);
  const text = monitoring[locale];
  const { networkError } = getContent(locale).common;
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const back = safeRedirect(field('back'), localizedPath('/alerts', locale));
  const done = (notice: MonitorNotice) => flashRedirect(back, { monitor: notice });
  const call = <T>(path: string, method: 'POST' | 'DELETE' | 'PUT', body?: unknown) =>
    loaderApi<T>(context, request, path, {
      session: 'required',
      networkError,
      method,
      ...(body === undefined ? {} : { body }),
    });
  const refused = (result: ApiFailure) =>
    done({
      tone: 'error',
      message:
        result.kind === 'fields'
          ? Object.values(result.fieldErrors).join(' ') || text.invalidChoice
          : result.message,
    });
  const intent = field('intent');
  const company = field('company').slice(0, 200);

  if (intent === 'watch' || intent === 'unwatch') {
    const keyNo = field('keyNo');
    if (!KEY_NO.test(keyNo)) return done({ tone: 'error', message: text.invalidChoice });
    const result =
      intent === 'watch'
        ? await call<WatchStatus>('/webapi/saas/monitoring/watches/companies', 'POST', { keyNo })
        : await call<WatchStatus>(`/webapi/saas/monitoring/watches/companies/${keyNo}`, 'DELETE');
    if (!result.ok) return refused(result);
    const name = company || keyNo;
    if (intent === 'watch')
      return done({ tone: 'success', message: fillTemplate(text.watchedNow, { company: name }) });
    const still = result.data.watched
      ? ` ${fillTemplate(text.stillThroughList, { company: name })}`
      : '';
    return done({
      tone: 'success',
      message: `${fillTemplate(text.unwatchedNow, { company: name })}${still}`,
    });
  }
  if (intent === 'watch-list' || intent === 'unwatch-list') {
    const listId = idOf(field('listId'));
    if (listId === null) return done({ tone: 'error', message: text.invalidChoice });
    const result =
      intent === 'watch-list'
        ? await call<{ name: string }>('/webapi/saas/monitoring/watches/lists', 'POST', { listId })
        : await call<{ name: string }>(`/webapi/saas/monitoring/watches/lists/${listId}`, 'DELETE');
    if (!result.ok) return refused(result);
    return done({
      tone: 'success',
      message: fillTemplate(intent === 'watch-list' ? text.listWatchedNow : text.listUnwatchedNow, {
        list: result.data.name,
      }),
    });
  }
  if (intent === 'read') {
    const eventId = field('eventId');
    if (!/^evt_[0-9a-f]{24}$/.test(eventId))
      return done({ tone: 'error', message: text.invalidChoice });
    const result = await call(`/webapi/saas/monitoring/alerts/${eventId}/read`, 'POST');
    return result.ok ? done({ tone: 'success', message: text.markedRead }) : refused(result);
  }
  if (intent === 'read-all') {
    const listId = idOf(field('listId'));
    const keyNo = field('keyNo');
    const kind = field('kind');
    const result = await call<{ marked: number }>(
      '/webapi/saas/monitoring/alerts/read-all',
      'POST',
      {
        ...(listId ? { listId } : {}),
        ...(KEY_NO.test(keyNo) ? { keyNo } : {}),
        ...(isMonitorKind(kind) ? { kind } : {}),
      },
    );
    return result.ok
      ? done({
          tone: 'success',
          message: fillTemplate(text.markedAllRead, { count: result.data.marked }),
        })
      : refused(result);
  }
  if (intent === 'mail') {
    const mode = field('mode') as MailMode;
    if (!MAIL_MODES.includes(mode)) return done({ tone: 'error', message: text.invalidChoice });
    const result = await call('/webapi/saas/monitoring/mail', 'PUT', { mode });
    return result.ok ? done({ tone: 'success', message: text.mailSaved }) : refused(result);
  }
  return done({ tone: 'error', message: text.invalidChoice });
}
