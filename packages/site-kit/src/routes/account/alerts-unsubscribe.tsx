import { fillTemplate, monitoring } from '@kyc/content/interface';
import { Button } from '@kyc/ui';
import { Link, useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { loader } from './alerts-unsubscribe.server';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

/**
 * Unsubscribing from alert mail with the link every alert mail carries: it works signed out,
 * in both languages. The form is a plain POST answered with a 303 back here.
 */
export default function AlertsUnsubscribe() {
  const { page, token, link, invalid, failure, done } = useLoaderData<typeof loader>();
  const { locale } = useRootData();
  const text = monitoring[locale];
  const email = link?.email ?? '';
  const alerts = (
    <p>
      {text.unsubChooseAgain}{' '}
      <Link to={localizedPath('/alerts', locale)}>{text.unsubAlertsLink}</Link>
    </p>
  );
  let body: React.ReactNode;
  if (done && 'unsubscribed' in done)
    body = (
      <Notice
        tone="success"
        title={fillTemplate(text.unsubDone, { email: done.unsubscribed ?? email })}
      >
        {alerts}
      </Notice>
    );
  else if (invalid || (done && 'failed' in done))
    body = <Notice tone="error" title={text.unsubInvalid} />;
  else if (failure) body = <Notice tone="error" title={failure} />;
  else if (link?.mode === 'off')
    body = (
      <Notice tone="info" title={fillTemplate(text.unsubAlreadyOff, { email })}>
        {alerts}
      </Notice>
    );
  else
    body = (
      <section className="account-card" aria-labelledby="unsubscribe-question">
        <h2 id="unsubscribe-question" className="account-card__title">
          {fillTemplate(text.unsubQuestion, { email })}
        </h2>
        <form method="post" className="account-form">
          <input type="hidden" name="token" value={token} />
          <div className="account-form__actions">
            <Button type="submit">{text.unsubSubmit}</Button>
          </div>
        </form>
        {alerts}
      </section>
    );
  return (
    <AccountPage heading={page.heading} description={page.description}>
      {body}
    </AccountPage>
  );
}
