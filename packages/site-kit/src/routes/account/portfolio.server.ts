import { redirect } from 'react-router';
import { loaderApi, requireSession } from '../../lib/account/api.server';
import { flashRedirect, readFlash } from '../../lib/account/flash.server';
import { outcomeOf } from '../../lib/account/outcome';
import { utilityPageData } from '../../lib/account/page.server';
import {
  PORTFOLIO_PAGE_SIZE,
  PORTFOLIO_TABS,
  type PortfolioPage,
  type PortfolioTab,
  type PortfolioUpload,
  reviewPath,
} from '../../lib/account/portfolio';
import type { Team } from '../../lib/account/team';
import { localizedPath } from '../../lib/links';
import type { SiteLoaderArgs } from '../routeProps';

/** Matching a 10 000-row file and storing it takes seconds; the page waits for it. */
const UPLOAD_TIMEOUT_MS = 120_000;

function positive(value: string | null, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= max ? n : 0;
}

function tabOf(value: string | null): PortfolioTab {
  return PORTFOLIO_TABS.includes(value as PortfolioTab) ? (value as PortfolioTab) : 'matched';
}

/**
 * The portfolio page. Without a query: the upload form and the user's latest uploads.
 * `?upload=<id>&tab=matched|ambiguous|unmatched&page=<n>`: that upload's review (apps/api
 * answers 404 to anyone else), 50 rows a page, with what watching will cost and, for roles
 * that may edit shared lists, the form that makes the list and watches it.
 */
export async function loader({ request, context }: SiteLoaderArgs) {
  requireSession(request);
  const data = utilityPageData(request, '/portfolio');
  const options = { session: 'required', networkError: data.common.networkError } as const;
  const params = new URL(request.url).searchParams;
  const uploadId = positive(params.get('upload'), 2 ** 31 - 1);
  const tab = tabOf(params.get('tab'));
  const page = positive(params.get('page'), 10_000) || 1;
  const flash = readFlash<{ saved?: boolean }>(request);
  if (!uploadId) {
    const uploads = await loaderApi<{ items: PortfolioUpload[] }>(
      context,
      request,
      '/webapi/saas/portfolios',
      options,
    );
    return { ...data, review: null, uploads: outcomeOf(uploads), team: null, saved: false };
  }
  const [review, team] = await Promise.all([
    loaderApi<PortfolioPage>(
      context,
      request,
      `/webapi/saas/portfolios/${uploadId}?outcome=${tab}&page=${page}&pageSize=${PORTFOLIO_PAGE_SIZE}`,
      options,
    ),
    loaderApi<Team>(context, request, '/webapi/saas/team', options),
  ]);
  return {
    ...data,
    review: outcomeOf(review),
    uploads: null,
    team: team.ok ? team.data : null,
    saved: flash?.saved === true,
  };
}

/** What a form refused by apps/api answers: its message, shown above the form. */
export interface PortfolioActionData {
  intent: string;
  error: string;
}

/**
 * The page's forms, plain POSTs told apart by `intent`: `upload` (multipart, `file`), `choose`
 * (`upload`, `tab`, `page`, and a `choice-<line>` per ambiguous row: a candidate's keyNo or
 * `left-out`), `watch` (`upload`, `name`). Each answers with a 303 to the page that shows its
 * outcome (the new upload's review, the same page with "saved", the review with its list), so
 * a reload never posts it again; a refusal comes back as the page with apps/api's message.
 *
 * @example export { action, loader } from './portfolio.server';
 */
export async function action({
  request,
  context,
}: SiteLoaderArgs): Promise<PortfolioActionData | Response> {
  requireSession(request);
  const { page: words, common, locale } = utilityPageData(request, '/portfolio');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const refused = (answer: {
    kind: string;
    message: string;
    fieldErrors?: Record<string, string>;
  }) => ({
    intent,
    error:
      answer.kind === 'fields' && answer.fieldErrors
        ? Object.values(answer.fieldErrors).join(' ')
        : answer.message,
  });
  const options = { session: 'required', networkError: common.networkError } as const;

  if (intent === 'upload') {
    const chosen = form.get('file');
    // A form without a chosen file still sends the field, empty and nameless.
    if (!(chosen instanceof Blob) || chosen.size === 0)
      return { intent, error: words.labels.noFile };
    const name = (chosen as File).name || 'portfolio';
    const answer = await loaderApi<PortfolioUpload>(
      context,
      request,
      `/webapi/saas/portfolios?${new URLSearchParams({ fileName: name })}`,
      {
        ...options,
        method: 'POST',
        raw: { data: chosen, type: 'application/octet-stream' },
        timeoutMs: UPLOAD_TIMEOUT_MS,
      },
    );
    if (!answer.ok) return refused(answer);
    return redirect(localizedPath(reviewPath(answer.data.id), locale), 303);
  }

  const uploadId = positive(field('upload'), 2 ** 31 - 1);
  if (intent === 'choose') {
    const tab = tabOf(field('tab'));
    const page = positive(field('page'), 10_000) || 1;
    const choices = [...form.entries()]
      .filter(([name]) => name.startsWith('choice-'))
      .map(([name, value]) => ({
        row: Number(name.slice('choice-'.length)),
        keyNo: value === 'left-out' ? null : String(value),
      }))
      .filter((choice) => Number.isInteger(choice.row) && choice.row > 0);
    if (choices.length > 0) {
      const answer = await loaderApi(
        context,
        request,
        `/webapi/saas/portfolios/${uploadId}/choices`,
        { ...options, method: 'POST', body: { choices: choices.slice(0, 200) } },
      );
      if (!answer.ok) return refused(answer);
    }
    return flashRedirect(localizedPath(reviewPath(uploadId, tab, page), locale), { saved: true });
  }

  if (intent === 'watch') {
    const name = field('name').slice(0, 80);
    const answer = await loaderApi(context, request, `/webapi/saas/portfolios/${uploadId}/watch`, {
      ...options,
      method: 'POST',
      body: name ? { name } : {},
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
    if (!answer.ok) return refused(answer);
    return redirect(`${localizedPath(reviewPath(uploadId), locale)}#portfolio-watch`, 303);
  }
  return { intent, error: common.networkError };
}
