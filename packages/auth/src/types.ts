import type { AcctType } from './AcctType';

/**
 * The stored user record, as the server returns it at login. Every field is optional
 * because the record comes from storage or the network: each function checks what it reads.
 */
export interface StoredUser {
  /** Client id; sent as `pro-client-id` and first part of the session cookie. */
  uuid?: string;
  accessToken?: string;
  accessSecretKey?: string;
  loginName?: string;
  loginId?: string;
  category?: string;
  /** Account type of the expiry rule: 1 warns 90 days ahead. */
  type?: number | string;
  /** Last day of the account: `yyyy-MM-dd` (optionally with a time), or a timestamp. */
  endDate?: string | number | null;
  acctType?: AcctType | number;
  /** `A` is post-pay. */
  payType?: string;
  permissionList?: string[];
  /** Permissions that are denied even when `permissionList` grants them. */
  reversalPermissionList?: string[];
  /** Company role: 1 or 2 may use `comp_asgn:` permissions, 2 is business manager, 3 manager user. */
  compRoleIds?: number | string;
  /** The company's main account (`Y`, `true` or `1`). */
  mainUserFlag?: boolean | string | number;
  showCredit?: string;
  canUpgrade?: string;
  duplicateOrderRemind?: string | boolean;
  /** `ADV` turns on the user-alive check. */
  securityPolicy?: string;
  /** Seconds between alive checks; 600 when missing. */
  refreshIntervalSec?: number | string;
  serviceCorpPersAuthList?: unknown[];
  corpNationList?: unknown[];
}

/** What the user functions accept: a record, or nothing when nobody is logged in. */
export type UserInput = StoredUser | null | undefined;

/** Languages of the texts this package gives. */
export type Locale = 'zh-CN' | 'en';

/** The `options` of the front-page login info. */
export interface LoginOptions {
  /** Logged in through the real login (not a trial link): decides the apply button text. */
  realLogin: boolean;
  [key: string]: unknown;
}

/** Front-page login info, after `normalizeLoginInfo`. */
export interface LoginInfo {
  phone: string;
  isLogin: boolean;
  /** Real user (came through the provider's own login). */
  isFromQccLogin: boolean;
  name: string;
  /** The trial has ended. */
  isEndDate: boolean;
  options: LoginOptions;
  businessInfo: Record<string, unknown>;
  userInfo: Record<string, unknown> | null;
}

/** Login info as it arrives (server state, query, storage): any field may be missing or odd. */
export type LoginInfoInput = { [K in keyof LoginInfo]?: unknown } | null | undefined;

/**
 * Where the session cookies go: `document.cookie` in the browser; on the server, the response's
 * Set-Cookie headers (e.g. `{ write: (c) => response.append('Set-Cookie', c) }`).
 */
export interface CookieWriter {
  /** Applies one Set-Cookie string, as assigning `document.cookie` does. */
  write(setCookie: string): void;
}

/** The part of Web Storage the user store needs (`localStorage`, or any look-alike). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The part of `sessionStorage` the user store needs: it empties it at logout. */
export interface ClearableStorage {
  clear(): void;
}
