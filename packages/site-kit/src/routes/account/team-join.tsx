import { useUserStore } from '@kyc/auth/react';
import { fillTemplate } from '@kyc/content/interface';
import { Button, PasswordField, TextField } from '@kyc/ui';
import { checkPassword, checkUsername } from '@kyc/validators';
import { type FormEvent, useState } from 'react';
import { useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { checkFields, fieldMessagesFromApi } from '../../lib/account/formErrors';
import { publicUserOf } from '../../lib/account/publicUser';
import type { LoginResponse } from '../../lib/account/types';
import { useAccountApi } from '../../lib/account/useAccountApi';
import { useFormFields } from '../../lib/account/useFormFields';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import { useSiteStore } from '../../state/SiteStoreProvider';
import type { loader } from './team-join.server';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

const FIELDS = ['loginName', 'password'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Joining a team from an invitation: the team and role it invites to, then a login name and a
 * password; joined, the colleague is signed in and goes to the team page. A used or expired
 * link says so, with the way on (a new invitation from the team's admin).
 */
export default function TeamJoin() {
  const { page, common, token, invitation } = useLoaderData<typeof loader>();
  const { labels } = page;
  const { locale } = useRootData();
  const api = useAccountApi(common.networkError);
  const users = useUserStore();
  const site = useSiteStore();
  const { values, messages, setMessages, change } = useFormFields<Field>({
    loginName: '',
    password: '',
  });
  const [alert, setAlert] = useState('');
  const [submitting, setSubmitting] = useState(false);

  if (!invitation.ok) {
    return (
      <AccountPage heading={page.heading} description={page.description}>
        <Notice tone="error" title={invitation.message}>
          <p>{labels.invalid}</p>
        </Notice>
      </AccountPage>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = checkFields(values, {
      loginName: (value) => checkUsername(value.trim(), { locale }),
      password: (value) => checkPassword(value, { locale }),
    });
    setMessages(found);
    setAlert('');
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const result = await api.request<LoginResponse>('/webapi/team/invitation/accept', {
      method: 'POST',
      account: false,
      body: { token, loginName: values.loginName.trim(), password: values.password },
    });
    if (result.ok && result.data?.user?.accessToken) {
      users?.save(result.data.user);
      site.setUser(publicUserOf(result.data.user));
      site.pushMessage({ tone: 'success', text: labels.joined });
      site.navigate({ to: localizedPath('/team', locale), refresh: true });
      return;
    }
    setSubmitting(false);
    if (!result.ok && result.kind === 'fields') {
      const mapped = fieldMessagesFromApi(result.fieldErrors, FIELDS, {});
      setMessages(mapped.messages);
      setAlert(mapped.other.join(' '));
      return;
    }
    setAlert(result.ok ? common.networkError : result.message);
  };

  return (
    <AccountPage heading={page.heading} description={page.description}>
      <p>
        {fillTemplate(labels.intro, {
          team: invitation.data.teamName,
          role: invitation.data.roleName,
        })}
      </p>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        {alert && <Notice tone="error" title={alert} />}
        <TextField
          id="join-email"
          name="email"
          label={labels.email}
          value={invitation.data.email}
          readOnly
        />
        <TextField
          id="join-loginName"
          name="loginName"
          label={labels.loginName}
          autoComplete="username"
          value={values.loginName}
          onChange={change('loginName')}
          error={messages.loginName}
          required
        />
        <PasswordField
          id="join-password"
          name="password"
          label={labels.password}
          hint={labels.passwordHint}
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          error={messages.password}
          required
        />
        <div className="account-form__actions">
          <Button type="submit" loading={submitting}>
            {labels.submit}
          </Button>
        </div>
      </form>
    </AccountPage>
  );
}
