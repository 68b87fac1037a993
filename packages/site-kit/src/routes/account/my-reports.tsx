import { fillTemplate } from '@kyc/content/interface';
import { useEffect, useRef } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { OutcomeNotice } from '../../components/account/OutcomeNotice';
import { ResponsiveTable } from '../../components/account/ResponsiveTable';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { formatDateTime } from '../../lib/account/dateTime';
import {
  creditsText,
  isPending,
  orderCompanyHref,
  orderCompanyName,
  type ReportOrder,
  reportPdfHref,
  verifyHref,
} from '../../lib/account/reports';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { loader } from './my-reports.server';
import './home-activity.css';
import './my-reports.css';

/** How often the page asks again while a report is received or being generated. */
export const MY_REPORTS_POLL_MS = 2_000;

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

/**
 * Revalidates the page's data every `intervalMs` while `pending`: statuses change by
 * themselves, without a reload. A hidden tab asks nothing (and asks at once when shown again);
 * nothing pending, nothing asked.
 *
 * @example useRevalidateWhile(orders.some(isPending), MY_REPORTS_POLL_MS);
 */
export function useRevalidateWhile(pending: boolean, intervalMs: number): void {
  const revalidator = useRevalidator();
  const current = useRef(revalidator);
  current.current = revalidator;
  useEffect(() => {
    if (!pending) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const visible = () => document.visibilityState !== 'hidden';
    const ask = () => {
      // One question at a time: a slow answer is not asked again on top of itself.
      if (visible() && current.current.state === 'idle') void current.current.revalidate();
    };
    const start = () => {
      if (timer === undefined && visible()) timer = setInterval(ask, intervalMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (!visible()) return stop();
      ask();
      start();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [pending, intervalMs]);
}

/**
 * The user's ordered reports, newest first, twenty a page: the company, the kind, when (Asia/
 * Shanghai), the status in words (a live region: it changes by itself while a report is on its
 * way), the payment, the report's number and verification code, and once ready its PDF and
 * the way to verify it. A table on the desktop, cards on a phone.
 */
export default function MyReports() {
  const { page, common, orders, kindNames, before } = useLoaderData<typeof loader>();
  const { labels } = page;
  const { locale, variant } = useRootData();
  const kinds = new Map(kindNames);
  const items = orders.ok ? orders.data.items : [];
  useRevalidateWhile(items.some(isPending), MY_REPORTS_POLL_MS);

  const status = (order: ReportOrder) => {
    const words =
      order.status === 'failed'
        ? fillTemplate(labels.status_failed, { reason: order.failureReason ?? common.dash })
        : labels[`status_${order.status}`];
    return (
      <span
        key="status"
        className={`my-reports__status my-reports__status--${order.status}`}
        aria-live="polite"
      >
        {words}
      </span>
    );
  };
  const payment = (order: ReportOrder) => {
    if (order.billing === 'credits') return creditsText(order.credits, labels);
    return order.invoiceNo
      ? fillTemplate(labels.invoice, { invoiceNo: order.invoiceNo })
      : labels.invoicePending;
  };
  const reference = (order: ReportOrder) => (
    <span key="reference" className="my-reports__reference">
      <span>
        <span className="kyc-visually-hidden">{labels.reportNo} </span>
        <span className="my-reports__code">{order.reportNo}</span>
      </span>
      <span>
        {labels.verifyCode} <span className="my-reports__code">{order.verifyCode}</span>
      </span>
    </span>
  );
  const actions = (order: ReportOrder) =>
    order.status === 'ready' ? (
      <span key="actions" className="my-reports__actions">
        {/* apps/api records the download in the operation log as it sends the file: a plain
            link, with or without JavaScript. */}
        <a href={reportPdfHref(order.id)} download={`${order.reportNo}.pdf`}>
          {labels.download}
        </a>
        <Link to={localizedPath(verifyHref(order), locale)}>{labels.verify}</Link>
      </span>
    ) : (
      common.dash
    );

  const balance = orders.ok
    ? orders.data.billing === 'invoice' || orders.data.balance === null
      ? labels.invoiced
      : orders.data.balance === 1
        ? labels.balanceOne
        : fillTemplate(labels.balance, { balance: orders.data.balance })
    : null;

  return (
    <AccountPage heading={page.heading} description={page.description} width="full">
      {orders.ok ? (
        <>
          {balance && <p className="my-reports__balance">{balance}</p>}
          {items.length === 0 && before === null ? (
            <Notice tone="info" title={labels.empty}>
              <p>{labels.emptyHow}</p>
              <p>
                <Link to={localizedPath('/live-search', locale)}>{labels.findCompany}</Link>
              </p>
            </Notice>
          ) : (
            <ResponsiveTable
              caption={page.heading}
              columns={[
                labels.company,
                labels.reportKind,
                labels.orderedAt,
                labels.status,
                labels.payment,
                labels.reference,
                labels.actions,
              ]}
              empty={labels.empty}
              rowHeaders
              rows={items.map((order) => ({
                key: String(order.id),
                cells: [
                  <Link key="company" to={localizedPath(orderCompanyHref(order, variant), locale)}>
                    {orderCompanyName(order, locale)}
                  </Link>,
                  kinds.get(order.kind) ?? common.dash,
                  <time key="at" dateTime={order.createdAt}>
                    {formatDateTime(order.createdAt, locale, common.dash)}
                  </time>,
                  status(order),
                  payment(order),
                  reference(order),
                  actions(order),
                ],
              }))}
            />
          )}
          {items.some(isPending) && <p className="activity__zone">{labels.updating}</p>}
          {items.length > 0 && <p className="activity__zone">{labels.timeZone}</p>}
          <nav className="activity__pages" aria-label={page.heading}>
            {before !== null && (
              <Link to={localizedPath('/my-reports', locale)}>{labels.newest}</Link>
            )}
            {orders.data.nextBefore !== null && orders.data.nextBefore !== undefined && (
              <Link
                rel="next"
                to={localizedPath(`/my-reports?before=${orders.data.nextBefore}`, locale)}
              >
                {labels.older}
              </Link>
            )}
          </nav>
        </>
      ) : (
        <OutcomeNotice outcome={orders} labels={common} />
      )}
    </AccountPage>
  );
}
