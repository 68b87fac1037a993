import { useLoaderData } from 'react-router';
import { AccountPage } from '../../components/account/AccountPage';
import { LeadForm } from '../../components/account/LeadForm';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import type { loader } from './demo-request.server';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

export default function DemoRequest() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, common, kind, industries, phoneCountries, phoneCountry, sent } = loaderData;
  return (
    <AccountPage heading={page.heading} description={page.description} width="wide">
      <LeadForm
        key={kind}
        labels={page.labels}
        networkError={common.networkError}
        kind={kind}
        industries={industries}
        phoneCountries={phoneCountries}
        phoneCountry={phoneCountry}
        sent={sent}
      />
    </AccountPage>
  );
}
