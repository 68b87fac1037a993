import type { AppLoadContext } from 'react-router';
import { loaderApi } from './api.server';
import { type Outcome, outcomeOf } from './outcome';
import type { OperationsResponse, ServicePackagesResponse } from './types';

export interface OperationsPage {
  operations: Outcome<OperationsResponse>;
  /** Service package codes and their names in the page's language, for the words of a choice. */
  packageNames: Array<[string, string]>;
}

/**
 * A page of the signed-in user's operation log, newest first (`before`: only older than that
 * id), with the service packages' names that some operations refer to. No session: the
 * login redirect.
 *
 * @example const { operations } = await loadOperations(context, request, { limit: 20, networkError });
 */
export async function loadOperations(
  context: Pick<AppLoadContext, 'apiOrigin' | 'clientAddress'>,
  request: Request,
  options: { limit: number; before?: number; locale: 'zh-CN' | 'en'; networkError: string },
): Promise<OperationsPage> {
  const params = new URLSearchParams({ limit: String(options.limit) });
  if (options.before) params.set('before', String(options.before));
  const [operations, packages] = await Promise.all([
    loaderApi<OperationsResponse>(context, request, `/webapi/saas/user/op-log/list?${params}`, {
      session: 'required',
      networkError: options.networkError,
    }),
    loaderApi<ServicePackagesResponse>(context, request, '/webapi/service-packages', {
      session: 'optional',
      networkError: options.networkError,
    }),
  ]);
  const packageNames: Array<[string, string]> = packages.ok
    ? packages.data.packages.map((item) => [
        item.code,
        options.locale === 'en' ? item.nameEn : item.name,
      ])
    : [];
  return { operations: outcomeOf(operations), packageNames };
}
