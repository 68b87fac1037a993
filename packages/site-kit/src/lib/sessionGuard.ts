/**
 * The inline script of a page rendered for a signed-in user (`<html data-session="uuid">`): when
 * the browser shows that page again from its back/forward cache or, on a Back or Forward, from
 * its HTTP cache (Back after signing out), and this browser no longer holds that user's session
 * cookie, the page is hidden at once and loaded again from the server, which answers as it would
 * for a visitor. A page loaded or reloaded any other way is left alone, so it can never reload in
 * a loop. Signing out inside the app removes `data-session` with the user, so the page it shows
 * then stays put.
 *
 * The root loader sends it with a signed-in page (`RootData.sessionGuard`) and SiteDocument
 * runs it in the head under the response's nonce.
 *
 * @example const rootData = { ...data, sessionGuard: user ? SESSION_GUARD_SCRIPT : undefined };
 */
export const SESSION_GUARD_SCRIPT = [
  '(function(){function g(){',
  "var u=document.documentElement.getAttribute('data-session');if(u===null)return;",
  "var p='kyc_session='+(u?u+'___':'');",
  'if(document.cookie.split(/;\\s*/).some(function(c){return c.indexOf(p)===0}))return;',
  "document.documentElement.style.visibility='hidden';location.reload()}",
  "var n=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];",
  "if(n&&n.type==='back_forward')g();",
  "addEventListener('pageshow',function(e){if(e.persisted)g()})})()",
].join('');
