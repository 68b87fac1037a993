import type { RootFallbackText } from '../../interface-types';

export const rootFallback: RootFallbackText = {
  notFound: '页面不存在',
  backHome: '返回首页',
  error: '出错了',
};
