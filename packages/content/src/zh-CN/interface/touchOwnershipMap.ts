import type { TouchOwnershipMapText } from '../../interface-types';

export const touchOwnershipMap: TouchOwnershipMapText = {
  hint: '单指拖动平移，双指张合缩放，轻点节点高亮其持股链。',
};
