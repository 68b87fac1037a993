import { type CheckOptions, isEmptyInput, messageText } from './_lib/check';
import { isIdCard } from './isIdCard';

/** Options of {@link checkIdCard}. */
export interface CheckIdCardOptions extends CheckOptions {
  /**
   * What the form calls the number: 'ID号' or '身份证号'.
   *
   * @default 'ID号'
   */
  label?: 'ID号' | '身份证号';
}

const ENGLISH_LABEL = { ID号: 'ID number', 身份证号: 'ID card number' } as const;

/**
 * Checks a mainland resident ID number: '请输入ID号' when empty, 'ID号格式不正确' when wrong;
 * with `{ label: '身份证号' }`, '请输入身份证号' and '身份证号格式不正确'.
 *
 * @param value - The field value.
 * @param options - `label` (how the form names the number) and `locale`.
 * @returns The message to show, or `undefined` when the value is fine.
 * @example checkIdCard('123', { label: '身份证号' }) // '身份证号格式不正确'
 */
export function checkIdCard(value: unknown, options?: CheckIdCardOptions): string | undefined {
  const label = options?.label === '身份证号' ? '身份证号' : 'ID号';
  const english = ENGLISH_LABEL[label];
  if (isEmptyInput(value)) {
    return messageText(
      { 'zh-CN': `请输入${label}`, en: `Please enter ${english}`, spec: 'zh-CN' },
      options,
    );
  }
  if (isIdCard(value)) return undefined;
  return messageText(
    { 'zh-CN': `${label}格式不正确`, en: `Incorrect ${english} format`, spec: 'zh-CN' },
    options,
  );
}
