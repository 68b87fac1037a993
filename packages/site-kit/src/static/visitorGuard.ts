import { SESSION_COOKIE_NAME } from '@kyc/auth';

/** What `guardVisitorPage` reads of the window, so that tests can give their own. */
export interface VisitorGuardWindow {
  document: Pick<Document, 'cookie' | 'documentElement'>;
  location: Pick<Location, 'reload'>;
  performance: Pick<Performance, 'getEntriesByType'>;
  addEventListener(type: 'pageshow', listener: (event: PageTransitionEvent) => void): void;
  removeEventListener(type: 'pageshow', listener: (event: PageTransitionEvent) => void): void;
}

/**
 * The other half of the session guard (lib/sessionGuard.ts), for the page a visitor got
 * without React: when Back or Forward shows it again — from the back/forward cache, or its
 * document from the HTTP cache — and the browser now holds a session cookie (the visitor signed
 * in meanwhile), the page is hidden at once and loaded again, so the server answers it signed in
 * (with the app, the user's name and the account bar) rather than showing "Log in" to a
 * signed-in user. A page loaded or reloaded any other way is left alone, so it never reloads
 * in a loop. Returns a function removing its listener.
 *
 * @example guardVisitorPage(window);
 */
export function guardVisitorPage(win: VisitorGuardWindow = window): () => void {
  const check = () => {
    const signedIn = win.document.cookie
      .split(/;\s*/)
      .some((part) => part.startsWith(`${SESSION_COOKIE_NAME}=`));
    if (!signedIn) return;
    win.document.documentElement.style.visibility = 'hidden';
    win.location.reload();
  };
  const navigation = win.performance.getEntriesByType?.('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  if (navigation?.type === 'back_forward') check();
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) check();
  };
  win.addEventListener('pageshow', onPageShow);
  return () => win.removeEventListener('pageshow', onPageShow);
}
