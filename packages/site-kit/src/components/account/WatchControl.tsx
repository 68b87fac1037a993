import { hasPermission, type StoredUser } from '@kyc/auth';
import { fillTemplate, monitoring } from '@kyc/content/interface';
import { formatAmount } from '@kyc/formatters';
import { Button } from '@kyc/ui';
import { Suspense } from 'react';
import { Await, Link, useLocation } from 'react-router';
import { formatDateTime } from '../../lib/account/dateTime';
import {
  alertsHref,
  balanceLine,
  costLine,
  type MonitorNotice,
  WATCH_SECTION_ID,
  type WatchCost,
} from '../../lib/account/monitoring';
import type { WatchPanel } from '../../lib/account/monitoring.server';
import type { Outcome } from '../../lib/account/outcome';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import { Notice } from './AccountPage';
import './watch-control.css';

/** The permission watching needs (apps/api answers 403 without it). */
export const WATCH_PERMISSION = 'kyc:monitor:watch';

/** Whether the signed-in user may watch companies. */
export function useMayWatch(): boolean {
  const { user } = useRootData();
  return user ? hasPermission(user as StoredUser, WATCH_PERMISSION) : false;
}

/** This page's address, as a monitoring form's way back (with an anchor to return to). */
export function useBack(anchor?: string): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  // The outcome of an earlier form is not the next one's.
  params.delete('done');
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${anchor ? `#${anchor}` : ''}`;
}

/**
 * A plain form posted to `/alerts` (the monitoring action), which answers with a 303 back to
 * this page: the same with JavaScript or without, so the outcome is always the server's.
 */
export function MonitorForm({
  fields,
  back,
  children,
  className,
}: {
  fields: Record<string, string | number>;
  back: string;
  children: React.ReactNode;
  className?: string;
}) {
  const { locale } = useRootData();
  return (
    <form method="post" action={localizedPath('/alerts', locale)} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="back" value={back} />
      {children}
    </form>
  );
}

/** A monitoring form's outcome, on the page it came back to. */
export function MonitorNoticeView({ notice }: { notice: MonitorNotice | null | undefined }) {
  if (!notice) return null;
  return <Notice tone={notice.tone} title={notice.message} />;
}

/**
 * A company page's monitoring section: whether the user watches the company (on its own, or
 * through watched lists), what watching costs (for users who may see prices), the watch or
 * stop-watching button, and the company's alerts.
 *
 * @example <WatchControl keyNo={view.keyNo} company={view.shortName} panel={resolved} />
 */
export function WatchControl({
  keyNo,
  company,
  panel,
}: {
  keyNo: string;
  company: string;
  panel: Outcome<WatchPanel>;
}) {
  const { locale } = useRootData();
  const text = monitoring[locale];
  const may = useMayWatch();
  const back = useBack(WATCH_SECTION_ID);
  if (!panel.ok) return null;
  const { status, notice } = panel.data;
  const cost = costLine(status.cost, text, locale);
  const balance = balanceLine(status.cost, text, locale);
  return (
    <section
      id={WATCH_SECTION_ID}
      className="account-card watch-control"
      aria-labelledby="company-watch-title"
    >
      <h3 id="company-watch-title" className="account-card__title">
        {text.watchTitle}
      </h3>
      <MonitorNoticeView notice={notice} />
      <p className="watch-control__intro">{text.watchIntro}</p>
      <ul className="watch-control__state">
        {status.since && (
          <li>{fillTemplate(text.watching, { since: formatDateTime(status.since, locale) })}</li>
        )}
        {status.lists.length > 0 && (
          <li>
            {fillTemplate(text.watchingThrough, {
              lists: status.lists.map((list) => list.name).join(locale === 'en' ? ', ' : '、'),
            })}
          </li>
        )}
        {!status.watched && <li>{text.notWatching}</li>}
      </ul>
      {!status.direct && cost && (
        <p className="watch-control__cost">
          {cost} {text.billedOnce} {balance}
        </p>
      )}
      <div className="watch-control__actions">
        {may ? (
          <MonitorForm
            fields={{ intent: status.direct ? 'unwatch' : 'watch', keyNo, company }}
            back={back}
          >
            <Button type="submit" variant={status.direct ? 'secondary' : 'primary'}>
              {status.direct ? text.unwatch : text.watch}
            </Button>
          </MonitorForm>
        ) : (
          <p>{text.noPermission}</p>
        )}
        {status.watched && (
          <Link to={localizedPath(alertsHref({ keyNo }), locale)}>{text.companyAlerts}</Link>
        )}
      </div>
    </section>
  );
}

/**
 * The monitoring section once the page's deferred watch state has arrived (nothing before:
 * the company's data comes first).
 *
 * @example <WatchControlSlot keyNo={view.keyNo} company={view.shortName} panel={watch} />
 */
export function WatchControlSlot({
  panel,
  ...props
}: {
  keyNo: string;
  company: string;
  panel: Promise<Outcome<WatchPanel>> | Outcome<WatchPanel>;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={panel} errorElement={null}>
        {(resolved) => <WatchControl {...props} panel={resolved} />}
      </Await>
    </Suspense>
  );
}

/**
 * A search result's watch button: "Watch", or "Watching" with the way to stop. A plain form
 * back to the same results.
 *
 * @example <WatchButton keyNo={row.keyNo} company={name} watched={watched.includes(row.keyNo)} />
 */
export function WatchButton({
  keyNo,
  company,
  watched,
}: {
  keyNo: string;
  company: string;
  watched: boolean;
}) {
  const { locale } = useRootData();
  const text = monitoring[locale];
  const back = useBack();
  if (!useMayWatch()) return null;
  return (
    <MonitorForm
      fields={{ intent: watched ? 'unwatch' : 'watch', keyNo, company }}
      back={back}
      className="watch-button"
    >
      {watched && <span className="watch-button__mark">{text.watchingShort}</span>}
      <button
        type="submit"
        className="watch-button__submit"
        aria-label={fillTemplate(watched ? text.unwatchCompany : text.watchCompany, { company })}
      >
        {watched ? text.unwatch : text.watch}
      </button>
    </MonitorForm>
  );
}

/**
 * A shared list's watch section: watch every company of the list (now and later) or stop, with
 * what it costs a month for users who may see prices.
 *
 * @example <ListWatch listId={7} name="Suppliers" count={12} watched={false} cost={cost} />
 */
export function ListWatch({
  listId,
  name,
  count,
  watched,
  cost,
}: {
  listId: number;
  name: string;
  count: number;
  watched: boolean;
  cost: WatchCost;
}) {
  const { locale } = useRootData();
  const text = monitoring[locale];
  const back = useBack('list-watch');
  const may = useMayWatch();
  const money = (amount: number) => formatAmount(amount, { currency: cost.currency, locale });
  return (
    <div id="list-watch" className="watch-control watch-control--list">
      <p className="watch-control__state">
        {fillTemplate(watched ? text.listWatching : text.listNotWatching, { count })}
      </p>
      {!watched && cost.pricesVisible && cost.price !== null && (
        <p className="watch-control__cost">
          {fillTemplate(text.listPrice, {
            count,
            price: money(cost.price),
            total: money(Math.round(cost.price * count * 100) / 100),
          })}{' '}
          {text.billedOnce} {balanceLine(cost, text, locale)}
        </p>
      )}
      {may ? (
        <MonitorForm
          fields={{ intent: watched ? 'unwatch-list' : 'watch-list', listId, list: name }}
          back={back}
        >
          <Button type="submit" variant={watched ? 'secondary' : 'primary'}>
            {watched ? text.unwatchList : text.watchList}
          </Button>
        </MonitorForm>
      ) : (
        <p>{text.noPermission}</p>
      )}
    </div>
  );
}
