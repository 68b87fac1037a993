import type { Locale } from '@kyc/content';
import { useRouteLoaderData } from 'react-router';
import type { PublicUser } from './session.server';
import type { SiteVariant } from './variant';

/** What the root loader gives every page. */
export interface RootData {
  locale: Locale;
  /** The app that rendered the page; `<html data-variant>` and tracking follow it. */
  variant: SiteVariant;
  /** The version the device gets by default; when it differs from `variant`, the visitor switched. */
  deviceVariant: SiteVariant;
  /** The site's public origin, for canonical and alternate URLs. */
  origin: string;
  /** The logged-in user without secrets, or null. */
  user: PublicUser | null;
  /** Where the browser sends beacons and finds the device-id hub (apps/api locally). */
  analyticsHost: string;
  /** The few texts the document frame needs, so the client bundle carries no content files. */
  chrome: {
    siteName: string;
    oldBrowserAlert: string;
    notFound: { heading: string; detail: string; backHome: string; code: string };
    errorHeading: string;
    errorDetail: string;
  };
  /** The CSP nonce of the server response, for the few inline scripts of the document. */
  nonce: string;
}

export const FALLBACK_ROOT_DATA: RootData = {
  locale: 'zh-CN',
  variant: 'desktop',
  deviceVariant: 'desktop',
  origin: '',
  user: null,
  analyticsHost: '',
  nonce: '',
  chrome: {
    siteName: '',
    oldBrowserAlert: '',
    notFound: {
      heading: '页面不存在 / Page not found',
      detail: '',
      backHome: '返回首页 / Back to the home page',
      code: '404',
    },
    errorHeading: '出错了 / Something went wrong',
    errorDetail: '',
  },
};

/** The root loader's data from a component. */
export function useRootData(): RootData {
  return useRouteLoaderData<RootData>('root') ?? FALLBACK_ROOT_DATA;
}

/** The root loader's data inside a `meta` function (`matches[0]` is the root). */
export function rootDataOf(matches: readonly unknown[]): RootData {
  const root = matches[0] as { id?: string; loaderData?: RootData } | undefined;
  return root?.id === 'root' && root.loaderData ? root.loaderData : FALLBACK_ROOT_DATA;
}
