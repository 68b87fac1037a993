import type { Locale } from '@kyc/content';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { MAINLAND, type PhoneCountryOption } from '../../lib/account/leadPhone';
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
  };
}
