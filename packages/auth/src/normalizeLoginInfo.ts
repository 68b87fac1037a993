import { attempt } from './_lib/attempt';
import { isRecord } from './_lib/isRecord';
import { isYes } from './_lib/isYes';
import { text } from './_lib/text';
import type { LoginInfo, LoginInfoInput, LoginOptions } from './types';

function record(value: unknown): Record<string, unknown> | undefined {
  const parsed: unknown = typeof value === 'string' ? attempt(() => JSON.parse(value)) : value;
  return isRecord(parsed) ? parsed : undefined;
}

/**
 * Front-page login info with the defaults filled in: not logged in, empty name and phone,
 * not a real user, no end date, empty business info, `userInfo` `null`. `options` may arrive as a
 * JSON string; bad JSON gives the default options `{ realLogin: false }`, never an error. Flags
 * are on for `true`, `1`, `'1'`, `'Y'`, `'y'` and `'true'`; phone and name keep strings only.
 * Already normalized info comes back equal.
 *
 * @param input - Login info as received (objects may be JSON text).
 * @returns The login info with every default filled in.
 * @example normalizeLoginInfo({ isLogin: true, options: '{"realLogin":true}' }).options.realLogin // true
 */
export function normalizeLoginInfo(input: LoginInfoInput): LoginInfo {
  const info = record(input) ?? {};
  const options = record(info.options) ?? {};
  return {
    phone: text(info.phone),
    isLogin: isYes(info.isLogin),
    isFromQccLogin: isYes(info.isFromQccLogin),
    name: text(info.name),
    isEndDate: isYes(info.isEndDate),
    options: { ...options, realLogin: isYes(options.realLogin) } as LoginOptions,
    businessInfo: record(info.businessInfo) ?? {},
    userInfo: record(info.userInfo) ?? null,
  };
}
