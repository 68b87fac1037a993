import { AuthProvider } from '@kyc/auth/react';
import type { Locale } from '@kyc/content';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SiteStoreProvider, useSiteStore } from '../../../state/SiteStoreProvider';
import type { NavigateRequest, SiteStore } from '../../../state/siteStore';
import { EMPTY_ROUTE } from '../../../state/siteStore';
import { FALLBACK_ROOT_DATA, type RootData } from '../../rootData';
import type { PublicUser } from '../../session.server';
import type { SiteVariant } from '../../variant';

type StubRoutes = Parameters<typeof createRoutesStub>[0];

export interface SiteHarness {
  /** Every navigation the page asked the site store for (push, replace, refresh). */
  navigate: ReturnType<typeof vi.fn<(request: NavigateRequest) => void>>;
  store: () => SiteStore;
  /** The router's current location, as the page sees it. */
  location: () => string;
}

/**
 * Renders account routes the way the site does: root loader data (`useRootData`, with the app
 * that renders: desktop by default), the client state store, the user store, in a memory
 * router. Navigations through the store are recorded.
 */
export function renderInSite(
  routes: StubRoutes,
  options: {
    path: string;
    locale?: Locale;
    user?: PublicUser | null;
    variant?: SiteVariant;
    /** The root data's unread monitoring alerts. */
    alertsUnread?: number;
  },
): SiteHarness {
  const locale = options.locale ?? 'zh-CN';
  const user = options.user ?? null;
  const variant = options.variant ?? 'desktop';
  const rootData: RootData = {
    ...FALLBACK_ROOT_DATA,
    locale,
    user,
    variant,
    deviceVariant: variant,
    origin: 'http://site.test',
    alertsUnread: options.alertsUnread ?? 0,
  };
  const navigate = vi.fn<(request: NavigateRequest) => void>();
  let store: SiteStore | undefined;
  let location = options.path;
  function Probe() {
    const site = useSiteStore();
    store = site;
    useEffect(() => site.connectRouter(navigate), [site]);
    return null;
  }
  function Root() {
    const here = useLocation();
    location = here.pathname + here.search;
    return <Outlet />;
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      Component: Root,
      HydrateFallback: () => null,
      children: routes,
    },
  ]);
  render(
    <SiteStoreProvider initial={{ locale, user, route: EMPTY_ROUTE }}>
      <AuthProvider user={user ?? undefined}>
        <Probe />
        <Stub initialEntries={[options.path]} />
      </AuthProvider>
    </SiteStoreProvider>,
  );
  return {
    navigate,
    store: () => {
      if (!store) throw new Error('not rendered');
      return store;
    },
    location: () => location,
  };
}

/** A fetch double answering JSON; each call is recorded with its parsed body and headers. */
export function fakeFetch(
  answer: (
    url: string,
    init: RequestInit & { json?: unknown },
  ) => { status?: number; body?: unknown },
) {
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const json = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const { status = 200, body } = answer(url, { ...init, json });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The headers of a recorded fetch call, as a plain lower-case record. */
export function headersOf(call: unknown[]): Record<string, string> {
  const init = (call[1] ?? {}) as RequestInit;
  return Object.fromEntries(new Headers(init.headers).entries());
}

/** One recorded fetch call: its URL, options and JSON body (undefined without one). */
export function callOf(mock: { mock: { calls: unknown[][] } }, index = 0) {
  const call = mock.mock.calls[index] ?? [];
  const init = (call[1] ?? {}) as RequestInit;
  return {
    url: String(call[0] ?? ''),
    init,
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
}
