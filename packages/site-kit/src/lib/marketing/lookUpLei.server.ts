import type { Locale } from '@kyc/content';
import { fillTemplate, leiLookup } from '@kyc/content/interface';
import { formatDate } from '@kyc/formatters';
import { checkLei } from '@kyc/validators';
import { JURISDICTIONS } from '../account/jurisdictions';
import { effectiveLeiStatus, shanghaiToday } from '../leiStatus';
import { otherNamesText } from '../otherNames';
import { normalizeLei } from './normalizeLei';
import type { LeiLookup, LeiRecord } from './types';

export interface LookUpLeiOptions {
  /** Where apps/api answers (the loader context's `apiOrigin`). */
  apiOrigin: string;
  locale: Locale;
  /** The text shown when apps/api cannot be reached (content's `common.networkError`). */
  networkError: string;
  fetch?: typeof fetch;
  /** Milliseconds before the call is given up (default 3000). */
  timeout?: number;
  /** The moment "today" is taken from, in Asia/Shanghai (default now), for lapsed renewals. */
  now?: Date;
}

type ApiLeiRecord = Partial<
  Record<
    | 'lei'
    | 'legalName'
    | 'otherName'
    | 'jurisdiction'
    | 'registrationStatus'
    | 'entityStatus'
    | 'initialRegistrationDate'
    | 'nextRenewalDate'
    | 'managingLou'
    | 'legalAddress'
    | 'headquartersAddress'
    | 'otherNames',
    unknown
  >
>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export { effectiveLeiStatus, shanghaiToday } from '../leiStatus';

/** A country or region's name in the page's language, its code in parentheses: "中国香港（HK）". */
export function regionName(code: string, locale: Locale): string {
  if (!code) return '';
  const upper = code.toUpperCase();
  let name = JURISDICTIONS[locale][upper];
  if (!name && /^[A-Z]{2}$/.test(upper)) {
    try {
      const found = new Intl.DisplayNames([locale], { type: 'region' }).of(upper);
      if (found && found !== upper) name = found;
    } catch {
      // An unknown code stays a code.
    }
  }
  if (!name) return code;
  return fillTemplate(leiLookup[locale].region, { name, code: upper });
}

/** The record in the page's language: labelled fields with a value, statuses in words, dates formatted. */
function toRecord(body: ApiLeiRecord, locale: Locale, today: string): LeiRecord {
  const words = leiLookup[locale];
  // Any status GLEIF sends: one the words do not name shows as sent.
  const statuses: Partial<Record<string, string>> = words.status;
  const status = (value: string) => statuses[value] ?? value;
  const date = (value: unknown) => formatDate(value, { locale });
  const lou = text(body.managingLou);
  const registration = effectiveLeiStatus(
    text(body.registrationStatus),
    text(body.nextRenewalDate),
    today,
  );
  const fields: [string, string][] = [
    [words.lei, text(body.lei)],
    [words.otherName, text(body.otherName)],
    [words.jurisdiction, regionName(text(body.jurisdiction), locale)],
    [words.registrationStatus, status(registration)],
    [words.entityStatus, status(text(body.entityStatus))],
    [words.initialRegistrationDate, date(body.initialRegistrationDate)],
    [words.nextRenewalDate, date(body.nextRenewalDate)],
    [words.managingLou, lou && fillTemplate(words.louCode, { code: lou })],
    [words.legalAddress, text(body.legalAddress)],
    [words.headquartersAddress, text(body.headquartersAddress)],
    [
      words.otherNames,
      otherNamesText(body.otherNames, [text(body.legalName), text(body.otherName)], locale),
    ],
  ];
  return {
    legalName: text(body.legalName),
    fields: fields.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value })),
  };
}

/**
 * Looks an LEI up in apps/api (`GET /webapi/lei/<LEI>`) for the page's loader. `query` is what
 * the visitor typed (`?lei=`): `null` means nothing was asked. The server is where an LEI is
 * fully checked (the browser checks only its shape): a blank or malformed one, check digits
 * included, gets the validators' message without a call. A 400 shows apps/api's field message,
 * a 404 "not found", and an unreachable or failing API the network error text. Never throws.
 *
 * @example await lookUpLei('5493001KJTIIGC8Y1R12', { apiOrigin, locale: 'en', networkError })
 */
export async function lookUpLei(
  query: string | null,
  options: LookUpLeiOptions,
): Promise<LeiLookup> {
  if (query === null) return { status: 'idle', query: '' };
  const { apiOrigin, locale, networkError, fetch: fetchImpl = fetch } = options;
  const lei = normalizeLei(query);
  const message = checkLei(lei, { locale });
  if (message) return { status: 'invalid', query, message };
  try {
    const response = await fetchImpl(
      `${apiOrigin}/webapi/lei/${encodeURIComponent(lei)}?lang=${locale}`,
      {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeout ?? 3_000),
      },
    );
    if (response.ok) {
      const today = shanghaiToday(options.now);
      return { status: 'found', query, record: toRecord(await response.json(), locale, today) };
    }
    const body = (await response.json().catch(() => ({}))) as {
      errors?: Record<string, unknown>;
      message?: unknown;
    };
    if (response.status === 400) {
      const message =
        text(body.errors?.lei) || text(Object.values(body.errors ?? {})[0]) || networkError;
      return { status: 'invalid', query, message };
    }
    if (response.status === 404) {
      return {
        status: 'notFound',
        query,
        message: text(body.message) || leiLookup[locale].notFound,
      };
    }
    return { status: 'error', query, message: networkError };
  } catch {
    return { status: 'error', query, message: networkError };
  }
}
