import { createCheck } from './_lib/check';
import { isUscc } from './isUscc';

/**
 * Checks a Unified Social Credit Code: '请输入统一社会信用代码' when empty,
 * '统一社会信用代码格式不正确' when its form or check character is wrong.
 *
 * @example checkUscc('91350100M000100Y43') // undefined
 */
export const checkUscc = /* @__PURE__ */ createCheck(
  isUscc,
  {
    'zh-CN': '请输入统一社会信用代码',
    en: 'Please enter the Unified Social Credit Code',
    spec: 'zh-CN',
  },
  {
    'zh-CN': '统一社会信用代码格式不正确',
    en: 'Incorrect Unified Social Credit Code format',
    spec: 'zh-CN',
  },
);
