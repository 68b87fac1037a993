import { useUserStore } from '@kyc/auth/react';
import { fillTemplate } from '@kyc/content/interface';
import { Button, PasswordField, TextField } from '@kyc/ui';
import { type FormEvent, useState } from 'react';
import { useActionData, useLoaderData, useRevalidator } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { MfaKey } from '../../components/account/MfaKey';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { fieldMessagesFromApi } from '../../lib/account/formErrors';
import { publicUserOf } from '../../lib/account/publicUser';
import { checkJoin, JOIN_FIELDS, type JoinField, joinBody } from '../../lib/account/teamJoin';
import type { LoginResponse } from '../../lib/account/types';
import { useAccountApi } from '../../lib/account/useAccountApi';
import { useFormFields } from '../../lib/account/useFormFields';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import { useSiteStore } from '../../state/SiteStoreProvider';
import type { action, loader } from './team-join.server';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

/**
 * Joining a team from an invitation: the team and role it invites to, then a login name and a
 * password and, where the team requires MFA, the authenticator to bind (its QR code and key, and
 * a code from it): the account is made with it bound. Joined, the colleague is signed in and goes
 * to the team page. A used, expired or withdrawn link says so, with the way on (a new invitation
 * from the team's admin).
 */
export default function TeamJoin() {
  const { page, common, token, invitation, mfa, mfaWords } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { labels } = page;
  const { locale } = useRootData();
  const api = useAccountApi(common.networkError);
  const users = useUserStore();
  const site = useSiteStore();
  const revalidator = useRevalidator();
  const { values, messages, setMessages, change, formRef } = useFormFields<JoinField>(
    { loginName: posted?.loginName ?? '', password: '', totpCode: '' },
    posted?.messages,
  );
  const [alert, setAlert] = useState(posted?.alert ?? '');
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
  const requireMfa = invitation.data.requireMfa;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = checkJoin(values, { locale, requireMfa, codeMessage: mfaWords.codeInvalid });
    setMessages(found);
    setAlert('');
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const result = await api.request<LoginResponse>('/webapi/team/invitation/accept', {
      method: 'POST',
      account: false,
      body: joinBody(token, values),
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
      const mapped = fieldMessagesFromApi(result.fieldErrors, JOIN_FIELDS);
      setMessages(mapped.messages);
      setAlert(mapped.other.join(' '));
      return;
    }
    // The team's admin turned MFA on after this page was opened: read the page again, which
    // brings the key to bind.
    if (!result.ok && result.code === 'MFA_SETUP_REQUIRED') void revalidator.revalidate();
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
      <form
        ref={formRef}
        className="account-form"
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <input type="hidden" name="requireMfa" value={requireMfa ? 'on' : 'off'} />
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
        {requireMfa && (
          <section className="team-join-mfa" aria-labelledby="join-mfa-heading">
            <h2 id="join-mfa-heading" className="account-card__title">
              {labels.mfaHeading}
            </h2>
            <p>{fillTemplate(labels.mfaIntro, { team: invitation.data.teamName })}</p>
            <ol className="account-steps">
              <li>{mfaWords.step1}</li>
              <li>{mfaWords.step2}</li>
              <li>{mfaWords.step3}</li>
            </ol>
            {mfa?.ok ? (
              <MfaKey
                secret={mfa.data.secret}
                otpauthUri={mfa.data.otpauthUri}
                scanHint={mfaWords.scanHint}
                manualKey={mfaWords.manualKey}
              />
            ) : (
              <Notice tone="error" title={mfa?.message ?? common.networkError} />
            )}
            <TextField
              id="join-totpCode"
              name="totpCode"
              label={mfaWords.codePlaceholder}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="one-time-code"
              maxLength={6}
              value={values.totpCode}
              onChange={change('totpCode')}
              error={messages.totpCode}
              required
            />
          </section>
        )}
        <div className="account-form__actions">
          <Button type="submit" loading={submitting}>
            {labels.submit}
          </Button>
        </div>
      </form>
    </AccountPage>
  );
}
