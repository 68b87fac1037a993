import { verifydoc } from '@kyc/content/interface';
import { formatDate, formatName } from '@kyc/formatters';
import { Button, CompanySearchResult, ErrorSummary, TextField } from '@kyc/ui';
import { checkRequired } from '@kyc/validators';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useActionData, useLoaderData } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { checkFields, fieldMessagesFromApi, summaryOf } from '../../lib/account/formErrors';
import { jurisdictionName } from '../../lib/account/jurisdictions';
import { companyStatusText } from '../../lib/account/statusText';
import type { VerifyDocResponse } from '../../lib/account/types';
import { useAccountApi } from '../../lib/account/useAccountApi';
import { useFormFields } from '../../lib/account/useFormFields';
import { OP_TYPES, useOpLog } from '../../lib/account/useOpLog';
import {
  reportFileProblem,
  VERIFY_FIELDS,
  type VerifyField,
  type VerifyMessageField,
  type VerifyOutcome,
  verifyOutcome,
} from '../../lib/account/verification';
import { useRootData } from '../../lib/rootData';
import { useSiteState } from '../../state/SiteStoreProvider';
import type { action, loader } from './verifydoc.server';
import './verifydoc.css';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

const fieldId = (field: VerifyMessageField) => `verify-${field}`;

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
  const { page, common, prefill, verified } = loaderData;
  const { labels } = page;
  const { locale } = useRootData();
  const text = verifydoc[locale];
  // Any code apps/api sends: one the words do not name shows as sent.
  const reportTypes: Partial<Record<string, string>> = text.reportTypes;
  const loggedIn = useSiteState((state) => state.app.user !== null);
  const api = useAccountApi(common.networkError);
  const opLog = useOpLog();
  // The action's answer to the form posted without JavaScript: the codes as typed, the messages.
  const posted = useActionData<typeof action>();
  const { values, messages, setMessages, change, formRef } = useFormFields<
    VerifyField,
    VerifyMessageField
  >(posted?.values ?? prefill, posted?.messages);
  const [file, setFile] = useState<File | null>(null);
  // What is wrong with the chosen file, said beside it at once; a submit also lists it above.
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [alert, setAlert] = useState(posted?.alert ?? '');
  // Verified without JavaScript: the action's redirect brings the outcome back.
  const [result, setResult] = useState<VerifyOutcome | null>(verified);
  const [submitting, setSubmitting] = useState(false);

  // A chosen file is checked at once, so a wrong one is said before the visitor submits.
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    setResult(null);
    setMessages((current) => ({ ...current, file: undefined }));
    setFileProblem(chosen ? await reportFileProblem(chosen, text) : undefined);
  };
  const removeFile = () => {
    setFile(null);
    setFileProblem(undefined);
    setMessages((current) => ({ ...current, file: undefined }));
    if (fileInput.current) {
      fileInput.current.value = '';
      fileInput.current.focus();
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = checkFields(values, {
      reportNo: (value) => checkRequired(value, text.reportNoRequired),
      verifyCode: (value) => checkRequired(value, text.codeRequired),
    });
    const problem = file ? await reportFileProblem(file, text) : undefined;
    const all: typeof messages = problem ? { ...found, file: problem } : found;
    setMessages(all);
    setAlert('');
    setResult(null);
    if (Object.values(all).some(Boolean)) return;
    setSubmitting(true);
    const reportNo = values.reportNo.trim();
    const verifyCode = values.verifyCode.trim();
    // With a file, its bytes go as they are: apps/api compares their SHA-256 with the one
    // kept when the report was issued.
    const answer = file
      ? await api.request<VerifyDocResponse>('/webapi/verify-doc/file', {
          method: 'POST',
          account: false,
          query: { reportNo, verifyCode },
          raw: { data: file, type: 'application/pdf' },
        })
      : await api.request<VerifyDocResponse>('/webapi/verify-doc', {
          method: 'POST',
          account: false,
          body: { reportNo, verifyCode },
        });
    setSubmitting(false);
    if (answer.ok) {
      setResult(verifyOutcome(answer.data, file ? file.name : null));
      // The operation log belongs to a user: visitors verify without one.
      if (loggedIn) opLog.log(OP_TYPES.verifyDocument, reportNo.toUpperCase());
      return;
    }
    if (
      answer.kind === 'error' &&
      (answer.code === 'FILE_TOO_LARGE' || answer.code === 'NOT_A_PDF')
    ) {
      setMessages({ file: answer.message });
      return;
    }
    if (answer.kind === 'fields') {
      const mapped = fieldMessagesFromApi(answer.fieldErrors, VERIFY_FIELDS);
      setMessages(mapped.messages);
      setAlert(mapped.other.join(' '));
      return;
    }
    setAlert(answer.message);
  };

  const report = result && 'report' in result ? result.report : undefined;
  const checkedFile = result && 'fileName' in result ? result.fileName : null;
  const fileHintId = `${fieldId('file')}-hint`;
  const fileMessageId = `${fieldId('file')}-message`;
  const fileMessage = messages.file ?? fileProblem;
  return (
    <AccountPage heading={page.heading} description={page.description} width="wide">
      <form
        ref={formRef}
        className="account-card account-form"
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
      >
        <p>{labels.intro}</p>
        <ErrorSummary errors={summaryOf(messages, VERIFY_FIELDS, fieldId)} locale={locale} />
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
        {/* The field frame of @kyc/ui around a native file input, which opens the system's
            chooser on every device. The input is only visually hidden: it keeps the focus and
            the keyboard, while its button and the file's name are written in the page's
            language rather than the browser's. */}
        <div className={`kyc-field kyc-field--stack${fileMessage ? ' kyc-field--invalid' : ''}`}>
          <label htmlFor={fieldId('file')} className="kyc-field__label">
            {text.file}
          </label>
          <div className="account-verify__file">
            <input
              ref={fileInput}
              id={fieldId('file')}
              name="file"
              type="file"
              accept="application/pdf,.pdf"
              className="account-verify__file-input"
              aria-describedby={fileMessage ? `${fileHintId} ${fileMessageId}` : fileHintId}
              aria-invalid={fileMessage ? true : undefined}
              onChange={chooseFile}
            />
            <label
              htmlFor={fieldId('file')}
              className="kyc-button kyc-button--secondary kyc-button--sm account-verify__choose"
            >
              {text.chooseFile}
            </label>
            <span className="account-verify__file-name">
              {file ? file.name : text.noFileChosen}
            </span>
            {file && (
              <Button type="button" variant="secondary" size="sm" onClick={removeFile}>
                {text.removeFile}
              </Button>
            )}
          </div>
          <p id={fileHintId} className="kyc-field__hint">
            {text.fileHint}
          </p>
          <p id={fileMessageId} className="kyc-field__message" aria-live="polite">
            {fileMessage}
          </p>
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
          {result.kind === 'genuine-file' && (
            <Notice tone="success" title={text.fileGenuine}>
              <p>{text.fileGenuineDetail}</p>
            </Notice>
          )}
          {result.kind === 'genuine-codes' && (
            <Notice tone="success" title={labels.valid}>
              <p>{labels.validDetail}</p>
            </Notice>
          )}
          {result.kind === 'file-changed' && (
            <Notice tone="error" title={text.fileChanged}>
              <p>{text.fileChangedDetail}</p>
            </Notice>
          )}
          {result.kind === 'no-file-on-record' && (
            <Notice tone="warning" title={text.noFileOnRecord}>
              <p>{text.noFileOnRecordDetail}</p>
            </Notice>
          )}
          {result.kind === 'wrong-codes' && (
            <Notice tone="error" title={labels.invalid}>
              <p>{labels.invalidDetail}</p>
            </Notice>
          )}
          {(report || checkedFile) && (
            <dl className="account-facts">
              {checkedFile && (
                <>
                  <dt>{text.checkedFile}</dt>
                  <dd className="account-verify__checked-file">{checkedFile}</dd>
                </>
              )}
              {report && (
                <>
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
                </>
              )}
            </dl>
          )}
          {report?.company && (
            <CompanySearchResult
              className="account-verify__company"
              company={{
                name: report.company.nameZh ?? report.company.name,
                englishName: report.company.nameEn,
                regNo: report.company.uscc ?? report.company.regNo,
                registeredCapital: report.company.registeredCapital ?? undefined,
                currency: report.company.capitalCurrency ?? undefined,
                status: companyStatusText(report.company, locale) || undefined,
              }}
              headingLevel={3}
              locale={locale}
            />
          )}
        </section>
      )}
    </AccountPage>
  );
}
