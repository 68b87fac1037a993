import { normalizeLei } from './normalizeLei';
import type { LeiFormText } from './types';

// The shape of an LEI (ISO 17442: 18 letters or digits, then two digits), as @kyc/validators'
// isLei checks it before the check digits.
const LEI_SHAPE = /^[0-9A-Z]{18}\d{2}$/;

/**
 * What the browser says about a typed LEI before sending it: the validators' message for an
 * empty field or a malformed one (worded by the loader, so no validators ship to the browser),
 * else nothing. Only the shape: the check digits are the server's to check (`lookUpLei` runs
 * `checkLei`), which answers a wrong one with the same `format` message.
 *
 * @example checkLeiShape(' abc ', form) // form.format
 */
export function checkLeiShape(value: string, form: LeiFormText): string | undefined {
  const lei = normalizeLei(value);
  if (lei === '') return form.required;
  return LEI_SHAPE.test(lei) ? undefined : form.format;
}
