import { Button, ErrorSummary, TextField } from '@kyc/ui';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { QrCode } from '../../components/account/QrCode';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { useAccountApi } from '../../lib/account/useAccountApi';
import { OP_TYPES, useOpLog } from '../../lib/account/useOpLog';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { loader } from './bind-mfa.server';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

const TEXT = {
  'zh-CN': {
    alreadyBound: '该账号已开启多因素认证。',
    codeLabel: '验证码',
    codeInvalid: '请输入 6 位数字验证码',
    secretLabel: '密钥',
    preparing: '正在生成绑定二维码……',
    next: '前往实时检索',
  },
  en: {
    alreadyBound: 'Multi-factor authentication is already on for this account.',
    codeLabel: 'Code',
    codeInvalid: 'Enter the six-digit code',
    secretLabel: 'Key',
    preparing: 'Preparing your QR code…',
    next: 'Go to live search',
  },
};

interface Setup {
  secret: string;
  otpauthUri: string;
}

/** The base32 key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export default function BindMfa() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, common, mfaBound } = loaderData;
  const { labels } = page;
  const { locale } = useRootData();
  const text = TEXT[locale];
  const api = useAccountApi(common.networkError);
  const opLog = useOpLog();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [setupError, setSetupError] = useState('');
  const [bound, setBound] = useState<'already' | 'now' | null>(mfaBound ? 'already' : null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const started = useRef(false);
  const next = localizedPath('/live-search', locale);

  const start = useCallback(async () => {
    setSetupError('');
    const result = await api.request<Setup>('/webapi/saas/user/mfa/setup', { method: 'POST' });
    if (result.ok && result.data?.otpauthUri) setSetup(result.data);
    else if (!result.ok && result.status === 409) setBound('already');
    else if (!result.ok && result.kind !== 'unauthorized') setSetupError(result.message);
    else setSetupError(common.networkError);
  }, [api, common.networkError]);

  useEffect(() => {
    // One secret per visit: a second setup would replace the one the QR code shows.
    if (bound || started.current) return;
    started.current = true;
    void start();
  }, [bound, start]);

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const value = code.trim();
    if (!/^\d{6}$/.test(value)) {
      setCodeError(text.codeInvalid);
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
      started.current = false;
      setSetup(null);
      void start();
    } else if (result.kind !== 'unauthorized') setCodeError(result.message);
  };

  let body: ReactNode;
  if (bound) {
    body = (
      <Notice tone="success" title={bound === 'now' ? labels.success : text.alreadyBound}>
        <p>
          <Link to={next}>{text.next}</Link>
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
        {setupError ? (
          <Notice tone="error" title={setupError}>
            <p>
              <Button variant="secondary" size="sm" onClick={() => void start()}>
                {common.retry}
              </Button>
            </p>
          </Notice>
        ) : !setup ? (
          <Notice tone="info" title={text.preparing} />
        ) : (
          <div className="account-mfa">
            <figure className="account-mfa__qr">
              <QrCode value={setup.otpauthUri} label={labels.scanHint} />
              <figcaption>{labels.scanHint}</figcaption>
            </figure>
            <dl className="account-facts">
              <dt>{labels.manualKey}</dt>
              <dd className="account-code">{grouped(setup.secret)}</dd>
            </dl>
          </div>
        )}
        <form className="account-form" noValidate onSubmit={verify}>
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
            <Button type="submit" loading={submitting} disabled={!setup}>
              {labels.verify}
            </Button>
            <Link to={next}>{labels.skip}</Link>
          </div>
        </form>
      </div>
    );
  }
  return (
    <AccountPage heading={page.heading} description={page.description}>
      {body}
    </AccountPage>
  );
}
