import { AccountPage, Notice } from '@kyc/site-kit/components/account/AccountPage.tsx';
import { AuthorizationLetter } from '@kyc/site-kit/components/account/AuthorizationLetter.tsx';
import { accountMeta } from '@kyc/site-kit/lib/account/accountMeta.ts';
import { authorizationData } from '@kyc/site-kit/lib/account/authorization.server.ts';
import { getContent } from '@kyc/site-kit/lib/content.server.ts';
import { localizedPath } from '@kyc/site-kit/lib/links.tsx';
import { useRootData } from '@kyc/site-kit/lib/rootData.ts';
import { Button } from '@kyc/ui';
import { Link } from 'react-router';
import '@kyc/site-kit/components/account/print.css';
import type { Route } from './+types/authorize-print';

export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await authorizationData(request, context, '/authorize-print');
  return { ...data, letterLabels: getContent(data.locale).pages['/authorize'].labels };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args);
}

export default function AuthorizePrint({ loaderData }: Route.ComponentProps) {
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
