import { createAliveCheck, needsAliveCheck } from '@kyc/auth';
import { useUserStore } from '@kyc/auth/react';
import { fillTemplate, signedInBar } from '@kyc/content/interface';
import { ExpiryBanner } from '@kyc/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  type AccountNavLink,
  accountNavGroups,
  isCurrentLink,
  unreadAlertsWords,
} from '../../lib/account/accountNav';
import { createApiClient } from '../../lib/account/apiClient';
import { useDisclosureMenus } from '../../lib/account/useDisclosureMenus';
import { useEndSession } from '../../lib/account/useEndSession';
import { localizedPath, routerLinkRenderer } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import { useSiteState, useSiteStore } from '../../state/SiteStoreProvider';

/**
 * The bar a logged-in user sees above the header: the expiry warning (SPEC §9), the account
 * navigation and log out. The navigation is home, then its groups (lib/account/accountNav.ts:
 * workspace, team, developers, account), then log out: on the desktop each group is a menu
 * button opening its links (a `<details>`, so it works before and without JavaScript), on
 * phones a drawer lists the groups under their headings. The unread alerts' count shows on the
 * alerts link and on its group's button. For ADV users it runs the alive check (SPEC §6): a session
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
  // The desktop's group menus: one open at a time, Escape and a click elsewhere close them.
  const menus = useDisclosureMenus(`${location.pathname}${location.search}`);

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

  const groups = accountNavGroups(user, text, { renewHref, alertsUnread });
  const countBadge = (count: number) =>
    count ? (
      // The count is read out as words ("3 unread alerts"), shown as a badge.
      <>
        {' '}
        <span className="account-bar__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
        <span className="kyc-visually-hidden">{unreadAlertsWords(count, text)}</span>
      </>
    ) : null;
  const linkItem = (link: AccountNavLink) => (
    <li key={link.to}>
      <Link
        to={localizedPath(link.to, locale)}
        aria-current={isCurrentLink(link.to, location.pathname) ? 'page' : undefined}
      >
        {link.label}
        {countBadge(link.count ?? 0)}
      </Link>
    </li>
  );
  const homeItem = linkItem({ to: '/account', label: text.home });
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
        // A drawer on phones: the groups one under the other, each under its heading.
        <details className="account-bar__drawer" ref={drawer}>
          <summary>
            <span className="account-bar__user">
              {fillTemplate(text.signedIn, { name: user.loginName ?? '' })}
            </span>
            <span className="account-bar__toggle">{text.menu}</span>
          </summary>
          <nav aria-label={text.menu}>
            <ul className="account-bar__links">
              {homeItem}
              {groups.map((group) => (
                <li key={group.id} className="account-bar__section">
                  <h2 className="account-bar__heading" id={`account-nav-${group.id}`}>
                    {group.label}
                  </h2>
                  <ul aria-labelledby={`account-nav-${group.id}`}>{group.links.map(linkItem)}</ul>
                </li>
              ))}
              <li className="account-bar__section">{logoutButton}</li>
            </ul>
          </nav>
        </details>
      ) : (
        <nav className="account-bar__nav" aria-label={text.menu} ref={menus.ref}>
          <p className="account-bar__user">
            {fillTemplate(text.signedIn, { name: user.loginName ?? '' })}
          </p>
          <ul className="account-bar__links">
            {homeItem}
            {groups.map((group) => (
              <li key={group.id}>
                {/* A disclosure menu: <details> opens it without JavaScript too. */}
                <details
                  className="account-bar__group"
                  data-group={group.id}
                  onToggle={menus.onToggle}
                >
                  {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a summary is a button (axe and browsers map it so), and aria-expanded its state, set once the page runs */}
                  <summary
                    aria-expanded={menus.expanded(group.id)}
                    className={
                      group.links.some((link) => isCurrentLink(link.to, location.pathname))
                        ? 'account-bar__group-current'
                        : undefined
                    }
                  >
                    {group.label}
                    {countBadge(group.count)}
                  </summary>
                  <ul className="account-bar__menu">{group.links.map(linkItem)}</ul>
                </details>
              </li>
            ))}
            <li>{logoutButton}</li>
          </ul>
        </nav>
      )}
    </section>
  );
}
