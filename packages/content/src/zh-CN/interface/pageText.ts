import type { PageText } from '../../interface-types';

export const pageText: PageText = {
  colon: '：',
  separator: ' · ',
  summary: '摘要',
  disclaimerLabel: '免责声明',
  version: '版本',
  effective: '生效日期',
  clauseLink: '本条链接：',
};
