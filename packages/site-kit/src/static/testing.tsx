// Helpers for this folder's tests (not imported by the app): a page as the server sends it to a
// visitor without React, loaded in a jsdom window of its own (the tests run in Node, where
// useStaticPage sees the server).
import { JSDOM } from 'jsdom';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
} from 'react-router';
import { SiteFrame } from '../components/SiteFrame';
import { FALLBACK_ROOT_DATA, type RootData } from '../lib/rootData';
import { STATIC_FOR_VISITORS } from '../lib/staticPage';

export interface StaticRoute {
  /** The route's path without its leading slash ('lei', 'demo-request'). */
  path: string;
  id: string;
  loader: (args: { request: Request }) => unknown;
  action?: (args: { request: Request }) => unknown;
  Component: ComponentType;
}

/**
 * The HTML of `request` (a GET or a form's POST) as the server renders it for a visitor: the
 * route carries `STATIC_FOR_VISITORS` under a root whose loader says nobody is signed in, in
 * the site's frame (its providers and route effects, the loading indicator's live region; no
 * header or footer).
 *
 * @example const html = await renderStaticPage(leiRoute, new Request('http://localhost/lei'));
 */
export async function renderStaticPage(route: StaticRoute, request: Request): Promise<string> {
  const locale = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'zh-CN';
  const rootData: RootData = { ...FALLBACK_ROOT_DATA, locale, origin: 'http://localhost' };
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      Component: () => (
        <SiteFrame header={null} footer={null}>
          <Outlet />
        </SiteFrame>
      ),
      children: [{ ...route, handle: STATIC_FOR_VISITORS }],
    },
  ]);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(<StaticRouterProvider router={router} context={context} />);
  return `<!doctype html><html lang="${locale}"><body>${body}</body></html>`;
}

/**
 * `html` loaded at `url` in a jsdom window whose navigations are only recorded: a form that
 * would leave the page (its submit not prevented) or `location.assign` shows in `left`.
 *
 * @example const { window, document } = pageWindow(html, 'http://localhost/lei?lang=en');
 */
export function pageWindow(html: string, url: string) {
  const dom = new JSDOM(html, { url, pretendToBeVisual: true });
  const { window } = dom;
  const left: string[] = [];
  // Last on the way up: a submit nobody prevented would navigate.
  window.addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    left.push((event.target as HTMLFormElement).action);
  });
  return { dom, window, document: window.document, left };
}
