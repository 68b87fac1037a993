import type { Locale, UtilityLabelKeys } from '@kyc/content';
import { leadForm } from '@kyc/content/interface';
import { checkEmail, checkRequired } from '@kyc/validators';
import { checkFields, type FormMessages } from './formErrors';
import { checkLeadPhone, type loadPhoneLib } from './leadPhone';

// The demo-request / registration form's rules, shared by the form in the browser (LeadForm)
// and the page's action, which takes the same form posted without JavaScript.

export type LeadField =
  | 'name'
  | 'company'
  | 'jobTitle'
  | 'email'
  | 'phoneCountry'
  | 'phone'
  | 'industry'
  | 'message'
  | 'agree';
/** The fields typed or chosen as text (the consent is a checkbox). */
export type LeadTextField = Exclude<LeadField, 'agree'>;
export type LeadInterest = 'workspace' | 'api' | 'report';

export const LEAD_FIELDS: readonly LeadField[] = [
  'name',
  'company',
  'jobTitle',
  'email',
  'phoneCountry',
  'phone',
  'industry',
  'message',
  'agree',
];
export const LEAD_INTERESTS: readonly LeadInterest[] = ['workspace', 'api', 'report'];

/** apps/api's limits on the lead (leads.ts), so the form refuses what the API would. */
export const LEAD_MAX_LENGTH = { name: 50, company: 100, jobTitle: 50, message: 1800 } as const;

/** What the lead form holds when it is sent. */
export interface LeadInput {
  values: Record<LeadTextField, string>;
  interests: readonly LeadInterest[];
  agree: boolean;
}

/**
 * The form's own checks: name, company, email, the phone in its country (`phoneLib` for a
 * number outside the mainland), the consent. The messages, and the number as E.164 when valid.
 *
 * @example checkLead(input, 'en', lib).messages.email // 'Incorrect email format.'
 */
export function checkLead(
  input: LeadInput,
  locale: Locale,
  phoneLib?: Awaited<ReturnType<typeof loadPhoneLib>>,
): { messages: FormMessages<LeadField>; e164?: string } {
  const text = leadForm[locale];
  const messages: FormMessages<LeadField> = checkFields(input.values, {
    name: (value) => checkRequired(value, text.nameRequired),
    company: (value) => checkRequired(value, text.companyRequired),
    email: (value) => checkEmail(value.trim(), { locale }),
  });
  const phone = checkLeadPhone(
    { country: input.values.phoneCountry, national: input.values.phone },
    locale,
    phoneLib,
  );
  if (phone.message) messages.phone = phone.message;
  if (!input.agree) messages.agree = text.mustAgree;
  return { messages, e164: phone.e164 };
}

/**
 * The lead's message as apps/api stores it: job title, industry and interests (which have no
 * column of their own) lead it, then what was written.
 *
 * @example leadMessage(input, industries, labels) // 'Job title: CFO\nInterested in: API\n\nCall me'
 */
export function leadMessage(
  input: LeadInput,
  industries: readonly { value: string; label: string }[],
  labels: Record<UtilityLabelKeys['register'], string>,
): string {
  const interestLabel: Record<LeadInterest, string> = {
    workspace: labels.interestWorkspace,
    api: labels.interestApi,
    report: labels.interestReport,
  };
  const { values } = input;
  const industry = industries.find((option) => option.value === values.industry)?.label;
  const lines = [
    values.jobTitle.trim() && `${labels.jobTitle}: ${values.jobTitle.trim()}`,
    industry && `${labels.industry}: ${industry}`,
    input.interests.length > 0 &&
      `${labels.interest}: ${input.interests.map((interest) => interestLabel[interest]).join(', ')}`,
  ].filter(Boolean);
  const message = values.message.trim();
  return [lines.join('\n'), message].filter(Boolean).join('\n\n');
}
