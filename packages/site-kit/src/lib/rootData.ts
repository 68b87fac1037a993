import type { Locale } from '@kyc/content';
import { type RootFallbackText, rootFallback } from '@kyc/content/interface';
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
  /** The user's unread monitoring alerts: the account navigation's count (0 for visitors). */
  alertsUnread?: number;
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
  /**
   * For a signed-in user, the session guard's script (lib/sessionGuard.ts): sent by the server
   * with the page, so that no bundle carries it.
   */
  sessionGuard?: string;
}

// Without the server's data the page's language is unknown: both languages, side by side.
const bothLanguages = (key: keyof RootFallbackText) =>
  `${rootFallback['zh-CN'][key]} / ${rootFallback.en[key]}`;

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
      heading: bothLanguages('notFound'),
      detail: '',
      backHome: bothLanguages('backHome'),
      code: '404',
    },
    errorHeading: bothLanguages('error'),
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
