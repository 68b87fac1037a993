import { type ClientLoaderFunctionArgs, Link, useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { ResponsiveTable } from '../../components/account/ResponsiveTable';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { formatDateTime } from '../../lib/account/dateTime';
import { describeOperation } from '../../lib/account/operations';
import { settleOpLogs } from '../../lib/account/useOpLog';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { loader } from './activity.server';
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

/** The user's operation log (SPEC §1), newest first, twenty a page, in Asia/Shanghai time. */
export default function Activity() {
  const { page, common, operations, packageNames, before } = useLoaderData<typeof loader>();
  const { labels } = page;
  const { locale, variant } = useRootData();
  const names = new Map(packageNames);
  return (
    <AccountPage heading={page.heading} description={page.description} width="wide">
      {operations.ok ? (
        <>
          <ResponsiveTable
            caption={page.heading}
            columns={[labels.what, labels.when]}
            empty={labels.empty}
            rowHeaders
            rows={operations.data.items.map((op) => {
              const view = describeOperation(op, labels, locale, variant, names);
              return {
                key: String(op.id),
                cells: [
                  view.href ? (
                    <Link key="what" to={localizedPath(view.href, locale)}>
                      {view.text}
                    </Link>
                  ) : (
                    view.text
                  ),
                  <time key="when" dateTime={op.createdAt}>
                    {formatDateTime(op.createdAt, locale, common.dash)}
                  </time>,
                ],
              };
            })}
          />
          <p className="activity__zone">{labels.timeZone}</p>
          <nav className="activity__pages" aria-label={page.heading}>
            {before !== null && (
              <Link to={localizedPath('/activity', locale)}>{labels.newest}</Link>
            )}
            {operations.data.nextBefore !== undefined && (
              <Link
                rel="next"
                to={localizedPath(`/activity?before=${operations.data.nextBefore}`, locale)}
              >
                {labels.older}
              </Link>
            )}
          </nav>
        </>
      ) : (
        <Notice tone="error">{operations.message}</Notice>
      )}
    </AccountPage>
  );
}
