import type { MobileActionBarText } from '../../interface-types';

export const mobileActionBar: MobileActionBarText = {
  actions: '快捷操作',
  demo: '申请试用',
  login: '登录',
  search: '实时搜索',
};
