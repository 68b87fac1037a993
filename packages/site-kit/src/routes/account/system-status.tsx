import { fillTemplate, systemStatus } from '@kyc/content/interface';
import { Button } from '@kyc/ui';
import { useLoaderData, useRevalidator } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { ResponsiveTable } from '../../components/account/ResponsiveTable';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { formatDateTime } from '../../lib/account/dateTime';
import { useRootData } from '../../lib/rootData';
import type { loader } from './system-status.server';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

export default function SystemStatus() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, status } = loaderData;
  const { labels } = page;
  const { locale } = useRootData();
  const text = systemStatus[locale];
  const revalidator = useRevalidator();
  const database = status.checks.find((check) => check.name === 'database');
  const databaseOk = database?.ok === true;
  const overall = !status.apiReachable ? 'outage' : databaseOk ? 'ok' : 'degraded';
  const stateText = (ok: boolean) => (ok ? text.operational : labels.outage);
  const rows = [
    { name: labels.componentWeb, ok: true, latency: null },
    { name: labels.componentApi, ok: status.apiReachable, latency: status.roundTripMs },
    { name: labels.componentSearch, ok: databaseOk, latency: database?.latencyMs ?? null },
    { name: labels.componentReports, ok: databaseOk, latency: null },
  ];
  const uptime = status.uptimeSeconds;
  return (
    <AccountPage heading={page.heading} description={page.description} width="wide">
      <Notice
        tone={overall === 'ok' ? 'success' : overall === 'degraded' ? 'warning' : 'error'}
        title={
          overall === 'ok'
            ? labels.allOperational
            : overall === 'degraded'
              ? labels.degraded
              : labels.outage
        }
      />
      <div className="account-card">
        <ResponsiveTable
          caption={page.heading}
          columns={[text.component, text.state, labels.responseTime]}
          rowHeaders
          empty="-"
          rows={rows.map((row) => ({
            key: row.name,
            cells: [
              row.name,
              <>
                <span
                  className={`account-dot account-dot--${row.ok ? 'ok' : 'down'}`}
                  aria-hidden="true"
                />
                {stateText(row.ok)}
              </>,
              row.latency === null ? '-' : fillTemplate(text.ms, { value: row.latency }),
            ],
          }))}
        />
        <dl className="account-facts account-status__facts">
          {database && (
            <>
              <dt>{labels.storageResponse}</dt>
              <dd>{fillTemplate(text.ms, { value: database.latencyMs })}</dd>
            </>
          )}
          {status.roundTripMs !== null && (
            <>
              <dt>{text.roundTrip}</dt>
              <dd>{fillTemplate(text.ms, { value: status.roundTripMs })}</dd>
            </>
          )}
          {uptime !== null && (
            <>
              <dt>{text.uptime}</dt>
              <dd>
                {fillTemplate(text.uptimeValue, {
                  hours: Math.floor(uptime / 3600),
                  minutes: Math.floor((uptime % 3600) / 60),
                })}
              </dd>
            </>
          )}
          <dt>{labels.lastUpdated}</dt>
          <dd>
            <time dateTime={status.checkedAt}>{formatDateTime(status.checkedAt, locale)}</time>
          </dd>
        </dl>
        <div className="account-form__actions">
          <Button
            variant="secondary"
            loading={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            {labels.refresh}
          </Button>
          <span className="kyc-visually-hidden" aria-live="polite">
            {revalidator.state === 'loading' ? text.refreshing : ''}
          </span>
        </div>
      </div>
    </AccountPage>
  );
}
