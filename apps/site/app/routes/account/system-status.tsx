import { formatDate } from '@kyc/formatters';
import { AccountPage, Notice } from '@kyc/site-kit/components/account/AccountPage.tsx';
import { accountMeta } from '@kyc/site-kit/lib/account/accountMeta.ts';
import { utilityPageData } from '@kyc/site-kit/lib/account/page.server.ts';
import type { SystemStatusResponse } from '@kyc/site-kit/lib/account/types.ts';
import { useRootData } from '@kyc/site-kit/lib/rootData.ts';
import { Button } from '@kyc/ui';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/system-status';

/** The status report apps/api gives (also with its 503, when the database is down), or null. */
async function fetchStatus(apiOrigin: string): Promise<SystemStatusResponse | null> {
  try {
    const response = await fetch(`${apiOrigin}/webapi/system/status`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok && response.status !== 503) return null;
    const body = (await response.json()) as Partial<SystemStatusResponse> | null;
    return body && Array.isArray(body.checks) ? (body as SystemStatusResponse) : null;
  } catch {
    return null;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const data = utilityPageData(request, '/system-status');
  const started = performance.now();
  const report = await fetchStatus(context.apiOrigin);
  // Measured here, on the server: the site's own trip to the account service and back.
  const roundTripMs = Math.round((performance.now() - started) * 10) / 10;
  return {
    ...data,
    status: {
      apiReachable: report !== null,
      roundTripMs: report ? roundTripMs : null,
      checks: report?.checks ?? [],
      checkedAt: report?.checkedAt ?? new Date().toISOString(),
      uptimeSeconds: typeof report?.uptimeSeconds === 'number' ? report.uptimeSeconds : null,
    },
  };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args);
}

const TEXT = {
  'zh-CN': {
    component: '组件',
    state: '状态',
    operational: '运行正常',
    latency: '延迟',
    ms: (value: number) => `${value} 毫秒`,
    database: '数据库响应',
    roundTrip: '网站到账户服务往返',
    uptime: '账户服务已运行',
    uptimeValue: (hours: number, minutes: number) => `${hours} 小时 ${minutes} 分钟`,
    refreshing: '正在刷新……',
  },
  en: {
    component: 'Component',
    state: 'Status',
    operational: 'Operational',
    latency: 'Latency',
    ms: (value: number) => `${value} ms`,
    database: 'Database response',
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

export default function SystemStatus({ loaderData }: Route.ComponentProps) {
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
        <table className="account-table">
          <caption className="kyc-visually-hidden">{page.heading}</caption>
          <thead>
            <tr>
              <th scope="col">{text.component}</th>
              <th scope="col">{text.state}</th>
              <th scope="col">{text.latency}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>
                  <span
                    className={`account-dot account-dot--${row.ok ? 'ok' : 'down'}`}
                    aria-hidden="true"
                  />
                  {stateText(row.ok)}
                </td>
                <td>{row.latency === null ? '-' : text.ms(row.latency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="account-facts account-status__facts">
          {database && (
            <>
              <dt>{text.database}</dt>
              <dd>
                {text.ms(database.latencyMs)} ({database.detail})
              </dd>
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
