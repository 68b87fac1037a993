import { useMatches } from 'react-router';
import { useRootData } from './rootData';

/**
 * The route `handle` of a page served to logged-out visitors as plain server-rendered HTML:
 * no React and no router in the browser, only the small enhancer script (static/enhance.ts)
 * for the menu, the FAQ, tracking and the login redirect. The mobile app marks its marketing
 * pages with it: their first load must stay within 90 KB of JavaScript, less than React and
 * React Router take on their own. Logged-in users get the full app on every page.
 *
 * @example export const handle = STATIC_FOR_VISITORS;
 */
export const STATIC_FOR_VISITORS = { staticForVisitors: true } as const;

/**
 * Whether a page with this route handle is served without React: the handle says so and nobody
 * is logged in.
 *
 * @example isStaticPage(STATIC_FOR_VISITORS, false) // true
 */
export function isStaticPage(handle: unknown, signedIn: boolean): boolean {
  return (
    !signedIn &&
    typeof handle === 'object' &&
    handle !== null &&
    (handle as { staticForVisitors?: unknown }).staticForVisitors === true
  );
}

/**
 * True while the server renders a page that will not be hydrated. In a browser it is always
 * false: React running there means the page is the app (hydrated, or reached by a client-side
 * navigation), so its components stay fully interactive.
 *
 * @example const staticPage = useStaticPage(); <MobileHeader staticMenu={staticPage} />
 */
export function useStaticPage(): boolean {
  const matches = useMatches();
  const { user } = useRootData();
  if (typeof document !== 'undefined') return false;
  return isStaticPage(matches[matches.length - 1]?.handle, user !== null);
}
