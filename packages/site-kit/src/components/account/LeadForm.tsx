import type { UtilityLabelKeys } from '@kyc/content';
import { leadForm } from '@kyc/content/interface';
import {
  Button,
  CheckboxField,
  ErrorSummary,
  PhoneField,
  SelectField,
  TextareaField,
  TextField,
} from '@kyc/ui';
import { checkEmail, checkRequired } from '@kyc/validators';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useActionData, useLocation } from 'react-router';
import { fieldMessagesFromApi, summaryOf } from '../../lib/account/formErrors';
import {
  checkLeadPhone,
  type LeadPhoneInput,
  loadPhoneLib,
  MAINLAND,
  needsPhoneLib,
  type PhoneCountryOption,
} from '../../lib/account/leadPhone';
import {
  checkLead,
  LEAD_FIELDS,
  LEAD_INTERESTS,
  LEAD_MAX_LENGTH,
  type LeadField,
  type LeadInterest,
  type LeadTextField,
  leadMessage,
} from '../../lib/account/leadSteps';
import { useAccountApi } from '../../lib/account/useAccountApi';
import { useFormFields } from '../../lib/account/useFormFields';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import { useStaticPage } from '../../lib/staticPage';
import type { LeadActionData } from '../../routes/account/demo-request.server';
import { LEAD_FORM_ATTRIBUTE } from '../../static/attributes';
import { Notice } from './AccountPage';

const fieldId = (field: LeadField) => `lead-${field}`;

export interface LeadFormProps {
  labels: Record<UtilityLabelKeys['register'], string>;
  networkError: string;
  /** Which list the lead goes to: a demo request or a registration. */
  kind: 'demo-request' | 'register';
  industries: { value: string; label: string }[];
  /** The calling codes to choose from (demo-request.server.ts); without them, +86 only. */
  phoneCountries?: PhoneCountryOption[];
  /** The calling code chosen at first (ISO 3166 code, default 'CN'). */
  phoneCountry?: string;
  /** The lead was sent (the page's action said so, without JavaScript): the form says so. */
  sent?: boolean;
}

const EMPTY: Record<LeadTextField, string> = {
  name: '',
  company: '',
  jobTitle: '',
  email: '',
  phoneCountry: MAINLAND,
  phone: '',
  industry: '',
  message: '',
};

/**
 * The demo-request / registration form: checked in the browser with `@kyc/validators`, then by
 * apps/api, whose field messages appear beside the fields and in the summary. Nothing typed is
 * lost on an error. Without JavaScript it posts to the page's action (demo-request.server.ts),
 * which answers with a redirect to the page saying the lead was sent, or with the form again
 * (read here as the first state).
 */
