import { createCheck } from './_lib/check';
import { isMobilePhone } from './isMobilePhone';

/**
 * Checks a mainland mobile number: '请输入手机号' when empty, '手机格式不正确，请重新输入'
 * when wrong, `undefined` when valid. `{ locale: 'en' }` gives the English messages.
 *
 * @example checkMobilePhone('1380013800') // '手机格式不正确，请重新输入'
 */
export const checkMobilePhone = /* @__PURE__ */ createCheck(
  isMobilePhone,
  { 'zh-CN': '请输入手机号', en: 'Please enter a mobile phone number', spec: 'zh-CN' },
  {
    'zh-CN': '手机格式不正确，请重新输入',
    en: 'Incorrect mobile phone format, please re-enter',
    spec: 'zh-CN',
  },
);
