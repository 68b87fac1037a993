import type { SystemStatusText } from '../../interface-types';

export const systemStatus: SystemStatusText = {
  component: '组件',
  state: '状态',
  operational: '运行正常',
  ms: '{value} 毫秒',
  roundTrip: '网站到账户服务往返',
  uptime: '账户服务已运行',
  uptimeValue: '{hours} 小时 {minutes} 分钟',
  refreshing: '正在刷新……',
};
