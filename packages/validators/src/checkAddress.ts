import { type CheckOptions, isEmptyInput, messageText } from './_lib/check';

/**
 * Checks that an address is given: '请输入地址' when empty, `undefined` otherwise.
 *
 * @param value - The field value.
 * @param options - `locale` of the message.
 * @returns The message to show, or `undefined` when the value is fine.
 * @example checkAddress('') // '请输入地址'
 */
export function checkAddress(value: unknown, options?: CheckOptions): string | undefined {
  if (!isEmptyInput(value)) return undefined;
  return messageText(
    { 'zh-CN': '请输入地址', en: 'Please enter an address', spec: 'zh-CN' },
    options,
  );
}
