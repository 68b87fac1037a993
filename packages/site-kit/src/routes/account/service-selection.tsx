import { canSeePrices } from '@kyc/auth';
import { type ServiceSelectionText, serviceSelection } from '@kyc/content/interface';
import { formatAmount } from '@kyc/formatters';
import { Button, ErrorSummary, TextareaField } from '@kyc/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { formatDateTime } from '../../lib/account/dateTime';
import type { ServicePackage, ServiceRequest } from '../../lib/account/types';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import { useSiteState } from '../../state/SiteStoreProvider';
import type { action, loader, ServiceStep } from './service-selection.server';
import './service-selection.css';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Locale = 'zh-CN' | 'en';

/** The longest note apps/api stores with a request. */
const NOTE_MAX = 500;
const STEPS: readonly ServiceStep[] = ['choose', 'confirm', 'done'];

/**
 * This page at another step, keeping the query it was reached with (`from`, `fromPayType`,
 * `crumbs`) so that the last step can send the user back to `from`.
 *
 * @example stepHref(data, { step: 'confirm', package: 'STANDARD' }, 'en')
 */
function stepHref(data: LoaderData, extra: Record<string, string>, locale: Locale): string {
  const params = new URLSearchParams({ from: data.from });
  if (data.fromPayType) params.set('fromPayType', data.fromPayType);
  if (data.crumbsQuery) params.set('crumbs', data.crumbsQuery);
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return localizedPath(`/service-selection?${params}`, locale);
}

/**
 * The package to start from: the one asked for, else the user's own, else for a visitor the
 * only package of `fromPayType` (pre-pay has several, a trial among them: none is guessed).
 */
function preselected(data: LoaderData): string {
  if (data.chosen) return data.chosen;
  if (data.current) return data.current;
  const ofPayType = data.packages.filter((item) => item.payType === data.fromPayType);
  return ofPayType.length === 1 && ofPayType[0] ? ofPayType[0].code : '';
}

/** What a package includes, in words; a code the catalogue does not know is left out. */
function featureWords(item: ServicePackage, text: ServiceSelectionText): string[] {
  const words: Partial<Record<string, string>> = text.features;
  return (Array.isArray(item.features) ? item.features : []).flatMap((code) => words[code] ?? []);
}

function usePriceOf(locale: Locale, text: ServiceSelectionText, showPrices: boolean) {
  // A period the catalogue does not name is left out rather than shown as its code.
  const periods: Partial<Record<string, string>> = text.period;
  return (price: number | null, currency: string, period?: string) =>
    showPrices && typeof price === 'number'
      ? `${formatAmount(price, { currency, locale })}${(period && periods[period]) || ''}`
      : text.priceHidden;
}

/** Choose a service package, confirm it (a purchase or a call), see the stored reference. */
export default function ServiceSelection() {
  const data = useLoaderData<typeof loader>();
  const { page, crumbs, step, loadError } = data;
  const { locale } = useRootData();
  const text = serviceSelection[locale];
  const stepNames: Record<ServiceStep, string> = {
    choose: text.stepChoose,
    confirm: text.stepConfirm,
    done: text.stepDone,
  };
  const chosen = data.packages.find((item) => item.code === data.chosen);
  return (
    <AccountPage heading={page.heading} description={page.description} width="wide">
      <nav aria-label={text.breadcrumb} className="account-breadcrumb">
        <ol>
          {crumbs.map((crumb) => (
            <li key={`${crumb.label}:${crumb.href}`}>
              {crumb.href ? (
                <Link to={localizedPath(crumb.href, locale)}>{crumb.label}</Link>
              ) : (
                crumb.label
              )}
            </li>
          ))}
          <li aria-current="page">{page.meta.title}</li>
        </ol>
      </nav>
      <ol className="service-steps" aria-label={text.steps}>
        {STEPS.map((name, index) => (
          <li
            key={name}
            className={`service-steps__step${name === step ? ' service-steps__step--current' : ''}`}
            aria-current={name === step ? 'step' : undefined}
          >
            <span className="service-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            {stepNames[name]}
          </li>
        ))}
      </ol>
      {loadError && <Notice tone="error" title={loadError} />}
      {step === 'confirm' && chosen ? (
        <ConfirmStep key={chosen.code} data={data} item={chosen} />
      ) : step === 'done' && data.request ? (
        <DoneStep data={data} request={data.request} item={chosen} />
      ) : (
        <ChooseStep key={data.chosen} data={data} />
      )}
    </AccountPage>
  );
}

