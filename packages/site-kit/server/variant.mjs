import { UAParser } from 'ua-parser-js';

/** The cookie that remembers a visitor's choice of the other version (SPEC §1). */
export const VARIANT_COOKIE = 'kyc_variant';
/** The query parameter of the switch links: `?variant=desktop` or `?variant=mobile`. */
export const VARIANT_PARAM = 'variant';

const VARIANTS = new Set(['desktop', 'mobile']);
const cache = new Map();
const CACHE_LIMIT = 1_000;

/**
 * The version a device gets by default: phones (iOS, Android, HarmonyOS/OpenHarmony, WeChat
 * and other in-app browsers on them) the mobile app; tablets, desktops and unknown agents the
 * desktop app. Parsed by ua-parser-js and memoised, since a site sees few distinct agents.
 *
 * @param {string | undefined} userAgent
 * @returns {'desktop' | 'mobile'}
 * @example deviceVariant('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) …') // 'mobile'
 */
export function deviceVariant(userAgent) {
  const key = userAgent ?? '';
  let variant = cache.get(key);
  if (variant === undefined) {
    const { type } = new UAParser(key).getDevice();
    variant = type === 'mobile' || type === 'wearable' ? 'mobile' : 'desktop';
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value);
    cache.set(key, variant);
  }
  return variant;
}

/**
 * Reads a `desktop`/`mobile` value, or `undefined` for anything else.
 *
 * @param {unknown} value
 * @returns {'desktop' | 'mobile' | undefined}
 * @example parseVariant('mobile') // 'mobile'
 */
export function parseVariant(value) {
  return typeof value === 'string' && VARIANTS.has(value) ? value : undefined;
}

/**
 * The variant cookie: a year, the whole site, sent on top-level navigations from other
 * sites too (Lax) so a shared link opens the version the visitor chose. An empty value with
 * Max-Age=0 removes it (the visitor went back to what the device gets by default).
 *
 * @param {'desktop' | 'mobile' | null} variant
 * @example variantCookie('desktop') // 'kyc_variant=desktop; Max-Age=31536000; Path=/; SameSite=Lax; Secure'
 */
export function variantCookie(variant) {
  return variant
    ? `${VARIANT_COOKIE}=${variant}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`
    : `${VARIANT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; Secure`;
}
