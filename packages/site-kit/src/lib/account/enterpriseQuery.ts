import { MAX_QUERY_LENGTH } from './searchQuery';

/** The beneficial-ownership thresholds the company page offers (percent), and its default. */
export const OWNER_THRESHOLDS = [10, 20, 25, 50] as const;
/** The Administrative Measures on Beneficial Owner Information (2024): 25 %. */
export const DEFAULT_OWNER_THRESHOLD = 25;

export interface EnterpriseQuery {
  /** The company (apps/api's 32-hex keyNo, lower case), or ''. */
  keyNo: string;
  /** The live search it was opened from, for the way back, or ''. */
  q: string;
  /** The beneficial-ownership threshold in percent (`threshold=`; 25 unless set). */
  threshold: number;
  /** A keyNo was given but cannot be one. */
  invalid: boolean;
}

const KEY_NO = /^[0-9a-f]{32}$/;

/**
 * The mobile enterprise-details page's state from its URL (`?keyNo=&q=&threshold=`; SPEC §2 declares no
 * route parameters). Anything odd becomes '' instead of reaching apps/api.
 *
 * @example readEnterpriseQuery(new URLSearchParams('keyNo=ABC')) // { keyNo: '', q: '', threshold: 25, invalid: true }
 */
export function readEnterpriseQuery(params: URLSearchParams): EnterpriseQuery {
  const given = (params.get('keyNo') ?? '').trim().toLowerCase();
  const keyNo = KEY_NO.test(given) ? given : '';
  return {
    keyNo,
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    threshold: readThreshold(params),
    invalid: given !== '' && keyNo === '',
  };
}

/**
 * The beneficial-ownership threshold of a company page's URL (`threshold=`, percent): what
 * apps/api accepts (more than 0, at most 100), to two decimals; anything else is the default 25.
 *
 * @example readThreshold(new URLSearchParams('threshold=10')) // 10
 * @example readThreshold(new URLSearchParams('threshold=0')) // 25
 */
export function readThreshold(params: URLSearchParams): number {
  const given = params.get('threshold')?.trim() ?? '';
  const value = given === '' ? Number.NaN : Math.round(Number(given) * 100) / 100;
  return Number.isFinite(value) && value > 0 && value <= 100 ? value : DEFAULT_OWNER_THRESHOLD;
}

/**
 * apps/api's address of a company with its beneficial owners at `threshold` percent.
 *
 * @example enterpriseApiPath('572f…', 10) // '/webapi/saas/enterprise/572f…?threshold=10'
 */
export function enterpriseApiPath(keyNo: string, threshold = DEFAULT_OWNER_THRESHOLD): string {
  return `/webapi/saas/enterprise/${keyNo}?${new URLSearchParams({ threshold: String(threshold) })}`;
}

/**
 * A company page's link with the threshold the analyst chose (none for the default), so that
 * following an officer or an investment keeps it.
 *
 * @example withThreshold('/live-search?id=572f…', 10) // '/live-search?id=572f…&threshold=10'
 */
export function withThreshold(href: string, threshold: number): string {
  if (threshold === DEFAULT_OWNER_THRESHOLD) return href;
  const [path = '', query = ''] = href.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('threshold', String(threshold));
  return `${path}?${params}`;
}

/**
 * The mobile page of a company, remembering the search it came from and the threshold chosen.
 *
 * @example enterpriseDetailsHref('572fef74102f9b232e5d5249c887a876', 'acme') // '/enterprise-details?keyNo=572f…&q=acme'
 */
export function enterpriseDetailsHref(
  keyNo: string,
  q = '',
  threshold = DEFAULT_OWNER_THRESHOLD,
): string {
  const params = new URLSearchParams({ keyNo });
  if (q) params.set('q', q);
  return withThreshold(`/enterprise-details?${params}`, threshold);
}