/**
 * Step 1: the packages, the user's own preselected. "Next" posts the choice to the page's
 * action (no JavaScript needed), which records it in a signed-in user's operation log and
 * answers with a redirect to step 2.
 */
function ChooseStep({ data }: { data: LoaderData }) {
  const { page, packages } = data;
  const { labels } = page;
  const { locale } = useRootData();
  const text = serviceSelection[locale];
  const user = useSiteState((state) => state.app.user);
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const priceOf = usePriceOf(locale, text, canSeePrices(user));
  const [selected, setSelected] = useState(() => preselected(data));
  // The server's refusal of a choice posted without JavaScript (none chosen), until it changes.
  const [error, setError] = useState<string | undefined>(answer?.chooseError);
  useEffect(() => setError(answer?.chooseError), [answer]);
  const firstId = packages[0] ? `package-${packages[0].code}` : 'service-packages';

  const next = (event: FormEvent<HTMLFormElement>) => {
    if (!packages.some((item) => item.code === selected)) {
      event.preventDefault();
      setError(text.chooseOne);
    }
  };

  return (
    <Form
      method="post"
      action={stepHref(data, {}, locale)}
      className="account-form"
      noValidate
      onSubmit={next}
    >
      <p>{labels.intro}</p>
      <ErrorSummary errors={error ? [{ fieldId: firstId, message: error }] : []} locale={locale} />
      <input type="hidden" name="intent" value="choose" />
      <fieldset
        id="service-packages"
        className="account-form__fieldset account-packages"
        aria-describedby={error ? 'service-packages-message' : undefined}
      >
        <legend className="account-form__legend">{text.choose}</legend>
        {packages.map((item) => {
          const id = `package-${item.code}`;
          const features = featureWords(item, text);
          return (
            <div key={item.code} className="account-package">
              <input
                type="radio"
                id={id}
                name="package"
                value={item.code}
                checked={selected === item.code}
                aria-describedby={`${id}-detail`}
                onChange={() => {
                  setSelected(item.code);
                  setError(undefined);
                }}
              />
              <label htmlFor={id} className="account-package__label">
                <span className="account-package__name">
                  {locale === 'en' ? item.nameEn : item.name}
                  {item.code === data.current && (
                    <span className="service-current">{text.current}</span>
                  )}
                </span>
                <span className="account-package__price">
                  {priceOf(item.price, item.currency, item.period)}
                </span>
              </label>
              <div id={`${id}-detail`} className="account-package__detail">
                <p>{locale === 'en' ? item.descriptionEn : item.description}</p>
                <p>{item.payType === 'A' ? labels.postpaid : labels.prepaid}</p>
                {features.length > 0 && <p>{features.join(locale === 'en' ? ', ' : '、')}</p>}
              </div>
            </div>
          );
        })}
        <p id="service-packages-message" className="kyc-field__message" aria-live="polite">
          {error}
        </p>
      </fieldset>
      <div className="account-form__actions">
        <Button type="submit" loading={navigation.state === 'submitting'}>
          {labels.confirm}
        </Button>
        <Link to={localizedPath(data.from, locale)}>{labels.back}</Link>
      </div>
    </Form>
  );
}

/**
 * Step 2: the package and its price. Users who may see prices confirm a purchase; others ask
 * their account manager to call. The form posts to the page's action (no JavaScript needed),
 * which stores the request with apps/api and moves on to the done step.
 */
