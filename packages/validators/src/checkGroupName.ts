import { createCheck } from './_lib/check';

function hasGroupNameLength(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  // Count code points, so that a Chinese character or an emoji is one character.
  const length = [...value].length;
  return length >= 1 && length <= 30;
}

/**
 * Checks a group name: '请输入分组名称' when empty, '分组名称应为1~30位字符' when longer
 * than 30 characters.
 *
 * @example checkGroupName('重点客户') // undefined
 */
export const checkGroupName = /* @__PURE__ */ createCheck(
  hasGroupNameLength,
  { 'zh-CN': '请输入分组名称', en: 'Please enter a group name', spec: 'zh-CN' },
  {
    'zh-CN': '分组名称应为1~30位字符',
    en: 'The group name should be 1 to 30 characters',
    spec: 'zh-CN',
  },
);
