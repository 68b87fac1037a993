const MOBILE_PHONE = /^1[2-9]\d{9}$/;

/**
 * A mainland China mobile number: 11 ASCII digits, starting with 1 then 2–9.
 * Only strings pass; no spaces, `+86` or full-width digits.
 *
 * @param value - Anything.
 * @returns Whether it is a mainland mobile number (11 digits).
 * @example isMobilePhone('13800138000') // true
 */
export function isMobilePhone(value: unknown): boolean {
  return typeof value === 'string' && MOBILE_PHONE.test(value);
}