export function LeadForm({
  labels,
  networkError,
  kind,
  industries,
  phoneCountries = [],
  phoneCountry = MAINLAND,
  sent: sentBefore = false,
}: LeadFormProps) {
  const { locale } = useRootData();
  const staticPage = useStaticPage();
  const text = leadForm[locale];
  const api = useAccountApi(networkError);
  const location = useLocation();
  // The action's answer to the form posted without JavaScript: the form as it was sent.
  const posted = useActionData() as LeadActionData | undefined;
  const initial = { ...EMPTY, phoneCountry };
  const { values, setValues, messages, setMessages, change, formRef } = useFormFields<
    LeadTextField,
    LeadField
  >(posted?.input.values ?? initial, posted?.messages);
  // libphonenumber-js arrives once a number outside the mainland is being typed.
  const [phoneLib, setPhoneLib] = useState<Awaited<ReturnType<typeof loadPhoneLib>>>();
  const phoneInput = (national: string): LeadPhoneInput => ({
    country: values.phoneCountry,
    national,
  });
  const needsLib = needsPhoneLib(phoneInput(values.phone));
  useEffect(() => {
    if (needsLib && !phoneLib) loadPhoneLib().then(setPhoneLib, () => {});
  }, [needsLib, phoneLib]);
  const checkPhone = (national: string) =>
    checkLeadPhone(phoneInput(national), locale, phoneLib).message;
  const callingCode =
    phoneCountries.find((option) => option.value === values.phoneCountry)?.callingCode ?? '+86';
  const [interests, setInterests] = useState<LeadInterest[]>([...(posted?.input.interests ?? [])]);
  const [agree, setAgree] = useState(posted?.input.agree ?? false);
  const [alert, setAlert] = useState(posted?.alert ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(sentBefore);

  const interestLabel: Record<LeadInterest, string> = {
    workspace: labels.interestWorkspace,
    api: labels.interestApi,
    report: labels.interestReport,
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // The submit waits for libphonenumber-js when the number needs it (rarely more than a moment).
    let lib = phoneLib;
    if (!lib && needsPhoneLib(phoneInput(values.phone))) {
      setSubmitting(true);
      lib = await loadPhoneLib().catch(() => undefined);
      setSubmitting(false);
    }
    const input = { values, interests, agree };
    const { messages: found, e164 } = checkLead(input, locale, lib);
    setMessages(found);
    setAlert('');
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const message = leadMessage(input, industries, labels);
    const result = await api.request<{ id: number }>(`/webapi/leads/${kind}`, {
      method: 'POST',
      account: false,
      body: {
        name: values.name.trim(),
        company: values.company.trim(),
        email: values.email.trim(),
        // E.164 (+447911123456); apps/api checks it again and stores it so.
        phone: e164 ?? values.phone.trim(),
        ...(message ? { message } : {}),
      },
    });
    setSubmitting(false);
    if (result.ok) {
      setSent(true);
      return;
    }
    if (result.kind === 'fields') {
      const mapped = fieldMessagesFromApi(result.fieldErrors, LEAD_FIELDS);
      setMessages(mapped.messages);
      setAlert(mapped.other.join(' '));
      return;
    }
    setAlert(result.message);
  };

  if (sent) {
    return (
      <div className="account-card">
        <Notice tone="success" title={labels.success}>
          <p>{labels.successDetail}</p>
        </Notice>
        <div className="account-form__actions">
          {/* A link, so that it works without JavaScript too (the page afresh). */}
          <Link
            className="kyc-button kyc-button--secondary kyc-button--md"
            to={localizedPath(location.pathname, locale)}
            onClick={(event) => {
              event.preventDefault();
              setValues(initial);
              setInterests([]);
              setAgree(false);
              setSent(false);
            }}
          >
            {text.again}
          </Link>
          <span>
            {labels.haveAccount} <Link to={localizedPath('/login', locale)}>{labels.login}</Link>
          </span>
        </div>
      </div>
    );
  }

  const summary = summaryOf(messages, LEAD_FIELDS, fieldId);
  // A page without React improves the form with static/leadForm.ts, which shows each region's
  // calling code from this map. (Never true in a browser, so hydration still matches.)
  const staticForm = staticPage
    ? {
        [LEAD_FORM_ATTRIBUTE]: '',
        'data-calling-codes': JSON.stringify(
          Object.fromEntries(phoneCountries.map((option) => [option.value, option.callingCode])),
        ),
        'data-phone-placeholder': labels.phonePlaceholder,
      }
    : {};
  return (
    <form
      ref={formRef}
      className="account-card account-form"
      method="post"
      noValidate
      onSubmit={submit}
      {...staticForm}
    >
      <h2 className="account-card__title">{labels.formTitle}</h2>
      <ErrorSummary errors={summary} locale={locale} />
      {alert && <Notice tone="error" title={alert} />}
      <div className="account-form__row">
        <TextField
          id={fieldId('name')}
          name="name"
          label={labels.name}
          placeholder={labels.namePlaceholder}
          autoComplete="name"
          enterKeyHint="next"
          maxLength={LEAD_MAX_LENGTH.name}
          required
          value={values.name}
          onChange={change('name')}
          error={messages.name}
          validate={(value) => checkRequired(value, text.nameRequired)}
          locale={locale}
        />
        <TextField
          id={fieldId('jobTitle')}
          name="jobTitle"
          label={`${labels.jobTitle}${text.optional}`}
          placeholder={labels.jobTitlePlaceholder}
          autoComplete="organization-title"
          enterKeyHint="next"
          maxLength={LEAD_MAX_LENGTH.jobTitle}
          value={values.jobTitle}
          onChange={change('jobTitle')}
          locale={locale}
        />
      </div>
      <TextField
        id={fieldId('company')}
        name="company"
        label={labels.company}
        placeholder={labels.companyPlaceholder}
        autoComplete="organization"
        enterKeyHint="next"
        maxLength={LEAD_MAX_LENGTH.company}
        required
        value={values.company}
        onChange={change('company')}
        error={messages.company}
        validate={(value) => checkRequired(value, text.companyRequired)}
        locale={locale}
      />
      <TextField
        id={fieldId('email')}
        name="email"
        type="email"
        label={labels.email}
        placeholder={labels.emailPlaceholder}
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="next"
        maxLength={254}
        required
        value={values.email}
        onChange={change('email')}
        error={messages.email}
        validate={(value) => checkEmail(value.trim(), { locale })}
        locale={locale}
      />
      <div className="account-form__row">
        {phoneCountries.length > 0 && (
          <SelectField
            id={fieldId('phoneCountry')}
            name="phoneCountry"
            label={text.phoneCountry}
            autoComplete="tel-country-code"
            options={phoneCountries}
            value={values.phoneCountry}
            onChange={(event) => {
              change('phoneCountry')(event);
              setMessages((current) => ({ ...current, phone: undefined }));
            }}
            locale={locale}
          />
        )}
        <PhoneField
          // A new calling code checks the number anew.
          key={values.phoneCountry}
          id={fieldId('phone')}
          name="phone"
          label={labels.phone}
          placeholder={values.phoneCountry === MAINLAND ? labels.phonePlaceholder : undefined}
          enterKeyHint="next"
          required
          callingCode={callingCode}
          {...(values.phoneCountry === MAINLAND
            ? {}
            : { maxLength: 20, inputMode: 'tel' as const, autoComplete: 'tel' })}
          value={values.phone}
          onChange={change('phone')}
          error={messages.phone}
          validate={checkPhone}
          locale={locale}
        />
      </div>
      <SelectField
        id={fieldId('industry')}
        name="industry"
        label={`${labels.industry}${text.optional}`}
        placeholder={labels.industryPlaceholder}
        options={industries}
        value={values.industry}
        onChange={change('industry')}
        locale={locale}
      />
      <fieldset className="account-form__fieldset">
        <legend className="account-form__legend">{`${labels.interest}${text.optional}`}</legend>
        <div className="account-form__choices">
          {LEAD_INTERESTS.map((interest) => (
            <CheckboxField
              key={interest}
              id={`lead-interest-${interest}`}
              name="interest"
              value={interest}
              label={interestLabel[interest]}
              checked={interests.includes(interest)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setInterests((current) =>
                  on
                    ? LEAD_INTERESTS.filter((item) => item === interest || current.includes(item))
                    : current.filter((item) => item !== interest),
                );
              }}
              locale={locale}
            />
          ))}
        </div>
      </fieldset>
      <TextareaField
        id={fieldId('message')}
        name="message"
        label={`${labels.message}${text.optional}`}
        placeholder={labels.messagePlaceholder}
        maxLength={LEAD_MAX_LENGTH.message}
        value={values.message}
        onChange={change('message')}
        error={messages.message}
        locale={locale}
      />
      <CheckboxField
        id={fieldId('agree')}
        name="agree"
        required
        checked={agree}
        onChange={(event) => {
          setAgree(event.currentTarget.checked);
          setMessages((current) => ({ ...current, agree: undefined }));
        }}
        error={messages.agree}
        label={
          <>
            {labels.agreePrefix}
            {locale === 'en' ? ' ' : ''}
            <Link to={localizedPath('/terms-conditions', locale)} target="_blank">
              {labels.termsLink}
            </Link>
          </>
        }
        locale={locale}
      />
      <div className="account-form__actions">
        <Button type="submit" block loading={submitting}>
          {labels.submit}
        </Button>
      </div>
      <p className="account-form__links">
        <span>
          {labels.haveAccount} <Link to={localizedPath('/login', locale)}>{labels.login}</Link>
        </span>
      </p>
    </form>
  );
}
