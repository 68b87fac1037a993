import './lib/context';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { type Locale, localeCookie, resolveLocale } from './lib/locale';

export async function loader({ request }: Route.LoaderArgs) {
  const { locale, remember } = resolveLocale(request);
  return data(
    { locale },
    remember ? { headers: { 'Set-Cookie': localeCookie(locale) } } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const locale: Locale = useRouteLoaderData<typeof loader>('root')?.locale ?? 'zh-CN';
  return (
    <html lang={locale} data-variant="desktop">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="app-container-scroll-id">
      <h1>{notFound ? '页面不存在 / Page not found' : '出错了 / Something went wrong'}</h1>
      <p>
        <a href="/">返回首页 / Back to the home page</a>
      </p>
    </main>
  );
}
