/**
 * Name of the session cookie, which this package decides: the server and the apps read this one.
 *
 * @example const hasSessionCookie = document.cookie.includes(`${SESSION_COOKIE_NAME}=`);
 */
export const SESSION_COOKIE_NAME = 'kyc_session';

/**
 * Name of the alive cookie, cleared with the session at logout.
 *
 * @example response.setHeader('Set-Cookie', `${ALIVE_COOKIE_NAME}=1; Secure; Path=/; SameSite=Strict`)
 */
export const ALIVE_COOKIE_NAME = 'kyc_alive';

/** Session cookie lifetime in seconds: 365 days. */
export const SESSION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Alive-check interval when the user has no `refreshIntervalSec`: 600 s, in ms. */
export const DEFAULT_ALIVE_CHECK_INTERVAL_MS = 600_000;

/**
 * Local-storage key of the stored user record (JSON).
 *
 * @example JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')
 */
export const USER_STORAGE_KEY = 'kyc_user';

/**
 * Local-storage key of the menu list; the user store clears it at logout.
 *
 * @example localStorage.setItem(MENU_LIST_STORAGE_KEY, JSON.stringify(menus))
 */
export const MENU_LIST_STORAGE_KEY = 'kyc_menu_list';

/**
 * Local-storage key of the plugin user record; the user store clears it at logout.
 *
 * @example localStorage.setItem(PLUGIN_USER_STORAGE_KEY, JSON.stringify(pluginUser))
 */
export const PLUGIN_USER_STORAGE_KEY = 'kyc_plugin_user';

/**
 * Local-storage key of the dictionary-by-type flag; the user store clears it at logout.
 *
 * @example localStorage.setItem(DICTIONARY_FLAG_STORAGE_KEY, '1')
 */
export const DICTIONARY_FLAG_STORAGE_KEY = 'kyc_dict_by_type';

/** Every local-storage key logout clears. */
export const CLEARED_STORAGE_KEYS = [
  USER_STORAGE_KEY,
  MENU_LIST_STORAGE_KEY,
  PLUGIN_USER_STORAGE_KEY,
  DICTIONARY_FLAG_STORAGE_KEY,
];
