import './lib/context';
import '@kyc/ui/styles.css';
import './styles/site.css';
import { loginRedirect } from '@kyc/auth';
import { data, isRouteErrorResponse, Links, Meta, Outlet, redirect, Scripts } from 'react-router';
import type { Route } from './+types/root';
import { SiteShell } from './components/SiteShell';
import { getContent } from './lib/content.server';
import { localeCookie, resolveLocale } from './lib/locale';
import { type RootData, useRootData } from './lib/rootData';
import { readSession } from './lib/session.server';

/** The site's public origin: `SITE_ORIGIN` when deployed behind a proxy, else the request's. */
function siteOrigin(request: Request): string {
  return process.env.SITE_ORIGIN ?? new URL(request.url).origin;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, remember } = resolveLocale(request);
  const { pathname } = new URL(request.url);
  const session = await readSession(request, context.apiOrigin);
  // SPEC §2's login redirect, as the server sees it: the cookie still names a session
  // (a stored token) but that session is gone. The browser applies the same rule to storage.
  if (
    pathname !== '/kyc' &&
    loginRedirect({ pathname, hasStoredToken: session.stale, hasSessionCookie: !session.stale })
  ) {
    throw redirect('/kyc');
  }
  const content = getContent(locale);
  const rootData: RootData = {
    locale,
    chrome: {
      siteName: content.brand.name,
      oldBrowserAlert: getContent('zh-CN').oldBrowserAlert,
      notFound: {
        heading: content.notFound.heading,
        detail: `${content.notFound.description} ${content.notFound.labels.detail}`,
        backHome: content.notFound.labels.backHome,
        code: content.notFound.labels.heading,
      },
      errorHeading: ERROR_TEXT[locale].heading,
      errorDetail: ERROR_TEXT[locale].detail,
    },
    origin: siteOrigin(request),
    user: session.user,
    analyticsHost: context.analyticsOrigin,
    nonce: context.nonce,
  };
  const headers = new Headers();
  if (remember) headers.append('Set-Cookie', localeCookie(locale));
  // A page rendered for a logged-in user must never be stored by a shared cache.
  if (session.user) headers.set('Cache-Control', 'private, no-store');
  return data(rootData, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const ERROR_TEXT = {
  'zh-CN': { heading: '出错了', detail: '页面暂时无法显示，请稍后重试。' },
  en: {
    heading: 'Something went wrong',
    detail: 'This page cannot be shown right now. Please try again later.',
  },
} as const;

/** IE below 11 cannot run the app: alert in Chinese (SPEC §1) before anything else loads. */
function oldBrowserScript(message: string): string {
  return `if(document.documentMode&&document.documentMode<11){alert(${JSON.stringify(message)})}`;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { locale, nonce, chrome } = useRootData();
  return (
    <html lang={locale} data-variant="desktop">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d91" />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        {chrome.oldBrowserAlert && (
          <script
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, JSON-escaped message
            dangerouslySetInnerHTML={{ __html: oldBrowserScript(chrome.oldBrowserAlert) }}
          />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { locale, chrome } = useRootData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell>
      <section className="site-error" aria-labelledby="site-error-heading">
        {notFound && <p className="site-error__code">{chrome.notFound.code}</p>}
        <h1 id="site-error-heading">{notFound ? chrome.notFound.heading : chrome.errorHeading}</h1>
        <p>{notFound ? chrome.notFound.detail : chrome.errorDetail}</p>
        <p>
          <a href={locale === 'en' ? '/?lang=en' : '/'}>{chrome.notFound.backHome}</a>
        </p>
      </section>
    </SiteShell>
  );
}
