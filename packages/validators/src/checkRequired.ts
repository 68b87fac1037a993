import { isEmptyInput } from './_lib/check';

/**
 * Returns `message` when the value is empty — `undefined`, `null`, a string that is
 * blank after trimming, or an empty array — and `undefined` otherwise.
 *
 * @example checkRequired('  ', '请输入地址') // '请输入地址'
 * @example checkRequired(['a'], 'Pick one') // undefined
 */
export function checkRequired(value: unknown, message: string): string | undefined {
  return isEmptyInput(value) ? message : undefined;
}
