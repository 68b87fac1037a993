import { verifydoc } from '@kyc/content/interface';
import { formatDate, formatName } from '@kyc/formatters';
import { Button, CompanySearchResult, ErrorSummary, TextField } from '@kyc/ui';
import { checkRequired } from '@kyc/validators';
import { type FormEvent, useState } from 'react';
import { useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { checkFields, fieldMessagesFromApi, summaryOf } from '../../lib/account/formErrors';
import { jurisdictionName } from '../../lib/account/jurisdictions';
import type { VerifyDocResponse } from '../../lib/account/types';
import { useAccountApi } from '../../lib/account/useAccountApi';
import { useFormFields } from '../../lib/account/useFormFields';
import { OP_TYPES, useOpLog } from '../../lib/account/useOpLog';
import { useRootData } from '../../lib/rootData';
import { useSiteState } from '../../state/SiteStoreProvider';
import type { loader } from './verifydoc.server';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

type Field = 'reportNo' | 'verifyCode';
const FIELDS: readonly Field[] = ['reportNo', 'verifyCode'];
const fieldId = (field: Field) => `verify-${field}`;

/** A language code ('en', 'zh-CN') as its name in the page's language; the code when unknown. */
function languageName(code: string | undefined, locale: 'zh-CN' | 'en'): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export default function Verifydoc() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, common, prefill } = loaderData;
  const { labels } = page;
  const { locale } = useRootData();
  const text = verifydoc[locale];
  // Any code apps/api sends: one the words do not name shows as sent.
  const reportTypes: Partial<Record<string, string>> = text.reportTypes;
  const loggedIn = useSiteState((state) => state.app.user !== null);
  const api = useAccountApi(common.networkError);
  const opLog = useOpLog();
  const { values, messages, setMessages, change } = useFormFields<Field>(prefill);
  const [alert, setAlert] = useState('');
  const [result, setResult] = useState<VerifyDocResponse | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = checkFields(values, {
      reportNo: (value) => checkRequired(value, text.reportNoRequired),
      verifyCode: (value) => checkRequired(value, text.codeRequired),
    });
    setMessages(found);
    setAlert('');
    setResult(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const reportNo = values.reportNo.trim();
    const answer = await api.request<VerifyDocResponse>('/webapi/verify-doc', {
      method: 'POST',
      account: false,
      body: { reportNo, verifyCode: values.verifyCode.trim() },
    });
    setSubmitting(false);
    if (answer.ok) {
      setResult({ genuine: answer.data?.genuine === true, report: answer.data?.report });
      // The operation log belongs to a user: visitors verify without one.
      if (loggedIn) opLog.log(OP_TYPES.verifyDocument, reportNo.toUpperCase());
      return;
    }
    if (answer.kind === 'fields') {
      const mapped = fieldMessagesFromApi(answer.fieldErrors, FIELDS);
      setMessages(mapped.messages);
      setAlert(mapped.other.join(' '));
      return;
    }
    setAlert(answer.message);
  };

  const report = result?.report;
  return (
    <AccountPage heading={page.heading} description={page.description} width="wide">
      <form className="account-card account-form" noValidate onSubmit={submit}>
        <p>{labels.intro}</p>
        <ErrorSummary errors={summaryOf(messages, FIELDS, fieldId)} locale={locale} />
        {alert && <Notice tone="error" title={alert} />}
        <div className="account-form__row">
          <TextField
            id={fieldId('reportNo')}
            name="reportNo"
            label={text.reportNo}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="next"
            maxLength={40}
            required
            value={values.reportNo}
            onChange={change('reportNo')}
            error={messages.reportNo}
            locale={locale}
          />
          <TextField
            id={fieldId('verifyCode')}
            name="verifyCode"
            label={labels.codePlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={20}
            required
            value={values.verifyCode}
            onChange={change('verifyCode')}
            error={messages.verifyCode}
            locale={locale}
          />
        </div>
        <div className="account-form__actions">
          <Button type="submit" loading={submitting}>
            {labels.verify}
          </Button>
        </div>
      </form>
      {result && (
        <section className="account-card" aria-labelledby="verify-result">
          <h2 id="verify-result" className="account-card__title">
            {text.result}
          </h2>
          {result.genuine ? (
            <Notice tone="success" title={labels.valid}>
              <p>{labels.validDetail}</p>
            </Notice>
          ) : (
            <Notice tone="error" title={labels.invalid}>
              <p>{labels.invalidDetail}</p>
            </Notice>
          )}
          {result.genuine && report && (
            <>
              <dl className="account-facts">
                <dt>{text.reportNo}</dt>
                <dd className="account-code">{report.reportNo}</dd>
                <dt>{text.reportType}</dt>
                <dd>
                  {(report.reportType && reportTypes[report.reportType]) ||
                    report.reportType ||
                    common.dash}
                </dd>
                <dt>{text.language}</dt>
                <dd>{languageName(report.language, locale) || common.dash}</dd>
                <dt>{labels.issuedAt}</dt>
                <dd>{formatDate(report.issuedAt, { locale })}</dd>
                <dt>{text.pages}</dt>
                <dd>{Number.isFinite(report.pages) ? report.pages : common.dash}</dd>
                <dt>{labels.subject}</dt>
                <dd>
                  {formatName(
                    report.company?.nameZh ?? report.company?.name,
                    report.company?.nameEn,
                  )}
                </dd>
                <dt>{text.jurisdiction}</dt>
                <dd>{jurisdictionName(report.company?.jurisdiction, locale, common.dash)}</dd>
              </dl>
              {report.company && (
                <CompanySearchResult
                  className="account-verify__company"
                  company={{
                    name: report.company.nameZh ?? report.company.name,
                    englishName: report.company.nameEn,
                    regNo: report.company.uscc ?? report.company.regNo,
                    registeredCapital: report.company.registeredCapital ?? undefined,
                    currency: report.company.capitalCurrency ?? undefined,
                    status: locale === 'en' ? report.company.statusEn : report.company.status,
                  }}
                  headingLevel={3}
                  locale={locale}
                />
              )}
            </>
          )}
        </section>
      )}
    </AccountPage>
  );
}
