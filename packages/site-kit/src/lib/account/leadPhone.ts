import type { Locale } from '@kyc/content';
import { leadPhone } from '@kyc/content/interface';
import { checkMobilePhone } from '@kyc/validators';

/** The lead form's phone: a country or region (ISO 3166 code) and the number as typed. */
export interface LeadPhoneInput {
  country: string;
  national: string;
}

/** One choice of the calling-code selector, built on the server (demo-request.server.ts). */
export interface PhoneCountryOption {
  /** ISO 3166-1 alpha-2, e.g. 'GB'. */
  value: string;
  /** '+44', shown in the field before the number. */
  callingCode: string;
  /** 'United Kingdom (+44)' in the page's language. */
  label: string;
}

/** Mainland China: its mobiles keep `@kyc/validators`' rule and messages (SPEC §5). */
export const MAINLAND = 'CN';

type PhoneLib = typeof import('libphonenumber-js/min');

let loading: Promise<PhoneLib> | undefined;
/**
 * libphonenumber-js with its small ('min') metadata, fetched only when a number outside the
 * mainland is typed: the form's first load stays within the page's JavaScript budget.
 */
export function loadPhoneLib(): Promise<PhoneLib> {
  loading ??= import('libphonenumber-js/min').catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** True when checking this input needs libphonenumber-js (anything but a mainland mobile). */
export function needsPhoneLib({ country, national }: LeadPhoneInput): boolean {
  const value = national.trim();
  return value !== '' && (country !== MAINLAND || value.startsWith('+'));
}

const compact = (value: string) => value.replace(/[\s\-().]/g, '');

/**
 * The lead form's phone check: `{ e164 }` when the number is valid, else `{ message }`.
 * A mainland number (+86) is checked by `checkMobilePhone`, with its exact messages; others by
 * libphonenumber-js (`lib`), the national number read in the chosen country (a leading 0 trunk
 * prefix is fine), or as a whole when it starts with '+'. Without `lib` yet, a plausible number
 * passes (the submit waits for `lib`, and apps/api checks again).
 *
 * @example checkLeadPhone({ country: 'GB', national: '07911 123456' }, 'en', lib) // { e164: '+447911123456' }
 */
export function checkLeadPhone(
  input: LeadPhoneInput,
  locale: Locale,
  lib?: PhoneLib,
): { e164?: string; message?: string } {
  const value = input.national.trim();
  if (value === '') return { message: checkMobilePhone(value, { locale }) };
  const mainland = (national: string) => {
    const message = checkMobilePhone(national, { locale });
    return message ? { message } : { e164: `+86${national}` };
  };
  if (input.country === MAINLAND && !value.startsWith('+')) return mainland(value);
  const number = compact(value);
  if (number.startsWith('+86')) return mainland(number.slice(3));
  if (!lib) {
    return /^\+?\d{4,17}$/.test(number) ? {} : { message: leadPhone[locale].invalid };
  }
  const country = input.country;
  const parsed = lib.parsePhoneNumberFromString(
    number,
    !number.startsWith('+') && lib.isSupportedCountry(country) ? country : undefined,
  );
  if (!parsed?.isValid()) return { message: leadPhone[locale].invalid };
  if (parsed.countryCallingCode === '86') return mainland(String(parsed.nationalNumber));
  return { e164: String(parsed.number) };
}
