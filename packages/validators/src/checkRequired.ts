import { isEmptyInput } from './_lib/check';

/**
 * Returns `message` when the value is empty — `undefined`, `null`, a string that is
 * blank after trimming, or an empty array — and `undefined` otherwise.
 *
 * @param value - The field value.
 * @param message - What to say when it is missing.
 * @returns `message` for `undefined`, `null`, blank text or an empty array, else `undefined`.
 * @example checkRequired('  ', '请输入地址') // '请输入地址'
 * @example checkRequired(['a'], 'Pick one') // undefined
 */
export function checkRequired(value: unknown, message: string): string | undefined {
  return isEmptyInput(value) ? message : undefined;
}
