import type { Locale } from '@kyc/content';
import type { AppLoadContext } from 'react-router';
import { loaderApi } from './api.server';
import { type CompanyLabels, type CompanyView, companyOutcome } from './companyView';
import { enterpriseApiPath } from './enterpriseQuery';
import { type Outcome, outcomeOf } from './outcome';
import type { CompanyHistory, EnterpriseDetails } from './types';

/**
 * A company page's data: its details at `threshold` and the changes imports made to it, read
 * together, as one view. The history is optional: when it cannot be read the page still shows
 * the company, without the history block.
 *
 * @example loadCompanyView(context, request, keyNo, 25, { labels, locale, dash, networkError })
 */
export function loadCompanyView(
  context: Pick<AppLoadContext, 'apiOrigin'>,
  request: Request,
  keyNo: string,
  threshold: number | undefined,
  options: { labels: CompanyLabels; locale: Locale; dash: string; networkError: string },
): Promise<Outcome<CompanyView>> {
  const api = { session: 'optional' as const, networkError: options.networkError };
  const details = loaderApi<EnterpriseDetails>(
    context,
    request,
    enterpriseApiPath(keyNo, threshold),
    api,
  ).then(outcomeOf);
  const history = loaderApi<CompanyHistory>(
    context,
    request,
    `/webapi/saas/enterprise/${keyNo}/history`,
    api,
  )
    .then(outcomeOf)
    .then((outcome) => (outcome.ok ? outcome.data : null))
    .catch(() => null);
  return Promise.all([details, history]).then(([outcome, changes]) =>
    companyOutcome(outcome, { ...options, history: changes }),
  );
}
