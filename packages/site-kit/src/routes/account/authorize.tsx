import { authorize } from '@kyc/content/interface';
import { Button, ErrorSummary, TextField } from '@kyc/ui';
import { checkRequired } from '@kyc/validators';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { AuthorizationLetter } from '../../components/account/AuthorizationLetter';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { OP_TYPES, useOpLog } from '../../lib/account/useOpLog';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { loader } from './authorize.server';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

export default function Authorize() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, company: initialCompany, authorizer, validUntil, issuedOn, loadError } = loaderData;
  const { labels } = page;
  const { locale } = useRootData();
  const text = authorize[locale];
  const opLog = useOpLog();
  const [company, setCompany] = useState(initialCompany);
  const [error, setError] = useState<string | undefined>();
  const [answer, setAnswer] = useState<'agreed' | 'declined' | null>(null);

  const agree = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = checkRequired(company, text.companyRequired);
    setError(message);
    if (message) return;
    // The authorisation is recorded in the user's operation log (SPEC §7).
    opLog.log(OP_TYPES.authorize, company.trim());
    setAnswer('agreed');
  };

  const decline = () => {
    opLog.log(OP_TYPES.declineAuthorization, company.trim());
    setAnswer('declined');
  };

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
          <Button variant="secondary" size="sm" onClick={() => setAnswer(null)}>
            {text.reconsider}
          </Button>
        </p>
      </Notice>
    );
  } else {
    body = (
      <form className="account-card account-form" noValidate onSubmit={agree}>
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
          <Button type="submit">{labels.agree}</Button>
          <Button variant="secondary" onClick={decline}>
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
