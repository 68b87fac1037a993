/**
 * Form rules: predicates (`isX`, never throwing) and checks (`checkX`, returning the message to
 * show or `undefined`) for phones, email, passwords, usernames, ID cards, URLs, USCC and LEI codes,
 * with messages in Chinese and English.
 *
 * @packageDocumentation
 * @module @kyc/validators
 */
export type { CheckOptions, Locale } from './_lib/check';
export { checkAddress } from './checkAddress';
export { checkEmail } from './checkEmail';
export { checkGroupName } from './checkGroupName';
export { type CheckIdCardOptions, checkIdCard } from './checkIdCard';
export { checkLei } from './checkLei';
export { checkMobilePhone } from './checkMobilePhone';
export { checkPassword } from './checkPassword';
export { checkRequired } from './checkRequired';
export { checkUrl } from './checkUrl';
export { checkUscc } from './checkUscc';
export { checkUsername } from './checkUsername';
export { idCardCheckCharacter } from './idCardCheckCharacter';
export { isBlank } from './isBlank';
export { isDigits } from './isDigits';
export { isEmail } from './isEmail';
export { isHotline } from './isHotline';
export { isIdCard } from './isIdCard';
export { isLandline } from './isLandline';
export { isLei } from './isLei';
export { isMobilePhone } from './isMobilePhone';
export { isPassword } from './isPassword';
export { isPhone11 } from './isPhone11';
export { isUrl } from './isUrl';
export { isUscc } from './isUscc';
export { isUsername } from './isUsername';
export { leiCheckDigits } from './leiCheckDigits';
export { usccCheckCharacter } from './usccCheckCharacter';
