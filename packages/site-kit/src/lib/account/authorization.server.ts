import { addYearsFromToday, formatPlainDate } from '@kyc/formatters';
import type { AppLoadContext } from 'react-router';
import { loaderApi } from './api.server';
import { utilityPageData } from './page.server';
import type { MeResponse } from './types';

/** apps/api's limit on a company name (leads); the letter takes the same. */
const MAX_COMPANY_LENGTH = 100;

/**
 * What the authorisation letter and its print layout show: the logged-in user as the authoriser
 * (a visitor is sent to log in), the company from `?company=`, today and one year on (computed
 * here so the server and the browser render the same dates).
 *
 * @example const data = await authorizationData(request, context, '/authorize');
 */
export async function authorizationData<P extends '/authorize' | '/authorize-print'>(
  request: Request,
  context: Pick<AppLoadContext, 'apiOrigin' | 'clientAddress'>,
  path: P,
) {
  const data = utilityPageData(request, path);
  const me = await loaderApi<MeResponse>(context, request, '/webapi/saas/user/me', {
    session: 'required',
    networkError: data.common.networkError,
  });
  const company = (new URL(request.url).searchParams.get('company') ?? '')
    .trim()
    .slice(0, MAX_COMPANY_LENGTH);
  return {
    ...data,
    company,
    authorizer: me.ok ? (me.data.user?.loginName ?? '') : '',
    loadError: me.ok ? '' : me.message,
    issuedOn: formatPlainDate(new Date()),
    validUntil: addYearsFromToday(1),
  };
}
