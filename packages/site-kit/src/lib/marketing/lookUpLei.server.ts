import type { Locale } from '@kyc/content';
import { formatDate } from '@kyc/formatters';
import { checkLei } from '@kyc/validators';
import { normalizeLei } from './normalizeLei';
import type { LeiLookup, LeiRecord } from './types';

export interface LookUpLeiOptions {
  /** Where apps/api answers (the loader context's `apiOrigin`). */
  apiOrigin: string;
  locale: Locale;
  /** The text shown when apps/api cannot be reached (content's `common.networkError`). */
  networkError: string;
  /** The text shown for a 404 without a message of its own. */
  notFound: string;
  fetch?: typeof fetch;
  /** Milliseconds before the call is given up (default 3000). */
  timeout?: number;
}

type ApiLeiRecord = Omit<LeiRecord, 'initialRegistrationDate' | 'nextRenewalDate'> & {
  initialRegistrationDate: string | null;
  nextRenewalDate: string | null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function toRecord(body: ApiLeiRecord, locale: Locale): LeiRecord {
  return {
    lei: text(body.lei),
    legalName: text(body.legalName),
    otherName: textOrNull(body.otherName),
    jurisdiction: text(body.jurisdiction),
    registrationStatus: text(body.registrationStatus),
    entityStatus: text(body.entityStatus),
    initialRegistrationDate: formatDate(body.initialRegistrationDate, { locale }),
    nextRenewalDate: formatDate(body.nextRenewalDate, { locale }),
    managingLou: text(body.managingLou),
    legalAddress: textOrNull(body.legalAddress),
  };
}

/**
 * Looks an LEI up in apps/api (`GET /webapi/lei/<LEI>`) for the page's loader. `query` is what
 * the visitor typed (`?lei=`): `null` means nothing was asked. A blank query gets the
 * validators' message without a call; a 400 shows apps/api's field message, a 404 "not found",
 * and an unreachable or failing API the network error text. Never throws.
 *
 * @example await lookUpLei('5493001KJTIIGC8Y1R12', { apiOrigin, locale: 'en', networkError, notFound })
 */
export async function lookUpLei(
  query: string | null,
  options: LookUpLeiOptions,
): Promise<LeiLookup> {
  if (query === null) return { status: 'idle', query: '' };
  const { apiOrigin, locale, networkError, notFound, fetch: fetchImpl = fetch } = options;
  const lei = normalizeLei(query);
  if (lei === '') {
    return { status: 'invalid', query, message: checkLei(lei, { locale }) ?? networkError };
  }
  try {
    const response = await fetchImpl(
      `${apiOrigin}/webapi/lei/${encodeURIComponent(lei)}?lang=${locale}`,
      {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeout ?? 3_000),
      },
    );
    if (response.ok) {
      return { status: 'found', query, record: toRecord(await response.json(), locale) };
    }
    const body = (await response.json().catch(() => ({}))) as {
      errors?: Record<string, unknown>;
      message?: unknown;
    };
    if (response.status === 400) {
      const message =
        text(body.errors?.lei) ||
        text(Object.values(body.errors ?? {})[0]) ||
        checkLei(lei, { locale }) ||
        networkError;
      return { status: 'invalid', query, message };
    }
    if (response.status === 404) {
      return { status: 'notFound', query, message: text(body.message) || notFound };
    }
    return { status: 'error', query, message: networkError };
  } catch {
    return { status: 'error', query, message: networkError };
  }
}
