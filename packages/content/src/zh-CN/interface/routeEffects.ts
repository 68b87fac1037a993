import type { RouteEffectsText } from '../../interface-types';

export const routeEffects: RouteEffectsText = {
  chunkTitle: '页面加载超时',
  chunkBody: '网络较慢或页面已更新，页面代码未能加载。',
  retry: '重试',
  close: '关闭',
};