function ConfirmStep({ data, item }: { data: LoaderData; item: ServicePackage }) {
  const { labels } = data.page;
  const { locale } = useRootData();
  const text = serviceSelection[locale];
  const user = useSiteState((state) => state.app.user);
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const purchase = canSeePrices(user);
  const priceOf = usePriceOf(locale, text, purchase);
  const [tooLong, setTooLong] = useState(false);
  const features = featureWords(item, text);
  const noteError = tooLong ? text.noteTooLong : answer?.noteError;

  const check = (event: FormEvent<HTMLFormElement>) => {
    const note = String(new FormData(event.currentTarget).get('note') ?? '');
    setTooLong(note.length > NOTE_MAX);
    if (note.length > NOTE_MAX) event.preventDefault();
  };

  return (
    <section className="account-card service-confirm" aria-labelledby="service-confirm-title">
      <h2 id="service-confirm-title" className="account-card__title">
        {text.confirmTitle}
      </h2>
      <p>{purchase ? text.purchaseIntro : text.requestIntro}</p>
      <dl className="account-facts service-facts">
        <dt>{text.package}</dt>
        <dd>
          {locale === 'en' ? item.nameEn : item.name}
          {item.code === data.current && <span className="service-current">{text.current}</span>}
        </dd>
        <dt>{text.price}</dt>
        <dd className={purchase ? 'service-price' : undefined}>
          {priceOf(item.price, item.currency, item.period)}
        </dd>
        <dt>{text.payment}</dt>
        <dd>{item.payType === 'A' ? labels.postpaid : labels.prepaid}</dd>
        {features.length > 0 && (
          <>
            <dt>{text.includes}</dt>
            <dd>{features.join(locale === 'en' ? ', ' : '、')}</dd>
          </>
        )}
      </dl>
      {/* Replaced by the done step, so that back from it does not offer to confirm again. */}
      <Form
        method="post"
        replace
        action={stepHref(data, { step: 'confirm', package: item.code }, locale)}
        className="account-form service-confirm__form"
        noValidate
        onSubmit={check}
      >
        {answer?.message && <Notice tone="error" title={answer.message} />}
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="package" value={item.code} />
        <input type="hidden" name="kind" value={purchase ? 'purchase' : 'account-manager'} />
        <TextareaField
          id="service-note"
          name="note"
          label={text.note}
          hint={text.noteHint}
          rows={3}
          maxLength={NOTE_MAX}
          defaultValue={answer?.note}
          onChange={() => setTooLong(false)}
          error={noteError}
          locale={locale}
        />
        <div className="account-form__actions">
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {purchase ? text.confirmPurchase : text.requestCall}
          </Button>
          <Link to={stepHref(data, { package: item.code }, locale)}>{text.changePackage}</Link>
        </div>
      </Form>
    </section>
  );
}

/** Step 3: the stored request's reference, and the way back to where the user came from. */
function DoneStep({
  data,
  request,
  item,
}: {
  data: LoaderData;
  request: ServiceRequest;
  item: ServicePackage | undefined;
}) {
  const { locale } = useRootData();
  const text = serviceSelection[locale];
  const purchase = request.kind === 'purchase';
  const priceOf = usePriceOf(locale, text, request.price !== null);
  const name = item ? (locale === 'en' ? item.nameEn : item.name) : '';
  return (
    <section className="account-card service-done" aria-labelledby="service-done-title">
      <Notice tone="success">
        <h2 id="service-done-title" className="account-notice__title">
          {purchase ? text.donePurchase : text.doneRequest}
        </h2>
        <p>{purchase ? text.donePurchaseDetail : text.doneRequestDetail}</p>
      </Notice>
      <dl className="account-facts service-facts">
        <dt>{text.reference}</dt>
        <dd className="account-code service-reference">{request.reference}</dd>
        {name && (
          <>
            <dt>{text.package}</dt>
            <dd>{name}</dd>
          </>
        )}
        {request.price !== null && (
          <>
            <dt>{text.price}</dt>
            <dd>{priceOf(request.price, request.currency, item?.period)}</dd>
          </>
        )}
        <dt>{text.submittedAt}</dt>
        <dd>
          <time dateTime={request.createdAt}>
            {formatDateTime(request.createdAt, locale, data.common.dash)}
          </time>
        </dd>
      </dl>
      <p className="service-done__hint">{text.referenceHint}</p>
      <div className="account-form__actions">
        <Link
          className="kyc-button kyc-button--primary kyc-button--md"
          to={localizedPath(data.from, locale)}
        >
          {text.backToFrom}
        </Link>
      </div>
    </section>
  );
}
