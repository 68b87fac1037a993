import { type ApiUsageText, apiOperations, apiUsage, fillTemplate } from '@kyc/content/interface';
import { formatAmount } from '@kyc/formatters';
import { Button, TextField } from '@kyc/ui';
import { Form, Link, useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { OutcomeNotice } from '../../components/account/OutcomeNotice';
import { ResponsiveTable } from '../../components/account/ResponsiveTable';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { type ApiUsageResponse, operationName } from '../../lib/account/apiKeys';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { loader } from './api-usage.server';
import './api-usage.css';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

/**
 * Every day from `from` to `to` (inclusive, `YYYY-MM-DD`), in order.
 *
 * @param from the first day
 * @param to the last day
 * @returns the days, none when `to` is before `from`
 * @example daysBetween('2026-11-29', '2026-12-01') // ['2026-11-29', '2026-11-30', '2026-12-01']
 */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end && days.length < 400; at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * Calls per day, every day of the range (0 for a day without calls).
 *
 * @param usage the usage answer
 * @returns `[day, calls]` pairs in date order
 * @example callsPerDay(usage) // [['2026-11-01', 0], ['2026-11-02', 12], …]
 */
export function callsPerDay(usage: ApiUsageResponse): [string, number][] {
  const calls = new Map<string, number>();
  for (const row of usage.rows) calls.set(row.day, (calls.get(row.day) ?? 0) + row.calls);
  return daysBetween(usage.from, usage.to).map((day) => [day, calls.get(day) ?? 0]);
}

/**
 * Calls per day as bars: an SVG without text of its own (labels are HTML beside it, so they
 * keep their size on every screen), named and summed up for screen readers; each bar says
 * its day and calls on hover. The table below it has the same numbers.
 */
function UsageChart({ usage, text }: { usage: ApiUsageResponse; text: ApiUsageText }) {
  const days = callsPerDay(usage);
  const peak = Math.max(0, ...days.map(([, calls]) => calls));
  const width = Math.max(days.length, 1) * 10;
  const height = 100;
  return (
    <figure className="api-usage__chart">
      <figcaption id="usage-chart-heading" className="api-usage__heading">
        {text.chartHeading}
      </figcaption>
      <div className="api-usage__plot">
        <span className="api-usage__peak" aria-hidden="true">
          {peak}
        </span>
        <svg
          className="api-usage__svg"
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby="usage-chart-title usage-chart-desc"
        >
          <title id="usage-chart-title">{text.chartHeading}</title>
          <desc id="usage-chart-desc">
            {fillTemplate(text.chartSummary, {
              from: usage.from,
              to: usage.to,
              calls: usage.totals.calls,
              peak,
            })}
          </desc>
          <line x1="0" y1={height} x2={width} y2={height} className="api-usage__axis" />
          {days.map(([day, calls], index) =>
            calls > 0 ? (
              <rect
                key={day}
                className="api-usage__bar"
                x={index * 10 + 1.5}
                width={7}
                y={height - (calls / peak) * (height - 4)}
                height={(calls / peak) * (height - 4)}
              >
                <title>{fillTemplate(text.chartBar, { day, calls })}</title>
              </rect>
            ) : null,
          )}
        </svg>
        <span className="api-usage__zero" aria-hidden="true">
          0
        </span>
      </div>
      <p className="api-usage__axis-labels" aria-hidden="true">
        <span>{usage.from}</span>
        <span>{usage.to}</span>
      </p>
    </figure>
  );
}

/**
 * The API usage page (issue 25): a date range (this month by default) and live or test keys;
 * calls per day as a chart, then calls and amount per day and operation with the totals, and
 * the same numbers as CSV. The form is a plain GET: it works without JavaScript.
 */
export default function ApiUsagePage() {
  const { page, common, mode, typed, usage, csvHref } = useLoaderData<typeof loader>();
  const { locale } = useRootData();
  const text = apiUsage[locale];
  const operations = apiOperations[locale];
  const money = (amount: number, currency: string) => formatAmount(amount, { currency, locale });
  const data = usage.ok ? usage.data : null;

  return (
    <AccountPage heading={page.heading} description={page.description} width="full">
      <Form method="get" className="account-form api-usage__form" action="/api-usage">
        {locale === 'en' && <input type="hidden" name="lang" value="en" />}
        <fieldset className="account-form__fieldset api-usage__range">
          <legend className="account-form__legend">{text.rangeLegend}</legend>
          <TextField
            id="usage-from"
            name="from"
            type="date"
            label={text.from}
            defaultValue={data?.from ?? typed.from}
            locale={locale}
          />
          <TextField
            id="usage-to"
            name="to"
            type="date"
            label={text.to}
            defaultValue={data?.to ?? typed.to}
            locale={locale}
          />
        </fieldset>
        <fieldset className="account-form__fieldset">
          <legend className="account-form__legend">{text.modeLegend}</legend>
          <div className="account-form__choices">
            {(['live', 'test'] as const).map((value) => (
              <label key={value} className="api-usage__choice">
                <input type="radio" name="mode" value={value} defaultChecked={mode === value} />{' '}
                {value === 'live' ? text.modeLive : text.modeTest}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="account-form__actions">
          <Button type="submit">{text.show}</Button>
        </div>
      </Form>

      {!usage.ok ? (
        <OutcomeNotice outcome={usage} labels={common} />
      ) : (
        data && (
          <>
            {mode === 'test' && <Notice tone="info" title={text.testNote} />}
            <UsageChart usage={data} text={text} />
            <section aria-labelledby="usage-table-heading">
              <h2 id="usage-table-heading" className="api-usage__heading">
                {text.tableHeading}
              </h2>
              <ResponsiveTable
                caption={text.tableHeading}
                columns={[text.day, text.operation, text.calls, text.amount]}
                empty={text.empty}
                rows={data.rows.map((row) => ({
                  key: `${row.day}-${row.operation}`,
                  cells: [
                    row.day,
                    operationName(row.operation, operations),
                    String(row.calls),
                    money(row.amount, data.currency),
                  ],
                }))}
              />
              <p className="api-usage__totals">
                {fillTemplate(text.totals, {
                  calls: data.totals.calls,
                  amount: money(data.totals.amount, data.currency),
                })}
              </p>
            </section>
            <p className="activity__zone">{text.timeZone}</p>
            <p className="api-usage__links">
              {csvHref && (
                <a href={csvHref} download>
                  {text.csv}
                </a>
              )}
              <Link to={localizedPath('/api-keys', locale)}>{text.keysLink}</Link>
            </p>
          </>
        )
      )}
    </AccountPage>
  );
}
