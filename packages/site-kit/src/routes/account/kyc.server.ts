import { ALIVE_COOKIE_NAME, SESSION_COOKIE_NAME } from '@kyc/auth';
import { redirect } from 'react-router';
import { localizedPath } from '../../lib/links';
import { resolveLocale } from '../../lib/locale';
import type { SiteLoaderArgs } from '../routeProps';

/**
 * Where SPEC §2's login redirect lands: the session is gone, so its cookies are cleared (the
 * browser has already removed the stored user) and the visitor is asked to log in again.
 */
export function loader({ request }: Pick<SiteLoaderArgs, 'request'>) {
  const { locale } = resolveLocale(request);
  const headers = new Headers();
  for (const name of [SESSION_COOKIE_NAME, ALIVE_COOKIE_NAME]) {
    headers.append('Set-Cookie', `${name}=; Max-Age=0; Secure; Path=/; SameSite=Strict`);
  }
  return redirect(localizedPath('/login', locale), { headers });
}
