import type { RootErrorText } from '../../interface-types';

export const rootError: RootErrorText = {
  heading: '出错了',
  detail: '页面暂时无法显示，请稍后重试。',
};
