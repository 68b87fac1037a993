import { Button } from '@kyc/ui';
import { Link, useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { AuthorizationLetter } from '../../components/account/AuthorizationLetter';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { loader } from './authorize-print.server';
import '../../components/account/print.css';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

export default function AuthorizePrint() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, letterLabels, company, authorizer, validUntil, issuedOn, loadError } = loaderData;
  const { labels } = page;
  const { locale } = useRootData();
  const backHref = localizedPath(
    company ? `/authorize?${new URLSearchParams({ company })}` : '/authorize',
    locale,
  );
  return (
    <div className="account-print">
      <AccountPage heading={page.heading} description={page.description} width="wide">
        {loadError && <Notice tone="error" title={loadError} />}
        <div className="account-print__controls">
          <Button onClick={() => window.print()}>{labels.print}</Button>
          <Link to={backHref}>{labels.back}</Link>
          <p className="account-form__note">{labels.printHint}</p>
        </div>
        <div className="account-card account-print__sheet">
          <AuthorizationLetter
            company={company}
            authorizer={authorizer}
            validUntil={validUntil}
            issuedOn={issuedOn}
            labels={{ ...letterLabels, authorizerSeal: labels.authorizerSeal, date: labels.date }}
            locale={locale}
            title={labels.documentTitle}
          />
        </div>
      </AccountPage>
    </div>
  );
}
