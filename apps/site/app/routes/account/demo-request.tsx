import { AccountPage } from '@kyc/site-kit/components/account/AccountPage.tsx';
import { LeadForm } from '@kyc/site-kit/components/account/LeadForm.tsx';
import { accountMeta } from '@kyc/site-kit/lib/account/accountMeta.ts';
import { industryOptions, utilityPageData } from '@kyc/site-kit/lib/account/page.server.ts';
import type { Route } from './+types/demo-request';

// SPEC §2: /register and /demo-request show the same page; each keeps its own title and list.
export function loader({ request }: Route.LoaderArgs) {
  const register = new URL(request.url).pathname === '/register';
  const data = utilityPageData(request, register ? '/register' : '/demo-request');
  return {
    ...data,
    kind: register ? ('register' as const) : ('demo-request' as const),
    industries: industryOptions(request),
  };
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args);
}

export default function DemoRequest({ loaderData }: Route.ComponentProps) {
  const { page, common, kind, industries } = loaderData;
  return (
    <AccountPage heading={page.heading} description={page.description} width="wide">
      <LeadForm
        key={kind}
        labels={page.labels}
        networkError={common.networkError}
        kind={kind}
        industries={industries}
      />
    </AccountPage>
  );
}
