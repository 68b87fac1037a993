import { workspaceShowcase } from '@kyc/content/interface';
import { loadPage, type PublicPageData } from './loadPage.server';
import { loadShowcase } from './loadShowcase.server';
import type { Showcase, ShowcaseText } from './types';

export interface WorkspacePageData extends PublicPageData<'/products-workspace'> {
  /** Not awaited: the page renders at once and the live map streams in when apps/api answers. */
  showcase: Promise<Showcase | null>;
  showcaseText: ShowcaseText;
}

/**
 * The Workspace page with its live ownership example (streamed) and the example's words in the
 * page's language.
 *
 * @example loadWorkspacePage(request, context.apiOrigin).showcaseText.title
 */
export function loadWorkspacePage(
  request: Request,
  apiOrigin: string,
  fetchImpl: typeof fetch = fetch,
): WorkspacePageData {
  const data = loadPage(request, '/products-workspace');
  const { title, intro, staticIntro, unavailable } = workspaceShowcase[data.locale];
  return {
    ...data,
    showcase: loadShowcase(apiOrigin, data.locale, { fetch: fetchImpl }),
    showcaseText: { title, intro, staticIntro, unavailable, loading: data.labels.loading },
  };
}
