// The loaders of the marketing pages with their own modules, shared by both apps' route modules
// (`export { homeLoader as loader } from …`): React Router strips them from client bundles.
import type { MarketingPage } from '@kyc/content';
import { data } from 'react-router';
import { loaderApi, sessionCookieHeader } from '../../lib/account/api.server';
import type { ApiPricesResponse } from '../../lib/account/apiKeys';
import { getContent } from '../../lib/content.server';
import { loadApiReference } from '../../lib/marketing/loadApiReference.server';
import {
  ARTICLE_PATHS,
  type ArticlePath,
  loadArticle,
} from '../../lib/marketing/loadArticle.server';
import { loadLegal } from '../../lib/marketing/loadLegal.server';
import { loadLeiPage } from '../../lib/marketing/loadLeiPage.server';
import { loadPage } from '../../lib/marketing/loadPage.server';
import { loadReportOffer } from '../../lib/marketing/loadReportOffer.server';
import { loadWorkspacePage } from '../../lib/marketing/loadWorkspacePage.server';
import { siteOrigin } from '../../lib/siteOrigin.server';

/** The `/` page's loader. */
export function homeLoader({ request }: { request: Request }) {
  return loadPage(request, '/');
}

/** A page's code samples with `{origin}` as the site's origin (the site serves /v1). */
function withOrigin(page: MarketingPage, origin: string): MarketingPage {
  return {
    ...page,
    sections: page.sections.map((section) =>
      section.kind === 'code'
        ? {
            ...section,
            samples: section.samples.map((sample) => ({
              ...sample,
              code: sample.code.replaceAll('{origin}', origin),
            })),
          }
        : section,
    ),
  };
}

/**
 * The `products-api` page's loader: its sample call names the site's origin; a signed-in
 * visitor who may see prices also gets the API price list and balance, streamed after the page
 * (visitors without a session: no call to apps/api, and the page stays cacheable).
 */
export function productsApiLoader({
  request,
  context,
}: {
  request: Request;
  context: { apiOrigin: string };
}) {
  const loaded = loadPage(request, '/products-api');
  const prices = sessionCookieHeader(request)
    ? loaderApi<ApiPricesResponse>(context, request, '/webapi/saas/api/prices', {
        session: 'optional',
        networkError: getContent(loaded.locale).common.networkError,
      }).then((result) =>
        result.ok && result.data.visible && Array.isArray(result.data.prices) ? result.data : null,
      )
    : null;
  return { ...loaded, page: withOrigin(loaded.page, siteOrigin(request)), prices };
}

/**
 * The API reference's loader: its introduction from the content, the operations, sandbox
 * companies and problem kinds from apps/api's /v1/openapi.json (null when it does not answer:
 * the page shows the rest and says so).
 */
export async function apiReferenceLoader({
  request,
  context,
}: {
  request: Request;
  context: { apiOrigin: string };
}) {
  const loaded = loadPage(request, '/products-api/reference');
  return {
    ...loaded,
    reference: await loadApiReference(context.apiOrigin, siteOrigin(request), loaded.locale),
  };
}

/** The `about-us-faq` page's loader. */
export function aboutUsFaqLoader({ request }: { request: Request }) {
  return loadPage(request, '/about-us-faq');
}

/** The `about-us-our-company` page's loader. */
export function aboutUsOurCompanyLoader({ request }: { request: Request }) {
  return loadPage(request, '/about-us-our-company');
}

/** The `lei` page's loader. */
export function leiLoader({
  request,
  context,
}: {
  request: Request;
  context: { apiOrigin: string };
}) {
  return loadLeiPage(request, context.apiOrigin);
}

/** The `products-workspace` page's loader. */
export function productsWorkspaceLoader({
  request,
  context,
}: {
  request: Request;
  context: { apiOrigin: string };
}) {
  return loadWorkspacePage(request, context.apiOrigin);
}

/**
 * The `products-report` page's loader: its content, and for a signed-in visitor the report
 * catalogue (streamed) with the words of its block.
 */
export function productsReportLoader({
  request,
  context,
}: {
  request: Request;
  context: { apiOrigin: string };
}) {
  const data = loadPage(request, '/products-report');
  return { ...data, reportOffer: loadReportOffer(request, context, data.locale) };
}

/** The `terms-conditions` page's loader. */
export function termsConditionsLoader({ request }: { request: Request }) {
  return loadLegal(request);
}

/** The marketing pages that only show their content sections (common blocks only). */
export const CONTENT_PAGES = [
  '/industries-banking',
  '/industries-payments',
  '/industries-manufacturing',
  '/industries-corporate-services',
  '/about-us-our-partners',
] as const;

type ContentPagePath = (typeof CONTENT_PAGES)[number];

const isContentPage = (path: string): path is ContentPagePath =>
  (CONTENT_PAGES as readonly string[]).includes(path);

const isArticle = (path: string): path is ArticlePath =>
  (ARTICLE_PATHS as readonly string[]).includes(path);

/** One loader for every content-only page: the page is the request's path (404 for any other). */
export function contentPageLoader({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  if (!isContentPage(pathname)) throw data(null, { status: 404 });
  return loadPage(request, pathname);
}

/** One loader for the four insight articles: the article is the request's path (404 for any other). */
export function articleLoader({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  if (!isArticle(pathname)) throw data(null, { status: 404 });
  return loadArticle(request, pathname);
}
