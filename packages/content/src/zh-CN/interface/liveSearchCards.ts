import type { LiveSearchCardsText } from '../../interface-types';

export const liveSearchCards: LiveSearchCardsText = {
  pageSize: '每次加载条数',
  option: '{size} 条',
  more: '加载更多',
  shown: '已显示 {shown} / {total} 条',
  all: '已显示全部 {total} 条',
  shownCapped: '已显示 {shown} / 超过 {total} 条',
  allCapped: '已显示前 {total} 条，缩小检索范围可查看其余结果',
  earlier: '从第一条开始查看',
};
