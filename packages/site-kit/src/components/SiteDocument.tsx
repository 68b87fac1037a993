import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Scripts, useRouteError } from 'react-router';
import { type RootData, useRootData } from '../lib/rootData';

/** IE below 11 cannot run the app: alert in Chinese (SPEC §1) before anything else loads. */
function oldBrowserScript(message: string): string {
  return `if(document.documentMode&&document.documentMode<11){alert(${JSON.stringify(message)})}`;
}

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/**
 * The `<title>` of the page a route error shows (the 404 page or the apology), named after the
 * product as every other title is: "抱歉，找不到该页面 | KYC 全球企业尽调".
 *
 * @example errorPageTitle(useRouteError(), useRootData().chrome)
 */
export function errorPageTitle(error: unknown, chrome: RootData['chrome']): string {
  const heading = isNotFound(error) ? chrome.notFound.heading : chrome.errorHeading;
  return chrome.siteName ? `${heading} | ${chrome.siteName}` : heading;
}

/**
 * The HTML document both apps render: `lang` and `data-variant` from the root loader, for a
 * signed-in user `data-session` and the session guard (lib/sessionGuard.ts), the
 * old-browser alert under the response's CSP nonce, metadata, links and scripts — the app's,
 * or for a page served without React (lib/staticPage.ts) the `scripts` given instead.
 *
 * @example export function Layout({ children }) { return <SiteDocument>{children}</SiteDocument>; }
 */
export function SiteDocument({ children, scripts }: { children: ReactNode; scripts?: ReactNode }) {
  const { locale, nonce, chrome, variant, user, sessionGuard } = useRootData();
  // An error shown by the root's boundary: no route's `meta` runs, so the document names the page.
  // (Outside an error, the hook gives null.)
  const error = useRouteError();
  const rootError = error !== undefined && error !== null;
  return (
    <html lang={locale} data-variant={variant} data-session={user ? (user.uuid ?? '') : undefined}>
      <head>
        <meta charSet="utf-8" />
        {sessionGuard && (
          <script
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, from the root loader
            dangerouslySetInnerHTML={{ __html: sessionGuard }}
          />
        )}
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
        {rootError && (
          <>
            <title>{errorPageTitle(error, chrome)}</title>
            <meta name="robots" content="noindex" />
          </>
        )}
        <Links />
      </head>
      <body>
        {children}
        {scripts ?? <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

/**
 * What a route error shows inside the app's shell: the 404 page for a missing page, a short
 * apology for anything else — never a stack trace.
 *
 * @example export function ErrorBoundary({ error }) { return <Shell><SiteError error={error} /></Shell>; }
 */
export function SiteError({ error }: { error: unknown }) {
  const { locale, chrome } = useRootData();
  const notFound = isNotFound(error);
  return (
    <section className="site-error" aria-labelledby="site-error-heading">
      {notFound && <p className="site-error__code">{chrome.notFound.code}</p>}
      <h1 id="site-error-heading">{notFound ? chrome.notFound.heading : chrome.errorHeading}</h1>
      <p>{notFound ? chrome.notFound.detail : chrome.errorDetail}</p>
      <p>
        <a href={locale === 'en' ? '/?lang=en' : '/'}>{chrome.notFound.backHome}</a>
      </p>
    </section>
  );
}
