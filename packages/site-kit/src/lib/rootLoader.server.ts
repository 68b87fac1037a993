import { loginRedirect } from '@kyc/auth';
import { rootError } from '@kyc/content/interface';
import { data, redirect } from 'react-router';
import { getContent } from './content.server';
import { localeCookie, resolveLocale } from './locale';
import { SIGNED_IN_CACHE_CONTROL } from './publicPage.server';
import type { RootData } from './rootData';
import { readSession } from './session.server';
import { SESSION_GUARD_SCRIPT } from './sessionGuard';
import { siteOrigin } from './siteOrigin.server';
import type { SiteVariant } from './variant';

/**
 * The root loader both apps run: language, session (with SPEC §2's login redirect as the server
 * sees it), the document's few texts and the variant that rendered the page.
 *
 * @example export const loader = (args: Route.LoaderArgs) => loadRootData(args, 'mobile');
 */
export async function loadRootData(
  {
    request,
    context,
  }: {
    request: Request;
    context: {
      apiOrigin: string;
      analyticsOrigin: string;
      nonce: string;
      deviceVariant?: SiteVariant;
    };
  },
  variant: SiteVariant,
) {
  const { locale, remember } = resolveLocale(request);
  const { pathname } = new URL(request.url);
  const session = await readSession(request, context.apiOrigin);
  // The cookie still names a session (a stored token) but that session is gone.
  // The browser applies the same rule to storage.
  if (
    pathname !== '/kyc' &&
    loginRedirect({ pathname, hasStoredToken: session.stale, hasSessionCookie: !session.stale })
  ) {
    throw redirect('/kyc');
  }
  const content = getContent(locale);
  const rootData: RootData = {
    locale,
    variant,
    deviceVariant: context.deviceVariant ?? variant,
    chrome: {
      siteName: content.brand.name,
      oldBrowserAlert: getContent('zh-CN').oldBrowserAlert,
      notFound: {
        heading: content.notFound.heading,
        detail: `${content.notFound.description} ${content.notFound.labels.detail}`,
        backHome: content.notFound.labels.backHome,
        code: content.notFound.labels.heading,
      },
      errorHeading: rootError[locale].heading,
      errorDetail: rootError[locale].detail,
    },
    origin: siteOrigin(request),
    user: session.user,
    alertsUnread: session.alertsUnread,
    analyticsHost: context.analyticsOrigin,
    nonce: context.nonce,
    ...(session.user ? { sessionGuard: SESSION_GUARD_SCRIPT } : {}),
  };
  const headers = new Headers();
  if (remember) headers.append('Set-Cookie', localeCookie(locale));
  // A page rendered for a logged-in user must never be stored by a shared cache.
  if (session.user) headers.set('Cache-Control', SIGNED_IN_CACHE_CONTROL);
  return data(rootData, { headers });
}
