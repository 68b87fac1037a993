import { createCheck } from './_lib/check';
import { isPassword } from './isPassword';

/**
 * Checks a password: 'Please enter password' when empty, 'Must include numbers, letters,
 * and longer than 6 characters.' when it lacks a letter, a digit or length.
 *
 * @example checkPassword('abcdef') // 'Must include numbers, letters, and longer than 6 characters.'
 */
export const checkPassword = /* @__PURE__ */ createCheck(
  isPassword,
  { 'zh-CN': '请输入密码', en: 'Please enter password', spec: 'en' },
  {
    'zh-CN': '必须包含数字和字母，且不少于6个字符。',
    en: 'Must include numbers, letters, and longer than 6 characters.',
    spec: 'en',
  },
);
