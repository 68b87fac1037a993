import { createCheck } from './_lib/check';
import { isLei } from './isLei';

/**
 * Checks a Legal Entity Identifier: '请输入LEI编码' when empty, 'LEI编码格式不正确' when
 * its form or check digits are wrong.
 *
 * @example checkLei('5493001KJTIIGC8Y1R12') // undefined
 */
export const checkLei = /* @__PURE__ */ createCheck(
  isLei,
  { 'zh-CN': '请输入LEI编码', en: 'Please enter the LEI code', spec: 'zh-CN' },
  { 'zh-CN': 'LEI编码格式不正确', en: 'Incorrect LEI code format', spec: 'zh-CN' },
);
