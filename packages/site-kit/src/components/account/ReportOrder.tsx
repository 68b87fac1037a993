import type { Locale } from '@kyc/content';
import { fillTemplate, type ReportOrderText, reportOrder } from '@kyc/content/interface';
import { Button, SelectField } from '@kyc/ui';
import { type FormEvent, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { Await, Link, useActionData, useLocation, useRevalidator } from 'react-router';
import { formatDateTime } from '../../lib/account/dateTime';
import type { Outcome } from '../../lib/account/outcome';
import {
  balanceText,
  costText,
  creditsText,
  earlierOrder,
  inSentence,
  kindWords,
  ORDER_PARAMS,
  ORDER_SECTION_ID,
  type ReportOrder as PlacedOrder,
  priceText,
  REPORT_LANGUAGES,
  type ReportLanguage,
  remindsDuplicates,
} from '../../lib/account/reports';
import type {
  OrderActionData,
  OrderApproval,
  OrderChoice,
  OrderPanelData,
} from '../../lib/account/reports.server';
import { useAccountApi } from '../../lib/account/useAccountApi';
import { OP_TYPES, useOpLog } from '../../lib/account/useOpLog';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import { Notice } from './AccountPage';
import { OutcomeNotice } from './OutcomeNotice';
import './report-order.css';

export interface ReportOrderProps {
  keyNo: string;
  /** The company's name in the page's language. */
  company: string;
  /** The catalogue and the user's orders of this company (the page's loader). */
  panel: Outcome<OrderPanelData>;
  labels: { logIn: string; renewPlan: string; networkError: string };
}

/** apps/api's answer to an order placed from the browser. */
type BrowserAnswer = { ordered: PlacedOrder } | OrderActionData;

/** The plan page, coming back to this company page afterwards. */
function planHref(from: string, locale: Locale): string {
  return localizedPath(`/service-selection?${new URLSearchParams({ from })}`, locale);
}

/** The current address without the order section's step parameters (`drop`), for links. */
function withoutSteps(pathname: string, search: string, drop: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of drop) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * "Order a report" on a company page (desktop live search and the phone's company page): the
 * catalogue's kinds with their cost, the user's balance, the report's language, then a
 * confirmation naming the cost and the balance after (with a reminder when the user ordered
 * the same report of this company before and asked to be reminded), then the order. Each step
 * is a form POST to the page's action, so it works before (or without) JavaScript: the action
 * answers with a redirect to this page, whose query names the step (the choice to confirm, or
 * the order placed, read back from apps/api), so a reload never orders twice. With JavaScript
 * the choice is confirmed in the browser and the order goes to apps/api as the account's other
 * forms do (then the page's data is asked again: balance, orders), so the page and its search
 * stay where they are; React Router's fetcher would add its code to every page's first load.
 * Refusals are shown in words, with the way on (the plan page for too few credits or an ended
 * plan).
 */
export function ReportOrder({ keyNo, company, panel, labels }: ReportOrderProps) {
  const { locale, user } = useRootData();
  const text = reportOrder[locale];
  const location = useLocation();
  const api = useAccountApi(labels.networkError);
  const opLog = useOpLog();
  const revalidator = useRevalidator();
  // A refusal the server answered to a form posted without JavaScript (the page's action).
  const documentAnswer = useActionData() as OrderActionData | undefined;
  // Chosen in the browser: the confirmation needs no round trip.
  const [chosen, setChosen] = useState<OrderChoice | null>(null);
  // apps/api's answer to an order placed from the browser.
  const [placed, setPlaced] = useState<BrowserAnswer | null>(null);
  const [placing, setPlacing] = useState(false);
  // Once the user acts in the browser, what the server answered (the step in the page's query,
  // a refusal of a post) is history.
  const [acted, setActed] = useState(false);
  // This page, without the order just placed (the way to the plan page comes back here) ...
  const here = withoutSteps(location.pathname, location.search, [ORDER_PARAMS.ordered]);
  // ... and without any step: back to the choice.
  const start = withoutSteps(location.pathname, location.search, Object.values(ORDER_PARAMS));

  if (!panel.ok) {
    return (
      <section className="account-card report-order" aria-labelledby={ORDER_SECTION_ID}>
        <h3 id={ORDER_SECTION_ID} className="account-card__title">
          {text.heading}
        </h3>
        <OutcomeNotice outcome={panel} labels={labels} />
      </section>
    );
  }
  const { catalogue, orders } = panel.data;
  const server = acted ? null : panel.data;
  const answer = placed ?? (acted ? undefined : documentAnswer);
  const review = chosen ?? server?.review ?? null;
  const ordered = chosen ? null : placed && 'ordered' in placed ? placed.ordered : server?.placed;
  const refusal = answer && 'refusal' in answer ? answer.refusal : null;
  const approval = !chosen && answer && 'approval' in answer ? answer.approval : null;
  const kinds = catalogue.kinds;
  const chosenKind = review ? kinds.find((kind) => kind.code === review.kind) : undefined;

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const kind = kinds.find((item) => item.code === form.get('kind'));
    const language = String(form.get('language')) as ReportLanguage;
    if (!kind || !REPORT_LANGUAGES.includes(language)) return;
    setActed(true);
    setPlaced(null);
    setChosen({ keyNo, kind: kind.code, language });
  };
  const place = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placing || !review) return;
    setActed(true);
    setPlaced(null);
    // The confirmation stays on screen while the order is on its way.
    setChosen(review);
    setPlacing(true);
    const result = await api.request<PlacedOrder | OrderApproval>('/webapi/saas/reports/orders', {
      method: 'POST',
      body: { keyNo, kind: review.kind, language: review.language },
    });
    setPlacing(false);
    if (result.ok) {
      setChosen(null);
      const reply = result.data;
      // Above a team member's monthly cap: a request for another admin, not an order yet.
      if ('approvalRequired' in reply) {
        setPlaced({ approval: { message: reply.message } });
        return;
      }
      setPlaced({ ordered: reply });
      opLog.log(OP_TYPES.orderReport, keyNo);
      // The balance and this company's orders have changed.
      void revalidator.revalidate();
      return;
    }
    // A lost session goes to the login page (useAccountApi); the rest is said here.
    if (result.kind === 'unauthorized') return;
    const message =
      result.kind === 'fields' ? Object.values(result.fieldErrors).join(' ') : result.message;
    setPlaced({ refusal: { code: result.code, message } });
  };
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    // A confirmation shown from the browser's state goes back without reloading the page; one
    // the server rendered (from the page's query) goes to the page without it.
    if (!chosen) return;
    event.preventDefault();
    setPlaced(null);
    setChosen(null);
  };

  let body: ReactNode;
  if (review && chosenKind) {
    const words = kindWords(chosenKind, locale);
    const kindName = inSentence(words.name, locale);
    const short =
      catalogue.billing === 'credits' &&
      catalogue.balance !== null &&
      catalogue.balance < chosenKind.credits;
    // Not "order it again?" when it cannot be ordered at all.
    const earlier =
      !short && remindsDuplicates(user) ? earlierOrder(orders, chosenKind.code) : undefined;
    let question: string;
    if (catalogue.billing === 'credits') {
      question = fillTemplate(text.confirmCredits, {
        kind: kindName,
        company,
        credits: creditsText(chosenKind.credits, text),
        balance: creditsText(Math.max(0, (catalogue.balance ?? 0) - chosenKind.credits), text),
      });
    } else if (catalogue.pricesVisible && chosenKind.price !== null) {
      question = fillTemplate(text.confirmInvoice, {
        kind: kindName,
        company,
        price: priceText(chosenKind.price, chosenKind.currency, locale),
      });
    } else {
      question = fillTemplate(text.confirmInvoiceNoPrice, { kind: kindName, company });
    }
    body = (
      <div className="report-order__confirm">
        <h4 className="report-order__step">{text.confirmHeading}</h4>
        {earlier && (
          <Notice
            tone="warning"
            title={fillTemplate(text.duplicate, {
              date: formatDateTime(earlier.createdAt, locale),
              reportNo: earlier.reportNo,
            })}
          >
            <p>{text.duplicateQuestion}</p>
          </Notice>
        )}
        {short ? (
          <Notice
            tone="warning"
            title={fillTemplate(text.shortOfCredits, {
              balance: creditsText(catalogue.balance ?? 0, text),
              credits: creditsText(chosenKind.credits, text),
            })}
          >
            <p>
              <Link to={planHref(here, locale)}>{text.topUp}</Link>
            </p>
          </Notice>
        ) : (
          <p className="report-order__question">{question}</p>
        )}
        <p className="report-order__language">
          {fillTemplate(text.confirmLanguage, { language: text.languages[review.language] })}
        </p>
        <form
          method="post"
          className="account-form__actions"
          onSubmit={(event) => void place(event)}
        >
          <input type="hidden" name="intent" value="order" />
          <input type="hidden" name="keyNo" value={keyNo} />
          <input type="hidden" name="kind" value={review.kind} />
          <input type="hidden" name="language" value={review.language} />
          {!short && (
            <Button type="submit" loading={placing}>
              {text.confirm}
            </Button>
          )}
          <Link to={`${start}#${ORDER_SECTION_ID}`} onClick={back} preventScrollReset replace>
            {text.back}
          </Link>
        </form>
      </div>
    );
  } else {
    body = (
      <form method="post" className="report-order__form" onSubmit={choose}>
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="keyNo" value={keyNo} />
        <fieldset className="report-order__kinds">
          <legend className="account-form__legend">{text.kindLegend}</legend>
          {kinds.map((kind, index) => {
            const words = kindWords(kind, locale);
            return (
              <label key={kind.code} className="report-order__kind">
                <input type="radio" name="kind" value={kind.code} defaultChecked={index === 0} />
                <span className="report-order__kind-text">
                  <span className="report-order__kind-name">{words.name}</span>
                  <span className="report-order__kind-description">{words.description}</span>
                  <span className="report-order__kind-cost">
                    {costText(kind, catalogue, text, locale)}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="report-order__row">
          <SelectField
            id={`report-language-${keyNo}`}
            name="language"
            className="report-order__language-field"
            label={text.language}
            options={REPORT_LANGUAGES.map((value) => ({
              value,
              label: text.languages[value],
            }))}
            defaultValue={locale}
            locale={locale}
          />
          <Button type="submit">{text.review}</Button>
        </div>
      </form>
    );
  }

  return (
    <section className="account-card report-order" aria-labelledby={ORDER_SECTION_ID}>
      <h3 id={ORDER_SECTION_ID} className="account-card__title">
        {text.heading}
      </h3>
      <p className="report-order__intro">{fillTemplate(text.intro, { company })}</p>
      <p className="report-order__balance">{balanceText(catalogue, text)}</p>
      {orders.length > 0 && !ordered && (
        <p className="report-order__previous">
          {fillTemplate(text.previous, { count: orders.length })}{' '}
          <Link to={localizedPath('/my-reports', locale)}>{text.myReports}</Link>
        </p>
      )}
      {ordered && (
        <Notice tone="success" title={fillTemplate(text.ordered, { reportNo: ordered.reportNo })}>
          <p>{text.orderedDetail}</p>
          <p>
            <Link to={localizedPath('/my-reports', locale)}>{text.myReports}</Link>
          </p>
        </Notice>
      )}
      {approval && (
        <Notice tone="info" title={approval.message}>
          <p>
            <Link to={localizedPath('/team', locale)}>{text.approvalLink}</Link>
          </p>
        </Notice>
      )}
      {refusal && !placing && <Refusal refusal={refusal} text={text} from={here} locale={locale} />}
      {body}
    </section>
  );
}

/**
 * The order section once the page's deferred catalogue has arrived (nothing before: the
 * company's data comes first).
 *
 * @example <ReportOrderSlot keyNo={view.keyNo} company={view.shortName} panel={reports} labels={common} />
 */
export function ReportOrderSlot({
  panel,
  ...props
}: Omit<ReportOrderProps, 'panel'> & {
  panel: Promise<Outcome<OrderPanelData>> | Outcome<OrderPanelData>;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={panel} errorElement={null}>
        {(resolved) => <ReportOrder {...props} panel={resolved} />}
      </Await>
    </Suspense>
  );
}

/** An order apps/api refused, in its words, with the way on when there is one. */
function Refusal({
  refusal,
  text,
  from,
  locale,
}: {
  refusal: { code: string; message: string };
  text: ReportOrderText;
  from: string;
  locale: Locale;
}) {
  const way =
    refusal.code === 'INSUFFICIENT_CREDITS'
      ? text.topUp
      : refusal.code === 'PLAN_EXPIRED'
        ? text.renew
        : null;
  return (
    <Notice tone="error" title={refusal.message}>
      {way && (
        <p>
          <Link to={planHref(from, locale)}>{way}</Link>
        </p>
      )}
    </Notice>
  );
}
