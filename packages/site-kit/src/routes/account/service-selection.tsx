import { canSeePrices } from '@kyc/auth';
import { serviceSelection } from '@kyc/content/interface';
import { formatAmount } from '@kyc/formatters';
import { Button, ErrorSummary } from '@kyc/ui';
import { type FormEvent, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import type { ServicePackage } from '../../lib/account/types';
import { OP_TYPES, useOpLog } from '../../lib/account/useOpLog';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import { useSiteState, useSiteStore } from '../../state/SiteStoreProvider';
import type { loader } from './service-selection.server';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

export default function ServiceSelection() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, from, fromPayType, crumbs, packages, loadError } = loaderData;
  const { labels } = page;
  const { locale } = useRootData();
  const text = serviceSelection[locale];
  // Any code apps/api sends: a period or feature the words do not name is left out or shown as sent.
  const periods: Partial<Record<string, string>> = text.period;
  const features: Partial<Record<string, string>> = text.features;
  const user = useSiteState((state) => state.app.user);
  const site = useSiteStore();
  const opLog = useOpLog();
  const showPrices = canSeePrices(user);
  const [selected, setSelected] = useState(
    () => packages.find((item) => fromPayType && item.payType === fromPayType)?.code ?? '',
  );
  const [error, setError] = useState<string | undefined>();
  const fromHref = localizedPath(from, locale);
  const firstId = packages[0] ? `package-${packages[0].code}` : 'service-packages';

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = packages.find((item) => item.code === selected);
    if (!chosen) {
      setError(text.chooseOne);
      return;
    }
    if (user) opLog.log(OP_TYPES.selectServicePackage, chosen.code);
    const back = new URL(from, 'http://site.invalid');
    back.searchParams.set('servicePackage', chosen.code);
    site.navigate({ to: localizedPath(`${back.pathname}${back.search}${back.hash}`, locale) });
  };

  const priceOf = (item: ServicePackage) =>
    showPrices && typeof item.price === 'number'
      ? `${formatAmount(item.price, { currency: item.currency, locale })}${periods[item.period] ?? ''}`
      : text.priceHidden;

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
      {loadError && <Notice tone="error" title={loadError} />}
      <form className="account-form" noValidate onSubmit={confirm}>
        <p>{labels.intro}</p>
        <ErrorSummary
          errors={error ? [{ fieldId: firstId, message: error }] : []}
          locale={locale}
        />
        <fieldset
          id="service-packages"
          className="account-form__fieldset account-packages"
          aria-describedby={error ? 'service-packages-message' : undefined}
        >
          <legend className="account-form__legend">{text.choose}</legend>
          {packages.map((item) => {
            const id = `package-${item.code}`;
            return (
              <div key={item.code} className="account-package">
                <input
                  type="radio"
                  id={id}
                  name="servicePackage"
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
                  </span>
                  <span className="account-package__price">{priceOf(item)}</span>
                </label>
                <div id={`${id}-detail`} className="account-package__detail">
                  <p>{locale === 'en' ? item.descriptionEn : item.description}</p>
                  <p>{item.payType === 'A' ? labels.postpaid : labels.prepaid}</p>
                  {Array.isArray(item.features) && item.features.length > 0 && (
                    <p>
                      {item.features.map((feature) => features[feature] ?? feature).join(' · ')}
                    </p>
                  )}
                </div>
              </div>
            );
          })}
          <p id="service-packages-message" className="kyc-field__message" aria-live="polite">
            {error}
          </p>
        </fieldset>
        <div className="account-form__actions">
          <Button type="submit">{labels.confirm}</Button>
          <Link to={fromHref}>{labels.back}</Link>
        </div>
      </form>
    </AccountPage>
  );
}
