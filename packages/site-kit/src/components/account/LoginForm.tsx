import { useTracker } from '@kyc/analytics-sdk/react';
import { useUserStore } from '@kyc/auth/react';
import type { UtilityLabelKeys } from '@kyc/content';
import { fillTemplate, loginForm } from '@kyc/content/interface';
import { Button, ErrorSummary, PasswordField, TextField } from '@kyc/ui';
import { checkMobilePhone, checkPassword, checkUsername } from '@kyc/validators';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { checkFields, fieldMessagesFromApi, summaryOf } from '../../lib/account/formErrors';
import { publicUserOf } from '../../lib/account/publicUser';
import { safeTrack } from '../../lib/account/safeTrack';
import type { LoginResponse } from '../../lib/account/types';
import { useAccountApi } from '../../lib/account/useAccountApi';
import { useFormFields } from '../../lib/account/useFormFields';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import { useSiteStore } from '../../state/SiteStoreProvider';
import { Notice } from './AccountPage';

type Field = 'account' | 'password' | 'totpCode';
const FIELDS: readonly Field[] = ['account', 'password', 'totpCode'];
const fieldId = (field: Field) => `login-${field}`;

/** Digits only: a mobile number (checked as one); anything else is a login name. */
const looksLikePhone = (account: string) => /^\d+$/.test(account);

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
 */
export function LoginForm({ labels, networkError, redirectTo, reason }: LoginFormProps) {
  const { locale } = useRootData();
  const text = loginForm[locale];
  const api = useAccountApi(networkError);
  const users = useUserStore();
  const site = useSiteStore();
  const tracker = useTracker();
  const { values, messages, setMessages, change } = useFormFields<Field>({
    account: '',
    password: '',
    totpCode: '',
  });
  const [alert, setAlert] = useState('');
  /** apps/api's ACCOUNT_INACTIVE message: the account has no password until it is activated. */
  const [inactive, setInactive] = useState('');
  const [step, setStep] = useState<'password' | 'mfa'>('password');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const previousStep = useRef(step);

  // Moving between the password and the code step puts the focus on the step's first field.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    document.getElementById(fieldId(step === 'mfa' ? 'totpCode' : 'account'))?.focus();
  }, [step]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || done) return;
    const account = values.account.trim();
    const found = checkFields(values, {
      account: (value) =>
        looksLikePhone(value.trim())
          ? checkMobilePhone(value.trim(), { locale })
          : checkUsername(value.trim(), { locale }),
      password: (value) => checkPassword(value, { locale }),
      ...(step === 'mfa'
        ? {
            totpCode: (value: string) =>
              /^\d{6}$/.test(value.trim()) ? undefined : text.totpInvalid,
          }
        : {}),
    });
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
      body: {
        ...(looksLikePhone(account) ? { phone: account } : { loginName: account }),
        password: values.password,
        ...(step === 'mfa' ? { totpCode: values.totpCode.trim() } : {}),
      },
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
    if (result.kind === 'fields') {
      const mapped = fieldMessagesFromApi(result.fieldErrors, FIELDS, {
        loginName: 'account',
        phone: 'account',
      });
      setMessages(mapped.messages);
      setAlert(mapped.other.join(' '));
      if ((mapped.messages.account || mapped.messages.password) && step === 'mfa') {
        setStep('password');
      }
      return;
    }
    if (result.kind === 'unauthorized' && result.code === 'MFA_REQUIRED') {
      setStep('mfa');
      return;
    }
    if (result.kind === 'unauthorized' && result.code === 'MFA_INVALID') {
      setMessages({ totpCode: result.message });
      document.getElementById(fieldId('totpCode'))?.focus();
      return;
    }
    // Not activated yet: whatever password was typed, the way in is the activation link.
    if (result.code === 'ACCOUNT_INACTIVE') {
      setInactive(result.message);
      return;
    }
    // Wrong password, locked account, too many attempts, no network.
    setAlert(result.message);
  };

  const summary = summaryOf(messages, FIELDS, fieldId);
  const reasonText = reason === 'idle' ? text.idle : reason === 'session' ? text.sessionEnded : '';

  return (
    <form className="account-card account-form" noValidate onSubmit={submit}>
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
          <Button
            variant="ghost"
            onClick={() => {
              setStep('password');
              setMessages({});
              setAlert('');
            }}
          >
            {text.changeAccount}
          </Button>
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
