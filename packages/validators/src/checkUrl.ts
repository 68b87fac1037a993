import { createCheck } from './_lib/check';
import { isUrl } from './isUrl';

/**
 * Checks a web address: '请输入URL' when empty, '请输入合法的URL' unless it is an
 * http(s) URL with a real host.
 *
 * @example checkUrl('javascript:alert(1)') // '请输入合法的URL'
 */
export const checkUrl = /* @__PURE__ */ createCheck(
  isUrl,
  { 'zh-CN': '请输入URL', en: 'Please enter URL', spec: 'zh-CN' },
  { 'zh-CN': '请输入合法的URL', en: 'Please enter a valid URL', spec: 'zh-CN' },
);
