import type { LiveSearchText } from '../../interface-types';

export const liveSearch: LiveSearchText = {
  resultsHeading: '检索结果',
  name: '企业',
  jurisdiction: '注册地',
  capped: '（仅统计前 1000 条）',
  back: '返回检索结果',
  backToSearch: '返回检索',
  hint: '输入企业名称（中文或英文）、注册号、统一社会信用代码或 LEI。',
  detailsLoading: '正在加载企业详情……',
  regNo: '注册号',
  capital: '注册资本',
};
