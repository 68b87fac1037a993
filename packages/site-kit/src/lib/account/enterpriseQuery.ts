import { MAX_QUERY_LENGTH } from './searchQuery';

export interface EnterpriseQuery {
  /** The company (apps/api's 32-hex keyNo, lower case), or ''. */
  keyNo: string;
  /** The live search it was opened from, for the way back, or ''. */
  q: string;
  /** A keyNo was given but cannot be one. */
  invalid: boolean;
}

const KEY_NO = /^[0-9a-f]{32}$/;

/**
 * The mobile enterprise-details page's state from its URL (`?keyNo=&q=`; SPEC §2 declares no
 * route parameters). Anything odd becomes '' instead of reaching apps/api.
 *
 * @example readEnterpriseQuery(new URLSearchParams('keyNo=ABC')) // { keyNo: '', q: '', invalid: true }
 */
export function readEnterpriseQuery(params: URLSearchParams): EnterpriseQuery {
  const given = (params.get('keyNo') ?? '').trim().toLowerCase();
  const keyNo = KEY_NO.test(given) ? given : '';
  return {
    keyNo,
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    invalid: given !== '' && keyNo === '',
  };
}

/**
 * The mobile page of a company, remembering the search it came from.
 *
 * @example enterpriseDetailsHref('572fef74102f9b232e5d5249c887a876', 'acme') // '/enterprise-details?keyNo=572f…&q=acme'
 */
export function enterpriseDetailsHref(keyNo: string, q = ''): string {
  const params = new URLSearchParams({ keyNo });
  if (q) params.set('q', q);
  return `/enterprise-details?${params}`;
}
