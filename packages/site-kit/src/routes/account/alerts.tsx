import { fillTemplate, type MonitoringText, monitoring } from '@kyc/content/interface';
import { formatDate } from '@kyc/formatters';
import { Button, SelectField } from '@kyc/ui';
import { Link, useLoaderData } from 'react-router';
import { AccountPage } from '../../components/account/AccountPage';
import { OutcomeNotice } from '../../components/account/OutcomeNotice';
import { ResponsiveTable } from '../../components/account/ResponsiveTable';
import {
  MonitorForm,
  MonitorNoticeView,
  useBack,
  useMayWatch,
} from '../../components/account/WatchControl';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { formatDateTime } from '../../lib/account/dateTime';
import {
  type Alert,
  alertsHref,
  balanceLine,
  costLine,
  HISTORY_SECTION_ID,
  kindName,
  MAIL_MODES,
  MONITOR_KINDS,
  valueLines,
  type Watches,
} from '../../lib/account/monitoring';
import { companyHref } from '../../lib/account/operations';
import { localizedPath } from '../../lib/links';
import type { Locale } from '../../lib/locale';
import { useRootData } from '../../lib/rootData';
import type { AlertsFilter, loader } from './alerts.server';
import './alerts.css';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

/** A company page's history section (the alert's link), on this app's company page. */
function historyHref(keyNo: string, variant: 'desktop' | 'mobile', locale: Locale): string {
  return localizedPath(`${companyHref(keyNo, variant)}#${HISTORY_SECTION_ID}`, locale);
}

