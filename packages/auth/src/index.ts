/**
 * The stored user, the session cookie, permissions and roles, the expiry warning, the login
 * redirect and the user-alive check, for the browser and the server. No React: see
 * `@kyc/auth/react` for the bindings.
 *
 * @packageDocumentation
 * @module @kyc/auth
 */
export { AcctType } from './AcctType';
export { aliveCheckIntervalMs } from './aliveCheckIntervalMs';
export { applyButtonText } from './applyButtonText';
export { canSeePrices } from './canSeePrices';
export { canUpgrade } from './canUpgrade';
export {
  ALIVE_COOKIE_NAME,
  DICTIONARY_FLAG_STORAGE_KEY,
  MENU_LIST_STORAGE_KEY,
  PLUGIN_USER_STORAGE_KEY,
  SESSION_COOKIE_NAME,
  USER_STORAGE_KEY,
} from './constants';
export { type AliveCheckOptions, createAliveCheck } from './createAliveCheck';
export { createUserStore, type UserStore, type UserStoreOptions } from './createUserStore';
export { daysUntilExpiry } from './daysUntilExpiry';
export { hasPermission } from './hasPermission';
export { isAdmin } from './isAdmin';
export { isBusinessManager } from './isBusinessManager';
export { isLoggedIn } from './isLoggedIn';
export { isManagerUser } from './isManagerUser';
export { isPostPay } from './isPostPay';
export { isScanUser, type ScanUserRules } from './isScanUser';
export { type LoginRedirectInput, loginRedirect } from './loginRedirect';
export { needsAliveCheck } from './needsAliveCheck';
export { normalizeLoginInfo } from './normalizeLoginInfo';
export { parseSessionCookie, type SessionCookieParts } from './parseSessionCookie';
export { type AuthHeaders, requestHeaders } from './requestHeaders';
export { serializeSessionCookie } from './serializeSessionCookie';
export { sessionCookieValue } from './sessionCookieValue';
export { shouldWarnExpiry } from './shouldWarnExpiry';
export type {
  ClearableStorage,
  CookieWriter,
  KeyValueStorage,
  Locale,
  LoginInfo,
  LoginInfoInput,
  LoginOptions,
  StoredUser,
  UserInput,
} from './types';
