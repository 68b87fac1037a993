import { AccountPage, Notice } from '@kyc/site-kit/components/account/AccountPage.tsx';
import { LoginForm } from '@kyc/site-kit/components/account/LoginForm.tsx';
import { accountMeta } from '@kyc/site-kit/lib/account/accountMeta.ts';
import { utilityPageData } from '@kyc/site-kit/lib/account/page.server.ts';
import { safeRedirect } from '@kyc/site-kit/lib/account/safeRedirect.ts';
import { localizedPath } from '@kyc/site-kit/lib/links.tsx';
import { useRootData } from '@kyc/site-kit/lib/rootData.ts';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/login';

export function loader({ request }: Route.LoaderArgs) {
  return utilityPageData(request, '/login');
}

export function meta(args: Route.MetaArgs) {
  return accountMeta(args);
}

const TEXT = {
  'zh-CN': { already: (name: string) => `您已登录为 ${name}。`, go: '前往实时检索' },
  en: { already: (name: string) => `You are logged in as ${name}.`, go: 'Go to live search' },
};

export default function Login({ loaderData }: Route.ComponentProps) {
  const { page, common } = loaderData;
  const { locale, user } = useRootData();
  const [searchParams] = useSearchParams();
  const home = localizedPath('/live-search', locale);
  const redirectTo = safeRedirect(searchParams.get('redirect'), home);
  return (
    <AccountPage heading={page.heading} description={page.description}>
      {user && (
        <Notice tone="info" title={TEXT[locale].already(user.loginName ?? '')}>
          <p>
            <Link to={home}>{TEXT[locale].go}</Link>
          </p>
        </Notice>
      )}
      <LoginForm
        labels={page.labels}
        networkError={common.networkError}
        redirectTo={redirectTo}
        reason={searchParams.get('reason')}
      />
    </AccountPage>
  );
}
