import { createAliveCheck, needsAliveCheck } from '@kyc/auth';
import { useUserStore } from '@kyc/auth/react';
import { fillTemplate, signedInBar } from '@kyc/content/interface';
import { ExpiryBanner } from '@kyc/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { createApiClient } from '../../lib/account/apiClient';
import { isMainUser, isTeamMember } from '../../lib/account/team';
import { useEndSession } from '../../lib/account/useEndSession';
import { localizedPath, routerLinkRenderer } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import { useSiteState, useSiteStore } from '../../state/SiteStoreProvider';

/**
 * The bar a logged-in user sees above the header: the expiry warning (SPEC §9), the account
 * navigation (home, search, my reports, team for team members and main users, plan, security,
 * authorizations, activity; a drawer on
 * phones), and
 * log out. For ADV users it runs the alive check (SPEC §6): a session
 * that ended while idle logs out with a message. Nothing for visitors.
 */
export default function SignedInBar() {
  const { locale, variant, alertsUnread = 0 } = useRootData();
  const site = useSiteStore();
  const users = useUserStore();
  const user = useSiteState((state) => state.app.user);
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const text = signedInBar[locale];
  const renderLink = useMemo(() => routerLinkRenderer(locale), [locale]);
  const phone = variant === 'mobile';
  const drawer = useRef<HTMLDetailsElement>(null);
  // A link followed from the drawer closes it, as the next page is what the user asked for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new location
  useEffect(() => {
    if (drawer.current) drawer.current.open = false;
  }, [location.pathname, location.search]);

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
    site.pushMessage({ tone: 'success', text: text.loggedOut });
  };

  // Service selection comes back here, search and filters intact (the language is the link's);
  // from service selection itself, back to where it was reached from.
  const here = new URLSearchParams(location.search);
  here.delete('lang');
  const query = here.toString();
  const renewHref = `/service-selection?${new URLSearchParams({
    from:
      location.pathname === '/service-selection'
        ? (here.get('from') ?? '/')
        : `${location.pathname}${query ? `?${query}` : ''}`,
    fromPayType: user.payType ?? '',
  })}`;

  const links: { to: string; label: string; count?: number }[] = [
    { to: '/account', label: text.home },
    { to: '/live-search', label: text.liveSearch },
    { to: '/alerts', label: text.alerts, count: alertsUnread },
    { to: '/my-reports', label: text.myReports },
    // The team page, for members and for the main user (whose team is made on first visit).
    ...(isTeamMember(user) || isMainUser(user) ? [{ to: '/team', label: text.team }] : []),
    // A portfolio uploaded in one go becomes a shared list: for those who may have a team.
    ...(isTeamMember(user) || isMainUser(user)
      ? [{ to: '/portfolio', label: text.portfolio }]
      : []),
    { to: '/api-keys', label: text.apiKeys },
    { to: '/api-usage', label: text.apiUsage },
    { to: renewHref, label: text.plan },
    { to: '/bind-mfa', label: text.security },
    { to: '/authorize', label: text.authorizations },
    { to: '/activity', label: text.activity },
  ];
  const current = (to: string) => to.split('?')[0] === location.pathname;
  const items = links.map((link) => (
    <li key={link.to}>
      <Link
        to={localizedPath(link.to, locale)}
        aria-current={current(link.to) ? 'page' : undefined}
      >
        {link.label}
        {link.count ? (
          // The count is read out as words ("3 unread alerts"), shown as a badge.
          <>
            {' '}
            <span className="account-bar__count" aria-hidden="true">
              {link.count > 99 ? '99+' : link.count}
            </span>
            <span className="kyc-visually-hidden">
              {link.count === 1
                ? text.alertsUnreadOne
                : fillTemplate(text.alertsUnread, { count: link.count })}
            </span>
          </>
        ) : null}
      </Link>
    </li>
  ));
  // A form, so that logging out works without JavaScript too: the login page's action ends the
  // session and redirects home.
  const logoutButton = (
    <form
      className="account-bar__logout-form"
      method="post"
      action={localizedPath('/login', locale)}
      onSubmit={(event) => {
        event.preventDefault();
        void logout();
      }}
    >
      <input type="hidden" name="intent" value="logout" />
      <button type="submit" className="account-bar__logout">
        {text.logout}
      </button>
    </form>
  );

  return (
    <section className="account-bar" aria-label={text.region}>
      <ExpiryBanner user={user} renewHref={renewHref} renderLink={renderLink} locale={locale} />
      {phone ? (
        // A drawer on phones: seven links in a row would not fit, and the bar must stay short.
        <details className="account-bar__drawer" ref={drawer}>
          <summary>
            <span className="account-bar__user">
              {fillTemplate(text.signedIn, { name: user.loginName ?? '' })}
            </span>
            <span className="account-bar__toggle">{text.menu}</span>
          </summary>
          <nav aria-label={text.menu}>
            <ul className="account-bar__links">
              {items}
              <li>{logoutButton}</li>
            </ul>
          </nav>
        </details>
      ) : (
        <nav className="account-bar__nav" aria-label={text.menu}>
          <p className="account-bar__user">
            {fillTemplate(text.signedIn, { name: user.loginName ?? '' })}
          </p>
          <ul className="account-bar__links">
            {items}
            <li>{logoutButton}</li>
          </ul>
        </nav>
      )}
    </section>
  );
}
