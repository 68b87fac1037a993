import { createAliveCheck, needsAliveCheck } from '@kyc/auth';
import { useUserStore } from '@kyc/auth/react';
import { fillTemplate, signedInBar } from '@kyc/content/interface';
import { ExpiryBanner } from '@kyc/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { createApiClient } from '../../lib/account/apiClient';
import { useEndSession } from '../../lib/account/useEndSession';
import { localizedPath, routerLinkRenderer } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import { useSiteState, useSiteStore } from '../../state/SiteStoreProvider';

/**
 * The bar a logged-in user sees above the header: the expiry warning (SPEC §9), links to live search
 * and system status, and log out. For ADV users it runs the alive check (SPEC §6): a session
 * that ended while idle logs out with a message. Nothing for visitors.
 */
export default function SignedInBar() {
  const { locale } = useRootData();
  const site = useSiteStore();
  const users = useUserStore();
  const user = useSiteState((state) => state.app.user);
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const text = signedInBar[locale];
  const renderLink = useMemo(() => routerLinkRenderer(locale), [locale]);

  // No `onSessionEnded`: a 401 here is an answer (the session ended), handled below.
  const api = useMemo(
    () =>
      createApiClient({
        getUser: () => users?.get(),
        locale,
        networkError: text.networkError,
      }),
    [users, locale, text.networkError],
  );

  /** Clears every trace of the session here and goes to `to`, reloading its data. */
  const endLocally = (to: string) => {
    users?.remove();
    site.setUser(null);
    site.navigate({ to: localizedPath(to, locale), refresh: true });
  };

  const endSession = useEndSession(api);

  const aliveUser = user && needsAliveCheck(user) ? user : null;
  const aliveKey = aliveUser ? `${aliveUser.uuid}:${aliveUser.refreshIntervalSec}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only for another user or interval
  useEffect(() => {
    if (!aliveUser) return;
    return createAliveCheck({
      user: aliveUser,
      async check() {
        const result = await api.request('/webapi/saas/user/alive', { method: 'POST' });
        if (result.ok) return true;
        if (result.kind === 'unauthorized') return false;
        // A network or server failure says nothing about the session.
        throw new Error(result.message);
      },
      onExpired() {
        site.pushMessage({ tone: 'warning', text: text.idle });
        endLocally('/login?reason=idle');
      },
    });
  }, [aliveKey]);

  if (!user || leaving) return null;

  const logout = async () => {
    setLeaving(true);
    await endSession('logout', '/');
  };

  const renewHref = `/service-selection?${new URLSearchParams({
    from: location.pathname,
    fromPayType: user.payType ?? '',
  })}`;

  return (
    <section className="account-bar" aria-label={text.region}>
      <ExpiryBanner user={user} renewHref={renewHref} renderLink={renderLink} locale={locale} />
      <nav className="account-bar__nav" aria-label={text.menu}>
        <p className="account-bar__user">
          {fillTemplate(text.signedIn, { name: user.loginName ?? '' })}
        </p>
        <Link to={localizedPath('/live-search', locale)}>{text.liveSearch}</Link>
        <Link to={localizedPath('/system-status', locale)}>{text.systemStatus}</Link>
        <button type="button" className="account-bar__logout" onClick={() => void logout()}>
          {text.logout}
        </button>
      </nav>
    </section>
  );
}
