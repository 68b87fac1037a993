import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { createSiteStore, type SiteState, type SiteStore } from './siteStore';

const SiteStoreContext = createContext<SiteStore | null>(null);

/** Holds one site store for the page's lifetime (one per request on the server). */
export function SiteStoreProvider({
  initial,
  children,
}: {
  initial: Parameters<typeof createSiteStore>[0];
  children: ReactNode;
}) {
  const [store] = useState(() => createSiteStore(initial));
  return <SiteStoreContext.Provider value={store}>{children}</SiteStoreContext.Provider>;
}

/** The site store itself, for actions (`navigate`, `pushMessage`, `setUser`). */
export function useSiteStore(): SiteStore {
  const store = useContext(SiteStoreContext);
  if (!store) throw new Error('useSiteStore needs <SiteStoreProvider> above it');
  return store;
}

/** A slice of the client state; re-renders only when that slice changes. */
export function useSiteState<T>(select: (state: SiteState) => T): T {
  const store = useSiteStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
