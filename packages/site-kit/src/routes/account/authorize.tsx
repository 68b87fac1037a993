import { authorize } from '@kyc/content/interface';
import { Button, ErrorSummary, TextField } from '@kyc/ui';
import { checkRequired } from '@kyc/validators';
import { type FormEvent, type MouseEvent, type ReactNode, useState } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { AuthorizationLetter } from '../../components/account/AuthorizationLetter';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { OP_TYPES, useOpLog } from '../../lib/account/useOpLog';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { AuthorizeAnswer, action, loader } from './authorize.server';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

export default function Authorize() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, authorizer, validUntil, issuedOn, loadError } = loaderData;
  const { labels } = page;
  const { locale } = useRootData();
  const text = authorize[locale];
  const opLog = useOpLog();
  // The action's answer to the form posted without JavaScript: the form as it was sent.
  const posted = useActionData<typeof action>();
  const [company, setCompany] = useState(posted?.company ?? loaderData.company);
  const [error, setError] = useState<string | undefined>(posted?.error);
  // The answer given without JavaScript comes back from the action's redirect.
  const [answer, setAnswer] = useState<AuthorizeAnswer | null>(loaderData.answer);

  const agree = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = checkRequired(company, text.companyRequired);
    setError(message);
    if (message) return;
    // The authorisation is recorded in the user's operation log (SPEC §7).
    opLog.log(OP_TYPES.authorize, company.trim());
    setAnswer('agreed');
  };

  const decline = (event: MouseEvent<HTMLButtonElement>) => {
    // Without JavaScript the button posts the form (intent=decline) to the page's action.
    event.preventDefault();
    opLog.log(OP_TYPES.declineAuthorization, company.trim());
    setAnswer('declined');
  };

  const formHref = localizedPath(
    company.trim()
      ? `/authorize?${new URLSearchParams({ company: company.trim() })}`
      : '/authorize',
    locale,
  );
  const printHref = localizedPath(
    `/authorize-print?${new URLSearchParams({ company: company.trim() })}`,
    locale,
  );

  let body: ReactNode;
  if (answer === 'agreed') {
    body = (
      <Notice tone="success" title={labels.success}>
        <p>
          <Link to={printHref}>{labels.print}</Link>
        </p>
      </Notice>
    );
  } else if (answer === 'declined') {
    body = (
      <Notice tone="info" title={text.declined}>
        <p>
          {/* A link, so that it works without JavaScript too (the form afresh). */}
          <Link
            className="kyc-button kyc-button--secondary kyc-button--sm"
            to={formHref}
            onClick={(event) => {
              event.preventDefault();
              setAnswer(null);
            }}
          >
            {text.reconsider}
          </Link>
        </p>
      </Notice>
    );
  } else {
    body = (
      <form className="account-card account-form" method="post" noValidate onSubmit={agree}>
        <p>{labels.intro}</p>
        <ErrorSummary
          errors={error ? [{ fieldId: 'authorize-company', message: error }] : []}
          locale={locale}
        />
        <TextField
          id="authorize-company"
          name="company"
          label={labels.companyName}
          autoComplete="organization"
          enterKeyHint="done"
          maxLength={100}
          required
          value={company}
          onChange={(event) => {
            setCompany(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          locale={locale}
        />
        <section className="account-letter-frame" aria-labelledby="authorize-preview">
          <h2 id="authorize-preview" className="account-card__title">
            {text.preview}
          </h2>
          <AuthorizationLetter
            company={company}
            authorizer={authorizer}
            validUntil={validUntil}
            issuedOn={issuedOn}
            labels={labels}
            locale={locale}
          />
        </section>
        <div className="account-form__actions">
          <Button type="submit" name="intent" value="agree">
            {labels.agree}
          </Button>
          <Button type="submit" name="intent" value="decline" variant="secondary" onClick={decline}>
            {labels.decline}
          </Button>
          <Link to={printHref}>{labels.print}</Link>
        </div>
      </form>
    );
  }

  return (
    <AccountPage heading={page.heading} description={page.description} width="wide">
      {loadError && <Notice tone="error" title={loadError} />}
      {body}
    </AccountPage>
  );
}