function Value({
  alert,
  which,
  text,
}: {
  alert: Alert;
  which: 'before' | 'after';
  text: MonitoringText;
}) {
  const { locale } = useRootData();
  const lines = valueLines(alert.kind, alert[which], text, locale);
  if (lines.length === 0) return <span className="alert-item__none">{text.none}</span>;
  if (lines.length === 1) return <span>{lines[0]}</span>;
  return (
    <ul className="alert-item__lines">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** One alert: the company and kind, before and after, the chain, the source and both dates. */
function AlertItem({ alert, text }: { alert: Alert; text: MonitoringText }) {
  const { locale, variant } = useRootData();
  const back = useBack(`alert-${alert.id}`);
  const name = locale === 'en' ? alert.companyNameEn || alert.companyName : alert.companyName;
  const titleId = `alert-${alert.id}-title`;
  const colon = locale === 'en' ? ': ' : '：';
  return (
    <li
      id={`alert-${alert.id}`}
      className={alert.read ? 'alert-item' : 'alert-item alert-item--unread'}
    >
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="alert-item__title">
          <a href={historyHref(alert.keyNo, variant, locale)}>{name}</a>
          <span className="alert-item__kind">{kindName(alert.kind, text)}</span>
          {!alert.read && <span className="alert-item__unread">{text.unread}</span>}
        </h3>
        <dl className="alert-item__change">
          <div>
            <dt>{text.before}</dt>
            <dd>
              <Value alert={alert} which="before" text={text} />
            </dd>
          </div>
          <div>
            <dt>{text.after}</dt>
            <dd>
              <Value alert={alert} which="after" text={text} />
            </dd>
          </div>
        </dl>
        {alert.chain && alert.chain.length > 0 && (
          <p className="alert-item__chain">
            {text.chain}{' '}
            {alert.chain.map((link, index) => (
              <span key={link.keyNo || index}>
                {index > 0 && ' → '}
                {link.keyNo ? (
                  <a href={historyHref(link.keyNo, variant, locale)}>
                    {(locale === 'en' && link.nameEn) || link.name}
                  </a>
                ) : (
                  (locale === 'en' && link.nameEn) || link.name
                )}
              </span>
            ))}
          </p>
        )}
        <p className="alert-item__meta">
          <span>
            {text.source}
            {colon}
            {alert.source === 'register' ? text.register : alert.source}
          </span>
          {alert.sourceDate && (
            <span>
              {text.sourceDate}
              {colon}
              {formatDate(alert.sourceDate, { locale })}
            </span>
          )}
          <span>
            {text.seenAt}
            {colon}
            {formatDateTime(alert.seenAt, locale)}
          </span>
        </p>
        <div className="alert-item__actions">
          <a href={historyHref(alert.keyNo, variant, locale)}>{text.historyLink}</a>
          {!alert.read && (
            <MonitorForm fields={{ intent: 'read', eventId: alert.id }} back={back}>
              <Button type="submit" variant="ghost" size="sm">
                {text.markRead}
              </Button>
            </MonitorForm>
          )}
        </div>
      </article>
    </li>
  );
}

function Filters({
  filter,
  lists,
  companies,
  text,
}: {
  filter: AlertsFilter;
  lists: { id: number; name: string }[];
  companies: { keyNo: string; name: string | null; nameEn: string }[];
  text: MonitoringText;
}) {
  const { locale } = useRootData();
  const named = (c: { name: string | null; nameEn: string }) =>
    locale === 'en' ? c.nameEn : (c.name ?? c.nameEn);
  const options = companies.map((c) => ({ value: c.keyNo, label: named(c) }));
  if (filter.keyNo && !options.some((o) => o.value === filter.keyNo))
    options.unshift({ value: filter.keyNo, label: filter.keyNo });
  const anyFilter = filter.listId || filter.keyNo || filter.kind || filter.unread;
  return (
    <form method="get" action="/alerts" className="account-card account-form alerts-filters">
      <h2 className="account-card__title">{text.filters}</h2>
      {locale === 'en' && <input type="hidden" name="lang" value="en" />}
      <div className="alerts-filters__fields">
        {lists.length > 0 && (
          <SelectField
            id="alerts-list"
            name="list"
            label={text.list}
            placeholder={text.allLists}
            defaultValue={filter.listId ? String(filter.listId) : ''}
            options={lists.map((l) => ({ value: String(l.id), label: l.name }))}
          />
        )}
        <SelectField
          id="alerts-company"
          name="company"
          label={text.company}
          placeholder={text.allCompanies}
          defaultValue={filter.keyNo ?? ''}
          options={options}
        />
        <SelectField
          id="alerts-kind"
          name="kind"
          label={text.kind}
          placeholder={text.allKinds}
          defaultValue={filter.kind ?? ''}
          options={MONITOR_KINDS.map((kind) => ({ value: kind, label: kindName(kind, text) }))}
        />
        <label className="alerts-filters__check">
          <input type="checkbox" name="unread" value="1" defaultChecked={filter.unread} />{' '}
          {text.unreadOnly}
        </label>
      </div>
      <div className="account-form__actions">
        <Button type="submit">{text.filter}</Button>
        {anyFilter && <Link to={localizedPath('/alerts', locale)}>{text.clearFilters}</Link>}
      </div>
    </form>
  );
}

function MailChoice({ watches, text }: { watches: Watches; text: MonitoringText }) {
  const { mode, email } = watches.mail;
  const back = useBack('alerts-mail');
  return (
    <section id="alerts-mail" className="account-card" aria-labelledby="alerts-mail-title">
      <h2 id="alerts-mail-title" className="account-card__title">
        {text.mailTitle}
      </h2>
      {email ? <p>{fillTemplate(text.mailTo, { email })}</p> : <p>{text.noEmail}</p>}
      <MonitorForm fields={{ intent: 'mail' }} back={back} className="account-form">
        <fieldset className="account-form__fieldset">
          <legend className="account-form__legend">{text.mailHow}</legend>
          {MAIL_MODES.map((value) => (
            <label key={value} className="alerts-mail__choice">
              <input type="radio" name="mode" value={value} defaultChecked={mode === value} />{' '}
              {text[`mail_${value}`]}
            </label>
          ))}
        </fieldset>
        <div className="account-form__actions">
          <Button type="submit" variant="secondary">
            {text.mailSave}
          </Button>
        </div>
      </MonitorForm>
    </section>
  );
}

function WatchesSection({
  watches,
  filter,
  text,
}: {
  watches: Watches;
  filter: AlertsFilter;
  text: MonitoringText;
}) {
  const { locale, variant } = useRootData();
  const may = useMayWatch();
  const back = useBack('alerts-watches');
  const cost = costLine(watches.cost, text, locale);
  const balance = balanceLine(watches.cost, text, locale);
  const pages = Math.max(1, Math.ceil(watches.total / watches.pageSize));
  const pageHref = (page: number) =>
    localizedPath(
      `${alertsHref({ ...filter })}${alertsHref({ ...filter }).includes('?') ? '&' : '?'}watches=${page}#alerts-watches`,
      locale,
    );
  const listNames = (lists: { name: string }[]) =>
    lists.map((l) => l.name).join(locale === 'en' ? ', ' : '、');
  return (
    <section id="alerts-watches" className="account-card" aria-labelledby="alerts-watches-title">
      <h2 id="alerts-watches-title" className="account-card__title">
        {text.watchesTitle}
      </h2>
      {watches.total === 0 && watches.lists.length === 0 ? (
        <p>{text.noWatches}</p>
      ) : (
        <p>
          {fillTemplate(text.watchesSummary, {
            companies: watches.total,
            lists: watches.lists.length,
          })}
        </p>
      )}
      {cost && (
        <p className="watch-control__cost">
          {cost} {text.billedOnce} {balance}
        </p>
      )}
      {watches.cost.unpaid > 0 && (
        <p className="alerts-unpaid" role="status">
          {fillTemplate(text.unpaid, { count: watches.cost.unpaid })}
        </p>
      )}
      {watches.lists.length > 0 && (
        <>
          <h3 className="alerts-subheading">{text.watchedLists}</h3>
          <ul className="alerts-watched-lists">
            {watches.lists.map((list) => (
              <li key={list.id}>
                <Link to={localizedPath(`/team-lists?list=${list.id}`, locale)}>{list.name}</Link> (
                {list.companies})
                {may && (
                  <MonitorForm
                    fields={{ intent: 'unwatch-list', listId: list.id, list: list.name }}
                    back={back}
                    className="watch-button"
                  >
                    <button type="submit" className="watch-button__submit">
                      {text.unwatchList}
                    </button>
                  </MonitorForm>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {watches.companies.length > 0 && (
        <>
          <h3 className="alerts-subheading">{text.watchedCompanies}</h3>
          <ResponsiveTable
            caption={text.watchedCompanies}
            rowHeaders
            columns={[text.company, text.how, text.paid]}
            empty={text.noWatches}
            rows={watches.companies.map((company) => {
              const name = locale === 'en' ? company.nameEn : (company.name ?? company.nameEn);
              return {
                key: company.keyNo,
                cells: [
                  <Link key="name" to={localizedPath(companyHref(company.keyNo, variant), locale)}>
                    {name}
                  </Link>,
                  // The stop button sits in a cell that may hold a form (a phone's card title is a
                  // paragraph, which may not).
                  <span key="how" className="alerts-company">
                    {[
                      company.direct ? text.own : null,
                      company.lists.length > 0
                        ? fillTemplate(text.viaLists, { lists: listNames(company.lists) })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(locale === 'en' ? '; ' : '；')}
                    {may && company.direct && (
                      <MonitorForm
                        fields={{ intent: 'unwatch', keyNo: company.keyNo, company: name }}
                        back={back}
                        className="watch-button"
                      >
                        <button
                          type="submit"
                          className="watch-button__submit"
                          aria-label={fillTemplate(text.unwatchCompany, { company: name })}
                        >
                          {text.unwatch}
                        </button>
                      </MonitorForm>
                    )}
                  </span>,
                  company.paid ? text.paidYes : text.paidNo,
                ],
              };
            })}
          />
          {pages > 1 && (
            <nav className="alerts-pager" aria-label={text.watchedCompanies}>
              {watches.page > 1 && <Link to={pageHref(watches.page - 1)}>{text.previous}</Link>}
              <span>{fillTemplate(text.pageOf, { page: watches.page, pages })}</span>
              {watches.page < pages && <Link to={pageHref(watches.page + 1)}>{text.next}</Link>}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Monitoring alerts (issue 28): the alerts of watched companies, narrowed by list, company and
 * kind, each with before and after, the chain of a change above the company, its source and
 * both dates, and a link to the company's history; marking read; what is watched and what it
 * costs; the alert mail. Every form works without JavaScript (post, 303, get).
 */
export default function Alerts() {
  const { page, common, filter, alerts, watches, companies, lists, notice } =
    useLoaderData<typeof loader>();
  const { locale } = useRootData();
  const text = monitoring[locale];
  const back = useBack();
  const anyFilter = Boolean(filter.listId || filter.keyNo || filter.kind || filter.unread);
  return (
    <AccountPage heading={page.heading} description={page.description} width="full">
      <MonitorNoticeView notice={notice} />
      <Filters filter={filter} lists={lists} companies={companies} text={text} />
      <section className="account-card" aria-labelledby="alerts-title">
        <div className="alerts-head">
          <h2 id="alerts-title" className="account-card__title">
            {text.alertsHeading}
          </h2>
          {alerts.ok && alerts.data.unread > 0 && (
            <>
              <span className="alerts-head__count">
                {fillTemplate(text.unreadCount, { count: alerts.data.unread })}
              </span>
              <MonitorForm
                fields={{
                  intent: 'read-all',
                  ...(filter.listId ? { listId: filter.listId } : {}),
                  ...(filter.keyNo ? { keyNo: filter.keyNo } : {}),
                  ...(filter.kind ? { kind: filter.kind } : {}),
                }}
                back={back}
              >
                <Button type="submit" variant="secondary" size="sm">
                  {text.markAllRead}
                </Button>
              </MonitorForm>
            </>
          )}
        </div>
        {!alerts.ok ? (
          <OutcomeNotice outcome={alerts} labels={common} />
        ) : alerts.data.items.length === 0 ? (
          <p className="alerts-empty">{anyFilter ? text.emptyFiltered : text.empty}</p>
        ) : (
          <ol className="alerts-list">
            {alerts.data.items.map((alert) => (
              <AlertItem key={alert.id} alert={alert} text={text} />
            ))}
          </ol>
        )}
        {alerts.ok && (filter.before || alerts.data.nextBefore) && (
          <nav className="alerts-pager" aria-label={text.alertsHeading}>
            {filter.before && (
              <Link to={localizedPath(alertsHref({ ...filter, before: null }), locale)}>
                {text.newest}
              </Link>
            )}
            {alerts.data.nextBefore && (
              <Link
                to={localizedPath(
                  alertsHref({ ...filter, before: alerts.data.nextBefore }),
                  locale,
                )}
              >
                {text.older}
              </Link>
            )}
          </nav>
        )}
        <p className="account-form__note">{text.timeZone}</p>
      </section>
      {watches.ok && <MailChoice watches={watches.data} text={text} />}
      {watches.ok ? (
        <WatchesSection watches={watches.data} filter={filter} text={text} />
      ) : (
        <OutcomeNotice outcome={watches} labels={common} />
      )}
    </AccountPage>
  );
}
