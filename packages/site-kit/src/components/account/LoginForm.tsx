import { useTracker } from '@kyc/analytics-sdk/react';
import { useUserStore } from '@kyc/auth/react';
import type { UtilityLabelKeys } from '@kyc/content';
import { fillTemplate, loginForm } from '@kyc/content/interface';
import { Button, ErrorSummary, PasswordField, TextField } from '@kyc/ui';
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { Link, useActionData, useLocation } from 'react-router';
import { summaryOf } from '../../lib/account/formErrors';
import {
  checkLogin,
  LOGIN_FIELDS,
  type LoginField,
  type LoginStep,
  loginBody,
  loginRefusal,
} from '../../lib/account/loginSteps';
import { publicUserOf } from '../../lib/account/publicUser';
import { safeTrack } from '../../lib/account/safeTrack';
import type { LoginResponse } from '../../lib/account/types';
import { useAccountApi } from '../../lib/account/useAccountApi';
import { useFormFields } from '../../lib/account/useFormFields';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { LoginActionData } from '../../routes/account/login.server';
import { useSiteStore } from '../../state/SiteStoreProvider';
import { Notice } from './AccountPage';

const fieldId = (field: LoginField) => `login-${field}`;

export interface LoginFormProps {
  labels: Record<UtilityLabelKeys['login'], string>;
  networkError: string;
  /** Where a successful login goes (already checked to be a path of this site). */
  redirectTo: string;
  /** Why the visitor is here: after an idle logout or a lost session. */
  reason?: string | null;
}

/**
 * Login with a login name or mobile number and a password, then the authenticator code when the
 * account has MFA bound. What was typed stays on every error; keyboard only works throughout.
 * Without JavaScript the form posts to the login page's action (login.server.ts), which logs in
 * and redirects, or answers the form again with its messages (read here as the first state).
 */
export function LoginForm({ labels, networkError, redirectTo, reason }: LoginFormProps) {
  const { locale } = useRootData();
  const text = loginForm[locale];
  const api = useAccountApi(networkError);
  const users = useUserStore();
  const site = useSiteStore();
  const tracker = useTracker();
  // The action's answer to the form posted without JavaScript: where the form was left.
  const posted = useActionData() as LoginActionData | undefined;
  const { values, messages, setMessages, change, formRef } = useFormFields<LoginField>(
    { account: posted?.account ?? '', password: posted?.password ?? '', totpCode: '' },
    posted?.messages,
  );
  const [alert, setAlert] = useState(posted?.alert ?? '');
  /** apps/api's ACCOUNT_INACTIVE message: the account has no password until it is activated. */
  const [inactive, setInactive] = useState(posted?.inactive ?? '');
  const [step, setStep] = useState<LoginStep>(posted?.step ?? 'password');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const previousStep = useRef(step);
  const location = useLocation();

  // Moving between the password and the code step puts the focus on the step's first field.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    document.getElementById(fieldId(step === 'mfa' ? 'totpCode' : 'account'))?.focus();
  }, [step]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || done) return;
    const found = checkLogin(values, step, locale);
    setMessages(found);
    setAlert('');
    setInactive('');
    if (Object.keys(found).length > 0) {
      if (step === 'mfa' && (found.account || found.password)) setStep('password');
      return;
    }
    setSubmitting(true);
    const result = await api.request<LoginResponse>('/webapi/saas/user/login', {
      method: 'POST',
      account: false,
      body: loginBody(values, step),
    });
    setSubmitting(false);
    if (result.ok) {
      const user = result.data?.user;
      if (!user?.accessToken) {
        setAlert(networkError);
        return;
      }
      setDone(true);
      users?.save(user);
      site.setUser(publicUserOf(user));
      safeTrack(tracker, 'login_success', { loginName: user.loginName ?? '' });
      site.navigate({ to: redirectTo, refresh: true });
      return;
    }
    const refusal = loginRefusal(result, step);
    setMessages(refusal.messages);
    setAlert(refusal.alert);
    setInactive(refusal.inactive);
    setStep(refusal.step);
    if (refusal.step === 'mfa' && refusal.messages.totpCode) {
      document.getElementById(fieldId('totpCode'))?.focus();
    }
  };
  const changeAccount = (event: MouseEvent<HTMLAnchorElement>) => {
    // Without JavaScript the link opens the login page afresh; with it, the form goes back.
    event.preventDefault();
    setStep('password');
    setMessages({});
    setAlert('');
  };

  const summary = summaryOf(messages, LOGIN_FIELDS, fieldId);
  const reasonText = reason === 'idle' ? text.idle : reason === 'session' ? text.sessionEnded : '';

  return (
    <form
      ref={formRef}
      className="account-card account-form"
      method="post"
      noValidate
      onSubmit={submit}
    >
      <input type="hidden" name="step" value={step} />
      {reasonText && <Notice tone="warning" title={reasonText} />}
      <ErrorSummary errors={summary} locale={locale} />
      {alert && <Notice tone="error" title={alert} />}
      {inactive && (
        <Notice tone="error" title={inactive}>
          <p>{text.inactiveDetail}</p>
        </Notice>
      )}
      {step === 'password' ? (
        <>
          <TextField
            id={fieldId('account')}
            name="account"
            label={labels.account}
            placeholder={labels.accountPlaceholder}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="next"
            maxLength={50}
            required
            value={values.account}
            onChange={change('account')}
            error={messages.account}
            locale={locale}
          />
          <PasswordField
            id={fieldId('password')}
            name="password"
            label={labels.password}
            placeholder={labels.passwordPlaceholder}
            autoComplete="current-password"
            enterKeyHint="go"
            maxLength={128}
            required
            value={values.password}
            onChange={change('password')}
            error={messages.password}
            locale={locale}
          />
        </>
      ) : (
        <>
          <Notice tone="info" title={text.mfaStep}>
            <p>{fillTemplate(text.loggingInAs, { name: values.account.trim() })}</p>
          </Notice>
          {/* The code's form carries the first step's answers (the page may have no script to
              keep them). */}
          <input type="hidden" name="account" value={values.account} />
          <input type="hidden" name="password" value={values.password} />
          <TextField
            id={fieldId('totpCode')}
            name="totpCode"
            label={text.totpCode}
            hint={text.totpHint}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            enterKeyHint="go"
            maxLength={6}
            required
            value={values.totpCode}
            onChange={change('totpCode')}
            error={messages.totpCode}
            locale={locale}
          />
        </>
      )}
      <div className="account-form__actions">
        <Button type="submit" block loading={submitting || done}>
          {step === 'mfa' ? text.verify : labels.submit}
        </Button>
        {step === 'mfa' && (
          <Link
            className="kyc-button kyc-button--ghost kyc-button--md"
            to={location.pathname + location.search}
            onClick={changeAccount}
          >
            {text.changeAccount}
          </Link>
        )}
      </div>
      <p className="account-form__note">
        {labels.agreePrefix}{' '}
        <Link to={localizedPath('/terms-conditions', locale)}>{labels.termsLink}</Link>
      </p>
      <p className="account-form__links">
        <span>
          {labels.noAccount} <Link to={localizedPath('/register', locale)}>{labels.register}</Link>
        </span>
      </p>
    </form>
  );
}
