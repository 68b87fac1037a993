import { fillTemplate, userActive } from '@kyc/content/interface';
import { Button, ErrorSummary, PasswordField } from '@kyc/ui';
import { checkPassword } from '@kyc/validators';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { ACTIVATE_FIELDS, type ActivateField } from '../../lib/account/activation';
import { checkFields, fieldMessagesFromApi, summaryOf } from '../../lib/account/formErrors';
import { useAccountApi } from '../../lib/account/useAccountApi';
import { useFormFields } from '../../lib/account/useFormFields';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { action, loader } from './user-active.server';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

const fieldId = (field: ActivateField) => `activate-${field}`;

export default function UserActive() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, common, token } = loaderData;
  const { labels } = page;
  const { locale } = useRootData();
  const api = useAccountApi(common.networkError);
  // The action's answer to the form posted without JavaScript (the passwords are typed again).
  const posted = useActionData<typeof action>();
  const { values, messages, setMessages, change, formRef } = useFormFields<ActivateField>(
    { password: '', confirm: '' },
    posted?.messages,
  );
  const [alert, setAlert] = useState(posted?.alert ?? '');
  const [tokenProblem, setTokenProblem] = useState(
    posted?.tokenProblem || (token ? '' : labels.expiredDetail),
  );
  // Activated without JavaScript: the action's redirect says so.
  const [activated, setActivated] = useState<string | null>(loaderData.activated);
  const [submitting, setSubmitting] = useState(false);
  const loginHref = localizedPath('/login', locale);

  const matches = (value: string) =>
    value === values.password ? undefined : labels.passwordMismatch;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = checkFields(values, {
      password: (value) => checkPassword(value, { locale }),
      confirm: (value) => (value ? matches(value) : checkPassword(value, { locale })),
    });
    setMessages(found);
    setAlert('');
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const result = await api.request<{ activated: boolean; loginName: string }>(
      '/webapi/saas/user/activate',
      { method: 'POST', account: false, body: { token, password: values.password } },
    );
    setSubmitting(false);
    if (result.ok) {
      setActivated(result.data?.loginName ?? '');
      return;
    }
    if (result.kind === 'fields') {
      if (result.fieldErrors.token) {
        setTokenProblem(result.fieldErrors.token);
        return;
      }
      const mapped = fieldMessagesFromApi(result.fieldErrors, ACTIVATE_FIELDS);
      setMessages(mapped.messages);
      setAlert(mapped.other.join(' '));
      return;
    }
    setAlert(result.message);
  };

  let body: ReactNode;
  if (activated !== null) {
    body = (
      <Notice tone="success" title={labels.success}>
        <p>{labels.successDetail}</p>
        {activated && <p>{fillTemplate(userActive[locale].account, { name: activated })}</p>}
        <p>
          <Link to={loginHref}>{labels.goLogin}</Link>
        </p>
      </Notice>
    );
  } else if (tokenProblem) {
    body = (
      <Notice tone="error" title={labels.expired}>
        <p>
          {tokenProblem === labels.expiredDetail
            ? tokenProblem
            : `${tokenProblem} ${labels.expiredDetail}`}
        </p>
        <p>
          <Link to={loginHref}>{labels.goLogin}</Link>
        </p>
      </Notice>
    );
  } else {
    body = (
      <form
        ref={formRef}
        className="account-card account-form"
        method="post"
        noValidate
        onSubmit={submit}
      >
        <ErrorSummary errors={summaryOf(messages, ACTIVATE_FIELDS, fieldId)} locale={locale} />
        {alert && <Notice tone="error" title={alert} />}
        <PasswordField
          id={fieldId('password')}
          name="password"
          label={labels.setPassword}
          autoComplete="new-password"
          enterKeyHint="next"
          maxLength={128}
          required
          value={values.password}
          onChange={change('password')}
          error={messages.password}
          locale={locale}
        />
        <PasswordField
          id={fieldId('confirm')}
          name="confirm"
          label={labels.confirmPassword}
          autoComplete="new-password"
          enterKeyHint="go"
          maxLength={128}
          required
          value={values.confirm}
          onChange={change('confirm')}
          error={messages.confirm}
          validate={(value) => matches(value)}
          locale={locale}
        />
        <div className="account-form__actions">
          <Button type="submit" block loading={submitting}>
            {labels.submit}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <AccountPage heading={page.heading} description={page.description}>
      {body}
    </AccountPage>
  );
}
