import type { ApiKeysText, ApiOperationsText } from '@kyc/content/interface';
import type { WebapiAnswer } from '../../api/webapi';

/** GET /webapi/saas/api/keys: the keys, what the user may do, and the key limits. */
export type ApiKeysResponse = WebapiAnswer<'listApiKeys'>;

/** One API key as apps/api lists it (never its secret). */
export type ApiKey = ApiKeysResponse['keys'][number];

/** A key's limits: calls a second (burst) and a day (quota). */
export type KeyLimits = NonNullable<ApiKeysResponse['limits']>['test'];

/** GET /webapi/saas/api/prices: prices are empty unless the user may see them. */
export type ApiPricesResponse = WebapiAnswer<'listApiPrices'>;

/** GET /webapi/saas/api/usage (and /v1/usage): calls and amount per day and operation. */
export type ApiUsageResponse = WebapiAnswer<'getApiUsage'>;

/** The grace periods a rotation offers, in days (apps/api takes 0 to 7). */
export const GRACE_DAYS = [0, 1, 2, 3, 4, 5, 6, 7] as const;

const SCOPE_WORDS: Record<string, keyof ApiKeysText> = {
  'companies:read': 'scope_companiesRead',
  'beneficial-owners:read': 'scope_beneficialOwnersRead',
  'reports:order': 'scope_reportsOrder',
  monitoring: 'scope_monitoring',
};

/**
 * A scope in words, or the scope itself when the page has no words for it.
 *
 * @param scope as apps/api names it (`companies:read`)
 * @param text the page's words
 * @returns its name in the page's language
 * @example scopeName('reports:order', apiKeys.en) // 'Order reports'
 */
export function scopeName(scope: string, text: ApiKeysText): string {
  const key = SCOPE_WORDS[scope];
  return key ? text[key] : scope;
}

/**
 * An operation in words (`getBeneficialOwners` → "Beneficial owners"), or its id when unknown.
 *
 * @param operation the operationId
 * @param text the operations' words
 * @returns its name in the page's language
 * @example operationName('getCompany', apiOperations.en) // 'One company'
 */
export function operationName(operation: string, text: ApiOperationsText): string {
  // A type test rather than Object.hasOwn, which older Chromium shells lack.
  const name = (text as unknown as Record<string, unknown>)[operation];
  return typeof name === 'string' ? name : operation;
}
