import { Button, ErrorSummary, TextField } from '@kyc/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { MfaKey } from '../../components/account/MfaKey';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { useAccountApi } from '../../lib/account/useAccountApi';
import { useEndSession } from '../../lib/account/useEndSession';
import { OP_TYPES, useOpLog } from '../../lib/account/useOpLog';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { action, loader, MfaSetup } from './bind-mfa.server';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

export default function BindMfa() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, common, mfaBound, boundNow } = loaderData;
  const { labels } = page;
  const { locale } = useRootData();
  const api = useAccountApi(common.networkError);
  const endSession = useEndSession(api);
  // The action's answer to a step posted without JavaScript (the password is typed again).
  const posted = useActionData<typeof action>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>(posted?.passwordError);
  const [confirming, setConfirming] = useState(false);
  const [endingAll, setEndingAll] = useState(false);
  const opLog = useOpLog();
  // Without JavaScript the key comes back from the action's redirect.
  const [setup, setSetup] = useState<MfaSetup | null>(posted?.setupGone ? null : loaderData.setup);
  const [bound, setBound] = useState<'already' | 'now' | null>(
    boundNow ? 'now' : mfaBound ? 'already' : null,
  );
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(posted?.codeError);
  const [submitting, setSubmitting] = useState(false);
  const next = localizedPath('/live-search', locale);

  // The password is asked again first, so that a stolen session cannot bind its own
  // authenticator; one secret per confirmation (a second setup replaces the QR code's).
  const start = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (confirming) return;
    if (password === '') {
      setPasswordError(labels.passwordIntro);
      return;
    }
    setConfirming(true);
    const result = await api.request<MfaSetup>('/webapi/saas/user/mfa/setup', {
      method: 'POST',
      body: { password },
    });
    setConfirming(false);
    if (result.ok && result.data?.otpauthUri) {
      setSetup(result.data);
      setPassword('');
    } else if (!result.ok && result.kind === 'fields')
      setPasswordError(result.fieldErrors.password ?? result.message);
    else if (!result.ok && result.status === 409) setBound('already');
    else if (!result.ok && result.kind !== 'unauthorized') setPasswordError(result.message);
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const value = code.trim();
    if (!/^\d{6}$/.test(value)) {
      setCodeError(labels.codeInvalid);
      return;
    }
    setSubmitting(true);
    const result = await api.request<{ bound: boolean }>('/webapi/saas/user/mfa/verify', {
      method: 'POST',
      body: { code: value },
    });
    setSubmitting(false);
    if (result.ok) {
      opLog.log(OP_TYPES.bindMfa, '');
      setBound('now');
      return;
    }
    if (result.kind === 'fields') setCodeError(labels.invalidCode);
    else if (result.status === 409 && result.code === 'MFA_ALREADY_BOUND') setBound('already');
    else if (result.status === 409) {
      setCodeError(result.message);
      setSetup(null);
    } else if (result.kind !== 'unauthorized') setCodeError(result.message);
  };

  let body: ReactNode;
  if (bound) {
    body = (
      <Notice tone="success" title={bound === 'now' ? labels.success : labels.alreadyBound}>
        <p>
          <Link to={next}>{labels.next}</Link>
        </p>
      </Notice>
    );
  } else {
    body = (
      <div className="account-card">
        <p>{labels.intro}</p>
        <ol className="account-steps">
          <li>{labels.step1}</li>
          <li>{labels.step2}</li>
          <li>{labels.step3}</li>
        </ol>
        {!setup ? (
          <form
            className="account-form"
            method="post"
            noValidate
            onSubmit={(event) => void start(event)}
          >
            <input type="hidden" name="intent" value="setup" />
            <p>{labels.passwordIntro}</p>
            <ErrorSummary
              errors={passwordError ? [{ fieldId: 'mfa-password', message: passwordError }] : []}
              locale={locale}
            />
            <TextField
              id="mfa-password"
              name="password"
              type="password"
              label={labels.passwordLabel}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setPasswordError(undefined);
              }}
              error={passwordError}
              locale={locale}
            />
            <div className="account-form__actions">
              <Button type="submit" loading={confirming}>
                {labels.passwordContinue}
              </Button>
              <Link to={next}>{labels.skip}</Link>
            </div>
          </form>
        ) : (
          <MfaKey
            secret={setup.secret}
            otpauthUri={setup.otpauthUri}
            scanHint={labels.scanHint}
            manualKey={labels.manualKey}
          />
        )}
        {setup ? (
          <form className="account-form" method="post" noValidate onSubmit={verify}>
            <input type="hidden" name="intent" value="verify" />
            <ErrorSummary
              errors={codeError ? [{ fieldId: 'mfa-code', message: codeError }] : []}
              locale={locale}
            />
            <TextField
              id="mfa-code"
              name="code"
              label={labels.codePlaceholder}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="one-time-code"
              enterKeyHint="done"
              maxLength={6}
              required
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setCodeError(undefined);
              }}
              error={codeError}
              locale={locale}
            />
            <div className="account-form__actions">
              <Button type="submit" loading={submitting}>
                {labels.verify}
              </Button>
              <Link to={next}>{labels.skip}</Link>
            </div>
          </form>
        ) : null}
      </div>
    );
  }
  return (
    <AccountPage heading={page.heading} description={page.description}>
      {body}
      <section className="account-card" aria-labelledby="sign-out-everywhere">
        <h2 id="sign-out-everywhere">{labels.signOutEverywhereHeading}</h2>
        <p>{labels.signOutEverywhereText}</p>
        {/* Without JavaScript the login page's action ends the sessions. */}
        <form method="post" action={localizedPath('/login', locale)}>
          <input type="hidden" name="intent" value="logout-all" />
          <Button
            type="submit"
            variant="secondary"
            loading={endingAll}
            onClick={async (event) => {
              event.preventDefault();
              setEndingAll(true);
              await endSession('logout-all', '/login');
            }}
          >
            {labels.signOutEverywhere}
          </Button>
        </form>
      </section>
    </AccountPage>
  );
}
