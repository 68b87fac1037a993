import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  data,
  StaticRouterProvider,
  useRouteError,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_ROOT_DATA, type RootData } from '../lib/rootData';
import { SiteDocument, SiteError } from './SiteDocument';

// <Meta>, <Links> and <Scripts> need the framework's context; the document around them is tested.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router')>()),
  Meta: () => null,
  Links: () => null,
  Scripts: () => null,
}));

const chrome = (locale: 'zh-CN' | 'en'): RootData['chrome'] =>
  locale === 'en'
    ? {
        siteName: 'KYC Global',
        oldBrowserAlert: '',
        notFound: { heading: 'We can’t find that page', detail: '', backHome: 'Home', code: '404' },
        errorHeading: 'Something went wrong',
        errorDetail: '',
      }
    : {
        siteName: 'KYC 全球企业尽调',
        oldBrowserAlert: '',
        notFound: { heading: '抱歉，找不到该页面', detail: '', backHome: '返回首页', code: '404' },
        errorHeading: '出错了',
        errorDetail: '',
      };

function ErrorPage() {
  return (
    <SiteDocument>
      <SiteError error={useRouteError()} />
    </SiteDocument>
  );
}

function Page() {
  return <SiteDocument>page</SiteDocument>;
}

// The way the server renders a missing page: the catch-all's loader throws a 404, the root's
// boundary shows it inside the document (the root's Layout).
async function render(locale: 'zh-CN' | 'en', status: number | null) {
  const root: RootData = { ...FALLBACK_ROOT_DATA, locale, chrome: chrome(locale) };
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => root,
      Component: Page,
      ErrorBoundary: ErrorPage,
      children: [
        {
          path: '*',
          loader: () => {
            if (status !== null) throw data(null, { status });
            return null;
          },
          Component: () => null,
        },
      ],
    },
  ]);
  const context = await handler.query(new Request('http://localhost/no-such-page'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} />);
}

const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

describe('the 404 page', () => {
  it.each([
    ['zh-CN', '抱歉，找不到该页面 | KYC 全球企业尽调'],
    ['en', 'We can’t find that page | KYC Global'],
  ] as const)(
    'has a title with the product name (%s), and stays out of search results',
    async (locale, title) => {
      const html = await render(locale, 404);
      expect(titleOf(html)).toBe(title);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('<h1 id="site-error-heading">');
    },
  );

  it('names another error the same way', async () => {
    expect(titleOf(await render('en', 500))).toBe('Something went wrong | KYC Global');
  });

  it('leaves the title of a page that rendered to its own meta', async () => {
    const html = await render('en', null);
    expect(titleOf(html)).toBeUndefined();
    expect(html).not.toContain('noindex');
  });
});
