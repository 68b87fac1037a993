import { fillTemplate } from '@kyc/content/interface';
import { Button, SelectField, TextField } from '@kyc/ui';
import { Form, Link, useLoaderData } from 'react-router';
import { AccountPage } from '../../components/account/AccountPage';
import { OutcomeNotice } from '../../components/account/OutcomeNotice';
import { ResponsiveTable } from '../../components/account/ResponsiveTable';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { formatDateTime } from '../../lib/account/dateTime';
import { auditActionKey } from '../../lib/account/team';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { loader } from './team-audit.server';
import './team.css';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

/** The actions the filter offers: each family, as apps/api matches them. */
const ACTION_FILTERS = [
  'search',
  'company.view',
  'report',
  'export',
  'member',
  'list',
  'note',
  'key',
  'team',
] as const;

/**
 * The team's audit trail for those who may see it: who did what, when and on what, newest
 * first, filtered by member, action and dates, exported as CSV; the chain check above says
 * whether any row was altered and names the first.
 */
export default function TeamAudit() {
  const { page, common, filters, members, rows, check, csvHref, mayExport } =
    useLoaderData<typeof loader>();
  const { labels } = page;
  const { locale } = useRootData();
  const words = labels as unknown as Record<string, string>;
  const actionName = (action: string) => words[auditActionKey(action)] ?? labels.actionOther;
  const familyName = (family: string) => words[`family_${family}`] ?? actionName(family);
  const nextHref = (before: string) =>
    localizedPath(
      `/team-audit?${new URLSearchParams(
        Object.entries({ ...filters, before }).filter(([, value]) => value !== ''),
      )}`,
      locale,
    );

  return (
    <AccountPage heading={page.heading} description={page.description} width="full">
      {check && (
        <p className={check.ok ? 'team-check team-check--ok' : 'team-check team-check--altered'}>
          {check.ok || !check.firstAltered
            ? fillTemplate(labels.checkOk, { count: check.checked })
            : fillTemplate(labels.checkAltered, {
                id: check.firstAltered.id,
                time: formatDateTime(check.firstAltered.createdAt, locale),
              })}
        </p>
      )}
      <Form method="get" className="account-card team-audit-filters">
        {locale === 'en' && <input type="hidden" name="lang" value="en" />}
        <SelectField
          id="audit-person"
          name="userId"
          label={labels.person}
          placeholder={labels.all}
          options={members.map((member) => ({ value: String(member.id), label: member.name }))}
          defaultValue={filters.userId}
        />
        <SelectField
          id="audit-action"
          name="action"
          label={labels.action}
          placeholder={labels.all}
          options={ACTION_FILTERS.map((family) => ({ value: family, label: familyName(family) }))}
          defaultValue={filters.action}
        />
        <TextField
          id="audit-from"
          name="from"
          type="date"
          label={labels.from}
          defaultValue={filters.from}
        />
        <TextField
          id="audit-to"
          name="to"
          type="date"
          label={labels.to}
          defaultValue={filters.to}
        />
        <Button type="submit" variant="secondary">
          {labels.filter}
        </Button>
        {mayExport && (
          <a className="team-audit-export" href={csvHref} download>
            {labels.exportCsv}
          </a>
        )}
      </Form>
      {rows.ok ? (
        <section className="account-card team-table">
          <ResponsiveTable
            caption={page.heading}
            // The detail apps/api keeps with each row is in its own words (English); the page
            // names who, when, what and on what in the page's language, the CSV has the detail.
            columns={[labels.when, labels.who, labels.what, labels.target]}
            rows={rows.data.items.map((row) => ({
              key: row.id,
              cells: [
                formatDateTime(row.createdAt, locale, common.dash),
                row.loginName ?? common.dash,
                actionName(row.action),
                <span key="target" className="team-audit-target">
                  {(locale === 'en' ? row.targetNameEn : (row.targetName ?? row.targetNameEn)) ??
                    (row.target || common.dash)}
                </span>,
              ],
            }))}
            empty={labels.empty}
          />
          <p className="team-summary__links">
            {filters.before && <Link to={nextHref('')}>{labels.newest}</Link>}
            {rows.data.nextBefore && (
              <Link to={nextHref(rows.data.nextBefore)}>{labels.older}</Link>
            )}
          </p>
          <p className="account-form__note">{labels.timeZone}</p>
        </section>
      ) : (
        <OutcomeNotice outcome={rows} labels={common} />
      )}
    </AccountPage>
  );
}
