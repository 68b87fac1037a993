import { describe, expect, it } from 'vitest';
import {
  ALIVE_COOKIE_NAME,
  CLEARED_STORAGE_KEYS,
  DICTIONARY_FLAG_STORAGE_KEY,
  MENU_LIST_STORAGE_KEY,
  PLUGIN_USER_STORAGE_KEY,
  SESSION_COOKIE_NAME,
  USER_STORAGE_KEY,
} from './constants';

describe('constants', () => {
  it('names the cookies the apps and the API share', () => {
    expect([SESSION_COOKIE_NAME, ALIVE_COOKIE_NAME]).toEqual(['kyc_session', 'kyc_alive']);
  });
  it('logout clears the user, the menu list, the plugin user and the dictionary flag', () => {
    expect(CLEARED_STORAGE_KEYS).toEqual([
      USER_STORAGE_KEY,
      MENU_LIST_STORAGE_KEY,
      PLUGIN_USER_STORAGE_KEY,
      DICTIONARY_FLAG_STORAGE_KEY,
    ]);
    expect(new Set(CLEARED_STORAGE_KEYS).size).toBe(4);
  });
});
