import { fillTemplate, loginPage } from '@kyc/content/interface';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { LoginForm } from '../../components/account/LoginForm';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { safeRedirect } from '../../lib/account/safeRedirect';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { loader } from './login.server';

// The login page is where people searching for the product's login arrive: indexable.
export function meta(args: AccountMetaArgs) {
  return accountMeta(args, { indexable: true });
}

export default function Login() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, common } = loaderData;
  const { locale, user } = useRootData();
  const [searchParams] = useSearchParams();
  const home = localizedPath('/account', locale);
  const redirectTo = safeRedirect(searchParams.get('redirect'), home);
  return (
    <AccountPage heading={page.heading} description={page.description}>
      {user && (
        <Notice
          tone="info"
          title={fillTemplate(loginPage[locale].already, { name: user.loginName ?? '' })}
        >
          <p>
            <Link to={home}>{loginPage[locale].go}</Link>
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
