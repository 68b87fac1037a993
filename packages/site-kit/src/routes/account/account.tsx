import { daysUntilExpiry, shouldWarnExpiry } from '@kyc/auth';
import { fillTemplate } from '@kyc/content/interface';
import { formatDate } from '@kyc/formatters';
import { type ClientLoaderFunctionArgs, Link, useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { formatDateTime } from '../../lib/account/dateTime';
import { companyHref, describeOperation, operationCompanyName } from '../../lib/account/operations';
import { searchHref } from '../../lib/account/searchQuery';
import type { Operation } from '../../lib/account/types';
import { settleOpLogs } from '../../lib/account/useOpLog';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import { useSiteState } from '../../state/SiteStoreProvider';
import type { loader } from './account.server';
import './home-activity.css';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

/**
 * The operations of the page being left (still in their 300 ms wait) reach apps/api before
 * the log is read, so the page shows what the user just did.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await settleOpLogs();
  return serverLoader();
}

/** The first `count` operations of a type with different `relId`s, newest first. */
function latestDistinct(items: readonly Operation[], opType: string, count: number): Operation[] {
  const seen = new Set<string>();
  const found: Operation[] = [];
  for (const op of items) {
    if (op.opType !== opType || !op.relId || seen.has(op.relId)) continue;
    seen.add(op.relId);
    found.push(op);
    if (found.length === count) break;
  }
  return found;
}

/**
 * Where a signed-in user lands: the plan and its end date with the expiry warning (SPEC §9),
 * recent searches and companies, recent activity.
 */
export default function AccountHome() {
  const { page, common, operations, packageNames, activityLabels } = useLoaderData<typeof loader>();
  const { labels } = page;
  const { locale, variant } = useRootData();
  const user = useSiteState((state) => state.app.user);
  const items = operations.ok ? operations.data.items : [];
  const names = new Map(packageNames);
  const days = user ? daysUntilExpiry(user) : null;
  const endDate = user?.endDate ? formatDate(user.endDate, { locale }) : '';
  const renewHref = `/service-selection?${new URLSearchParams({
    from: '/account',
    fromPayType: user?.payType ?? '',
  })}`;
  const searches = latestDistinct(items, 'search', 5);
  const companies = latestDistinct(items, 'open_company', 5);
  const recent = items.slice(0, 5);
  const when = (op: Operation) => (
    <time dateTime={op.createdAt}>{formatDateTime(op.createdAt, locale, common.dash)}</time>
  );
  const remaining =
    days === null
      ? labels.noEndDate
      : days < 0
        ? fillTemplate(labels.ended, { date: endDate })
        : fillTemplate(labels.daysLeft, { days });
  return (
    <AccountPage heading={page.heading} description={page.description} width="full">
      {!operations.ok && <Notice tone="error">{operations.message}</Notice>}
      <div className="account-home">
        <section className="account-home__card" aria-labelledby="home-plan">
          <h2 id="home-plan">{labels.plan}</h2>
          <dl className="account-home__facts">
            <dt>{labels.loginName}</dt>
            <dd>{user?.loginName || common.dash}</dd>
            <dt>{labels.payment}</dt>
            <dd>{user?.payType === 'A' ? labels.postpaid : labels.prepaid}</dd>
            <dt>{labels.endDate}</dt>
            <dd>{endDate || labels.noEndDate}</dd>
          </dl>
          {user && shouldWarnExpiry(user) ? (
            <Notice tone={days !== null && days < 0 ? 'error' : 'warning'}>
              <p>{remaining}</p>
            </Notice>
          ) : (
            days !== null && <p className="account-home__muted">{remaining}</p>
          )}
          <Link className="account-home__more" to={localizedPath(renewHref, locale)}>
            {labels.renew}
          </Link>
        </section>
        <section className="account-home__card" aria-labelledby="home-searches">
          <h2 id="home-searches">{labels.recentSearches}</h2>
          {searches.length === 0 ? (
            <p className="account-home__muted">{labels.noSearches}</p>
          ) : (
            <ul>
              {searches.map((op) => (
                <li key={op.id}>
                  <Link to={localizedPath(searchHref({ q: op.relId ?? '' }), locale)}>
                    {op.relId}
                  </Link>
                  {when(op)}
                </li>
              ))}
            </ul>
          )}
          <Link className="account-home__more" to={localizedPath('/live-search', locale)}>
            {labels.newSearch}
          </Link>
        </section>
        <section className="account-home__card" aria-labelledby="home-companies">
          <h2 id="home-companies">{labels.recentCompanies}</h2>
          {companies.length === 0 ? (
            <p className="account-home__muted">{labels.noCompanies}</p>
          ) : (
            <ul>
              {companies.map((op) => (
                <li key={op.id}>
                  <Link to={localizedPath(companyHref(op.relId ?? '', variant), locale)}>
                    {operationCompanyName(op, locale)}
                  </Link>
                  {when(op)}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="account-home__card" aria-labelledby="home-activity">
          <h2 id="home-activity">{labels.recentActivity}</h2>
          {recent.length === 0 ? (
            <p className="account-home__muted">{labels.noActivity}</p>
          ) : (
            <ul>
              {recent.map((op) => {
                const view = describeOperation(op, activityLabels, locale, variant, names);
                return (
                  <li key={op.id}>
                    {view.href ? (
                      <Link to={localizedPath(view.href, locale)}>{view.text}</Link>
                    ) : (
                      <span>{view.text}</span>
                    )}
                    {when(op)}
                  </li>
                );
              })}
            </ul>
          )}
          <Link className="account-home__more" to={localizedPath('/activity', locale)}>
            {labels.allActivity}
          </Link>
        </section>
      </div>
    </AccountPage>
  );
}
