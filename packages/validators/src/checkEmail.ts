import { createCheck } from './_lib/check';
import { isEmail } from './isEmail';

/**
 * Checks an email address: 'Please enter email address' when empty, 'Incorrect email
 * format.' when wrong (the spec words these in English); `{ locale: 'zh-CN' }` for Chinese.
 *
 * @example checkEmail('a@b') // 'Incorrect email format.'
 */
export const checkEmail = /* @__PURE__ */ createCheck(
  isEmail,
  { 'zh-CN': '请输入邮箱地址', en: 'Please enter email address', spec: 'en' },
  { 'zh-CN': '邮箱格式不正确。', en: 'Incorrect email format.', spec: 'en' },
);
