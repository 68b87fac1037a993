import type { Locale } from '@kyc/content';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { loaderApi } from '../../lib/account/api.server';
import { FLASH_PARAM, flashRedirect, readFlash } from '../../lib/account/flash.server';
import { type FormMessages, fieldMessagesFromApi } from '../../lib/account/formErrors';
import { loadPhoneLib, MAINLAND, type PhoneCountryOption } from '../../lib/account/leadPhone';
import {
  checkLead,
  LEAD_FIELDS,
  LEAD_INTERESTS,
  type LeadField,
  type LeadInput,
  type LeadTextField,
  leadMessage,
} from '../../lib/account/leadSteps';
import { industryOptions, utilityPageData } from '../../lib/account/page.server';
import type { SiteLoaderArgs } from '../routeProps';

const optionsByLocale = new Map<Locale, PhoneCountryOption[]>();

/**
 * Every country or region libphonenumber-js knows, named in the page's language (the names and
 * the metadata stay on the server): mainland China first, then by name.
 */
export function phoneCountryOptions(locale: Locale): PhoneCountryOption[] {
  const cached = optionsByLocale.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const options = getCountries()
    .map((country) => {
      const callingCode = `+${getCountryCallingCode(country)}`;
      return {
        value: country,
        callingCode,
        label: `${names.of(country) ?? country} (${callingCode})`,
      };
    })
    .sort((a, b) =>
      a.value === MAINLAND ? -1 : b.value === MAINLAND ? 1 : a.label.localeCompare(b.label, locale),
    );
  optionsByLocale.set(locale, options);
  return options;
}

/** The visitor's region from Accept-Language ('en-GB' → 'GB') when it has a calling code. */
function preferredPhoneCountry(request: Request, options: PhoneCountryOption[]): string {
  const header = request.headers.get('accept-language') ?? '';
  for (const entry of header.split(',')) {
    const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})\b/i.exec(entry.trim())?.[1]?.toUpperCase();
    if (region && options.some((option) => option.value === region)) return region;
  }
  return MAINLAND;
}

// SPEC §2: /register and /demo-request show the same page; each keeps its own title and list.
export function loader({ request }: Pick<SiteLoaderArgs, 'request'>) {
  const register = new URL(request.url).pathname === '/register';
  const data = utilityPageData(request, register ? '/register' : '/demo-request');
  const phoneCountries = phoneCountryOptions(data.locale);
  return {
    ...data,
    kind: register ? ('register' as const) : ('demo-request' as const),
    industries: industryOptions(request),
    phoneCountries,
    // The Chinese site's visitors are mostly on the mainland, whatever their browser's language.
    phoneCountry: data.locale === 'en' ? preferredPhoneCountry(request, phoneCountries) : MAINLAND,
    /** The lead was sent (the action's redirect without JavaScript): the page says so. */
    sent: readFlash<{ sent?: boolean }>(request)?.sent === true,
  };
}

/** What the lead action answers when it does not send the lead: the form again, as it was. */
export interface LeadActionData {
  input: LeadInput;
  messages: FormMessages<LeadField>;
  /** A message above the form (apps/api's, or the network's). */
  alert: string;
}

const TEXT_FIELDS: readonly LeadTextField[] = [
  'name',
  'company',
  'jobTitle',
  'email',
  'phoneCountry',
  'phone',
  'industry',
  'message',
];

/**
 * The lead form posted without JavaScript (with it, the form sends the lead to apps/api
 * itself): the same checks, then `POST /webapi/leads/demo-request` (or `register`, by the
 * page) with the visitor's address. Sent, it redirects (303) to the page showing that it was
 * sent (a flash for this page: a reload never sends it twice); otherwise the form comes back
 * with its messages and everything typed and chosen.
 *
 * @example export { action, loader } from './demo-request.server';
 */
export async function action({
  request,
  context,
}: SiteLoaderArgs): Promise<LeadActionData | Response> {
  const url = new URL(request.url);
  const register = url.pathname === '/register';
  const data = utilityPageData(request, register ? '/register' : '/demo-request');
  const form = await request.formData();
  const values = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, String(form.get(field) ?? '')]),
  ) as Record<LeadTextField, string>;
  values.phoneCountry ||= MAINLAND;
  const chosen = form.getAll('interest').map(String);
  const input: LeadInput = {
    values,
    interests: LEAD_INTERESTS.filter((interest) => chosen.includes(interest)),
    agree: form.get('agree') !== null,
  };
  const phoneLib = await loadPhoneLib().catch(() => undefined);
  const { messages, e164 } = checkLead(input, data.locale, phoneLib);
  if (Object.keys(messages).length > 0) return { input, messages, alert: '' };
  const message = leadMessage(input, industryOptions(request), data.page.labels);
  const sent = await loaderApi<{ id: number }>(
    context,
    request,
    `/webapi/leads/${register ? 'register' : 'demo-request'}`,
    {
      session: 'none',
      networkError: data.common.networkError,
      method: 'POST',
      body: {
        name: values.name.trim(),
        company: values.company.trim(),
        email: values.email.trim(),
        // E.164 (+447911123456); apps/api checks it again and stores it so.
        phone: e164 ?? values.phone.trim(),
        ...(message ? { message } : {}),
      },
    },
  );
  if (sent.ok) {
    url.searchParams.delete(FLASH_PARAM);
    return flashRedirect(`${url.pathname}${url.search}`, { sent: true });
  }
  if (sent.kind === 'fields') {
    const mapped = fieldMessagesFromApi(sent.fieldErrors, LEAD_FIELDS);
    return { input, messages: mapped.messages, alert: mapped.other.join(' ') };
  }
  return { input, messages: {}, alert: sent.message };
}
