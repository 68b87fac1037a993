import { formatDate } from '@kyc/formatters';
import { Button } from '@kyc/ui';
import { useLoaderData, useRevalidator } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { ResponsiveTable } from '../../components/account/ResponsiveTable';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { useRootData } from '../../lib/rootData';
import type { loader } from './system-status.server';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

const TEXT = {
  'zh-CN': {
    component: '组件',
    state: '状态',
    operational: '运行正常',
    ms: (value: number) => `${value} 毫秒`,
    roundTrip: '网站到账户服务往返',
    uptime: '账户服务已运行',
    uptimeValue: (hours: number, minutes: number) => `${hours} 小时 ${minutes} 分钟`,
    refreshing: '正在刷新……',
  },
  en: {
    component: 'Component',
    state: 'Status',
    operational: 'Operational',
    ms: (value: number) => `${value} ms`,
    roundTrip: 'Site to account service round trip',
    uptime: 'Account service up for',
    uptimeValue: (hours: number, minutes: number) => `${hours} h ${minutes} min`,
    refreshing: 'Refreshing…',
  },
};

/** Date and time in Asia/Shanghai (SPEC §9's default zone), the date part as formatDate writes it. */
function checkedAtText(iso: string, locale: 'zh-CN' | 'en'): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '-';
  const clock = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(time);
  return `${formatDate(iso, { locale })} ${clock}`;
}

export default function SystemStatus() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, status } = loaderData;
  const { labels } = page;
  const { locale } = useRootData();
  const text = TEXT[locale];
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
              row.latency === null ? '-' : text.ms(row.latency),
            ],
          }))}
        />
        <dl className="account-facts account-status__facts">
          {database && (
            <>
              <dt>{labels.storageResponse}</dt>
              <dd>{text.ms(database.latencyMs)}</dd>
            </>
          )}
          {status.roundTripMs !== null && (
            <>
              <dt>{text.roundTrip}</dt>
              <dd>{text.ms(status.roundTripMs)}</dd>
            </>
          )}
          {uptime !== null && (
            <>
              <dt>{text.uptime}</dt>
              <dd>
                {text.uptimeValue(Math.floor(uptime / 3600), Math.floor((uptime % 3600) / 60))}
              </dd>
            </>
          )}
          <dt>{labels.lastUpdated}</dt>
          <dd>
            <time dateTime={status.checkedAt}>{checkedAtText(status.checkedAt, locale)}</time>
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
