import { describe, expect, it } from 'vitest';
import { NOT_PHONES, PHONES } from '../test/devices.mjs';
import { deviceVariant, parseVariant, variantCookie } from './variant.mjs';

describe('deviceVariant', () => {
  it.each([
    ['iPhone Safari', PHONES.iPhone.userAgent, 'mobile'],
    ['Android Chrome', PHONES.android.userAgent, 'mobile'],
    ['OpenHarmony browser', PHONES.harmonyOS.userAgent, 'mobile'],
    [
      'HarmonyOS 2–4 (Android-compatible)',
      'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.5.300 Mobile Safari/537.36',
      'mobile',
    ],
    [
      'WeChat on Android',
      'Mozilla/5.0 (Linux; Android 13; V2203A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
      'mobile',
    ],
    [
      'WeChat on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2a) NetType/WIFI Language/zh_CN',
      'mobile',
    ],
    ['desktop Chrome', NOT_PHONES.desktop.userAgent, 'desktop'],
    ['iPad', NOT_PHONES.iPad.userAgent, 'desktop'],
    [
      'Android tablet',
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      'desktop',
    ],
    [
      'OpenHarmony PC',
      'Mozilla/5.0 (PC; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1',
      'desktop',
    ],
    ['no user agent', undefined, 'desktop'],
    ['garbage', '}{not a browser', 'desktop'],
  ])('%s → %s', (_name, userAgent, expected) => {
    expect(deviceVariant(userAgent)).toBe(expected);
    // Memoised: the second answer is the same.
    expect(deviceVariant(userAgent)).toBe(expected);
  });
});

describe('parseVariant', () => {
  it.each([
    ['desktop', 'desktop'],
    ['mobile', 'mobile'],
    ['Mobile', undefined],
    ['', undefined],
    [undefined, undefined],
    [['mobile'], undefined],
  ])('%j → %j', (value, expected) => {
    expect(parseVariant(value)).toBe(expected);
  });
});

describe('variantCookie', () => {
  it('remembers a choice for a year on the whole site', () => {
    expect(variantCookie('desktop')).toBe(
      'kyc_variant=desktop; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });
  it('forgets the choice when the visitor goes back to the default', () => {
    expect(variantCookie(null)).toBe('kyc_variant=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });
});
