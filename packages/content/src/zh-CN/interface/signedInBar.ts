import type { SignedInBarText } from '../../interface-types';

export const signedInBar: SignedInBarText = {
  region: '账户',
  menu: '账户菜单',
  signedIn: '已登录：{name}',
  home: '账户首页',
  liveSearch: '企业检索',
  myReports: '我的报告',
  team: '团队',
  apiKeys: 'API 密钥',
  apiUsage: 'API 用量',
  alerts: '监控提醒',
  alertsUnread: '{count} 条未读提醒',
  plan: '套餐与续费',
  security: '账户安全',
  authorizations: '授权书',
  activity: '操作记录',
  systemStatus: '系统状态',
  logout: '退出登录',
  loggedOut: '您已退出登录。',
  idle: '您长时间未操作，已安全退出，请重新登录。',
  networkError: '网络异常，请稍后重试。',
};
