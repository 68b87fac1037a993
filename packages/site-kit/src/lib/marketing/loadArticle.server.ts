import type { Article, PublicRoutePath } from '@kyc/content';
import { pageText } from '@kyc/content/interface';
import { formatDate } from '@kyc/formatters';
import { getContent } from '../content.server';
import { loadPage, type PublicPageData } from './loadPage.server';
import type { PageText, RelatedArticle } from './types';

/** The four insight articles, in menu order. */
export const ARTICLE_PATHS = [
  '/insights-ubo-for-chinese-companies',
  '/insights-guidelines-in-asia',
  '/insights-onboarding-regulations-in-china',
  '/insights-shell-company-scanning',
] as const satisfies readonly PublicRoutePath[];

export type ArticlePath = (typeof ARTICLE_PATHS)[number];

export interface ArticleData extends PublicPageData<ArticlePath> {
  page: Article;
  /** Publication and update dates, formatted on the server (no date library in the browser). */
  dates: { published: string; updated: string };
  related: RelatedArticle[];
  /** The byline's and sections' words in the page's language. */
  text: PageText;
}

/**
 * An insight article with its dates formatted for its language (`formatDate`, Asia/Shanghai),
 * the other three articles as related reading and the page's few words of its own.
 *
 * @example loadArticle(request, '/insights-guidelines-in-asia').dates.published // '10 Feb 2025'
 */
export function loadArticle(request: Request, path: ArticlePath): ArticleData {
  const data = loadPage(request, path);
  const { locale } = data;
  const format = (iso: string) => formatDate(iso, { locale });
  const pages = getContent(locale).pages;
  return {
    ...data,
    text: pageText[locale],
    dates: { published: format(data.page.publishedAt), updated: format(data.page.updatedAt) },
    related: ARTICLE_PATHS.filter((other) => other !== path).map((href) => ({
      href,
      title: pages[href].title,
      summary: pages[href].meta.description,
      published: format(pages[href].publishedAt),
    })),
  };
}
