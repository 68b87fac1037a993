import {
  applyButtonText,
  type LoginInfo,
  type LoginInfoInput,
  normalizeLoginInfo,
} from '@kyc/auth';
import type { Locale } from '@kyc/content';
import type { PublicUser } from '../lib/session.server';

/** Page head info of SPEC §3. */
export interface PageHead {
  title: string;
  description: string;
  keywords: string;
  theme: string;
  links: { rel: string; href: string }[];
  urlQuery: Record<string, string>;
  canonical: string;
  newsList: unknown[];
  businessDetail: Record<string, unknown>;
  businessList: unknown[];
  businessHotList: unknown[];
  businessTotalCount: number;
}

/** A message of the app's message list, shown as a notification. */
export interface AppMessage {
  id: number;
  tone: 'info' | 'success' | 'warning' | 'error';
  text: string;
}

/** The current route as SPEC §3 keeps it. */
export interface RouteSnapshot {
  name: string;
  path: string;
  hash: string;
  query: Record<string, string>;
  params: Record<string, string>;
  fullPath: string;
  meta: Record<string, unknown>;
}

export interface SiteState {
  pageHead: PageHead;
  app: { user: PublicUser | null; msgList: AppMessage[]; freeCoyList: unknown[] };
  loginInfo: LoginInfo;
  /** '立即使用' with a real login, else '申请试用' (SPEC §3), in the page's language. */
  applyButtonText: string;
  route: RouteSnapshot & { from: RouteSnapshot | null };
  locale: Locale;
}

/** How the store asks the router to move: push, replace or a new window, optionally refreshed. */
export interface NavigateRequest {
  to: string;
  mode?: 'push' | 'replace' | 'window';
  /** Run the page's loaders again even when the URL does not change. */
  refresh?: boolean;
}

export interface SiteStore {
  getState(): SiteState;
  subscribe(listener: () => void): () => void;
  setPageHead(head: Partial<PageHead>): void;
  setUser(user: PublicUser | null, options?: unknown): void;
  setLoginInfo(info: LoginInfoInput): void;
  setLocale(locale: Locale): void;
  pushMessage(message: Omit<AppMessage, 'id'>): number;
  dismissMessage(id: number): void;
  /** Router → store: called on every location change. */
  routeChanged(route: RouteSnapshot): void;
  /** Store → router: moves the router; the route snapshot follows from `routeChanged`. */
  navigate(request: NavigateRequest): void;
  /** The router registers how it navigates (one at a time). */
  connectRouter(navigate: (request: NavigateRequest) => void): () => void;
}

export const EMPTY_PAGE_HEAD: PageHead = {
  title: '',
  description: '',
  keywords: '',
  theme: '',
  links: [],
  urlQuery: {},
  canonical: '',
  newsList: [],
  businessDetail: {},
  businessList: [],
  businessHotList: [],
  businessTotalCount: 0,
};

export const EMPTY_ROUTE: RouteSnapshot = {
  name: '',
  path: '',
  hash: '',
  query: {},
  params: {},
  fullPath: '',
  meta: {},
};

/** Front-page login info for a user from the session (a session is always a real login). */
export function loginInfoFor(user: PublicUser | null): LoginInfo {
  return normalizeLoginInfo(
    user
      ? {
          isLogin: true,
          name: user.loginName ?? '',
          isFromQccLogin: true,
          options: { realLogin: true },
          userInfo: { loginName: user.loginName, acctType: user.acctType },
        }
      : undefined,
  );
}

/**
 * The client state of SPEC §3 in one small external store (read with `useSyncExternalStore`).
 * The server builds it from the root loader's data and the browser rebuilds the same one at
 * hydration, so the server-rendered state is what the client starts from.
 *
 * @example const store = createSiteStore({ locale: 'en', user: null, route });
 */
export function createSiteStore(initial: {
  locale: Locale;
  user: PublicUser | null;
  route: RouteSnapshot;
}): SiteStore {
  const listeners = new Set<() => void>();
  let routerNavigate: ((request: NavigateRequest) => void) | null = null;
  let nextMessageId = 1;
  const loginInfo = loginInfoFor(initial.user);
  let state: SiteState = {
    pageHead: EMPTY_PAGE_HEAD,
    app: { user: initial.user, msgList: [], freeCoyList: [] },
    loginInfo,
    applyButtonText: applyButtonText(loginInfo, { locale: initial.locale }),
    route: { ...initial.route, from: null },
    locale: initial.locale,
  };
  const update = (next: Partial<SiteState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const withLoginInfo = (info: LoginInfo) => ({
    loginInfo: info,
    applyButtonText: applyButtonText(info, { locale: state.locale }),
  });
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPageHead: (head) => update({ pageHead: { ...state.pageHead, ...head } }),
    setUser(user, options) {
      const info = loginInfoFor(user);
      if (options) info.options = { ...info.options, ...normalizeLoginInfo({ options }).options };
      update({ app: { ...state.app, user }, ...withLoginInfo(info) });
    },
    setLoginInfo: (info) => update(withLoginInfo(normalizeLoginInfo(info))),
    setLocale(locale) {
      if (locale === state.locale) return;
      state = { ...state, locale };
      update(withLoginInfo(state.loginInfo));
    },
    pushMessage(message) {
      const id = nextMessageId++;
      update({ app: { ...state.app, msgList: [...state.app.msgList, { ...message, id }] } });
      return id;
    },
    dismissMessage: (id) =>
      update({
        app: { ...state.app, msgList: state.app.msgList.filter((message) => message.id !== id) },
      }),
    routeChanged(route) {
      if (route.fullPath === state.route.fullPath && route.name === state.route.name) return;
      const { from: _previous, ...current } = state.route;
      update({ route: { ...route, from: current.fullPath ? current : null } });
    },
    navigate(request) {
      routerNavigate?.(request);
    },
    connectRouter(navigate) {
      routerNavigate = navigate;
      return () => {
        if (routerNavigate === navigate) routerNavigate = null;
      };
    },
  };
}
