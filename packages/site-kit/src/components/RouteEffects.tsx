import { useUserStore } from '@kyc/auth/react';
import { routeEffects } from '@kyc/content/interface';
import { Button, LoadingIndicator, SCROLL_CONTAINER_ID } from '@kyc/ui';
import { useEffect, useRef, useState } from 'react';
import {
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import type { RouteMetaData } from '../lib/meta';
import { useRootData } from '../lib/rootData';
import { staleLoginTarget } from '../lib/staleLogin';
import { useSiteStore } from '../state/SiteStoreProvider';

/** SPEC §9: a code chunk that has not arrived after 120 s has failed; offer a retry. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Router → store (every location change) and store → router (push, replace, new window, refresh). */
function useRouterStoreSync() {
  const store = useSiteStore();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();
  const matches = useMatches();
  const { locale } = useRootData();
  const leaf = matches[matches.length - 1];

  useEffect(
    () =>
      store.connectRouter(({ to, mode = 'push', refresh }) => {
        if (mode === 'window') {
          window.open(to, '_blank', 'noopener');
          return;
        }
        const moved = Promise.resolve(navigate(to, { replace: mode === 'replace' }));
        const done = refresh ? moved.then(() => revalidator.revalidate()) : moved;
        // SPEC §2: errors of a replace are swallowed; a push keeps its error for the caller's logs.
        if (mode === 'replace') done.catch(() => undefined);
      }),
    [store, navigate, revalidator],
  );

  useEffect(() => store.setLocale(locale), [store, locale]);

  useEffect(() => {
    const meta = (leaf?.loaderData as Partial<RouteMetaData> | undefined)?.meta;
    store.routeChanged({
      name: leaf?.id ?? '',
      path: location.pathname,
      hash: location.hash,
      query: Object.fromEntries(new URLSearchParams(location.search)),
      params: (leaf?.params as Record<string, string> | undefined) ?? {},
      fullPath: location.pathname + location.search + location.hash,
      meta: { ...meta },
    });
    if (meta)
      store.setPageHead({
        title: meta.title,
        description: 'description' in meta ? meta.description : '',
      });
  }, [store, leaf, location]);
}

/** SPEC §2: scroll to the top when the route name or its `id` parameter changes, not on other query changes. */
function useScrollReset() {
  const matches = useMatches();
  const [searchParams] = useSearchParams();
  const key = `${matches[matches.length - 1]?.id ?? ''}|${searchParams.get('id') ?? ''}`;
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    document.getElementById(SCROLL_CONTAINER_ID)?.scrollTo({ top: 0 });
    window.scrollTo({ top: 0 });
  }, [key]);
}

/** SPEC §2's login redirect in the browser: a stored token without the session cookie goes to /kyc. */
function useLoginRedirect() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const users = useUserStore();
  // A passive effect: the router accepts navigations only once it has mounted.
  useEffect(() => {
    const target = staleLoginTarget(pathname, document.cookie, users);
    if (target) void navigate(target, { replace: true });
  }, [pathname, navigate, users]);
}

/** A navigation whose code has not arrived in 120 s (or whose chunk failed) offers a retry. */
function ChunkTimeout() {
  const navigation = useNavigation();
  const { locale } = useRootData();
  const [failedHref, setFailedHref] = useState<string | null>(null);
  const pending = navigation.location;
  useEffect(() => {
    if (!pending) return;
    const href = pending.pathname + pending.search + pending.hash;
    const timer = setTimeout(() => setFailedHref(href), CHUNK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  useEffect(() => {
    // Vite's event when a lazily loaded chunk fails (network error or a new deployment).
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      setFailedHref(window.location.href);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  if (failedHref === null) return null;
  const text = routeEffects[locale];
  // A plain alert rather than a dialog: it must work even when more code cannot be loaded.
  return (
    <div className="site-chunk-error" role="alert">
      <p>
        <strong>{text.chunkTitle}</strong> {text.chunkBody}
      </p>
      <Button onClick={() => window.location.assign(failedHref)}>{text.retry}</Button>
      <Button variant="ghost" onClick={() => setFailedHref(null)}>
        {text.close}
      </Button>
    </div>
  );
}

/** The SPEC §2 navigation rules that act on every route, and the navigation's loading indicator. */
export function RouteEffects() {
  useRouterStoreSync();
  useScrollReset();
  useLoginRedirect();
  const navigation = useNavigation();
  const { locale } = useRootData();
  return (
    <>
      <div className="site-progress" aria-live="polite">
        <LoadingIndicator active={navigation.state !== 'idle'} locale={locale} />
      </div>
      <ChunkTimeout />
    </>
  );
}
