import { createCheck } from './_lib/check';
import { isUsername } from './isUsername';

/**
 * Checks a login name: '请输入登录用户名' when empty, '只允许输入数字字母下划线,最大长度为50'
 * when it has other characters or is longer than 50.
 *
 * @example checkUsername('li wei') // '只允许输入数字字母下划线,最大长度为50'
 */
export const checkUsername = /* @__PURE__ */ createCheck(
  isUsername,
  { 'zh-CN': '请输入登录用户名', en: 'Please enter your login username', spec: 'zh-CN' },
  {
    'zh-CN': '只允许输入数字字母下划线,最大长度为50',
    en: 'Only digits, letters and underscores are allowed, with a maximum length of 50',
    spec: 'zh-CN',
  },
);
