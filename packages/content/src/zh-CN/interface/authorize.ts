import type { AuthorizeText } from '../../interface-types';

export const authorize: AuthorizeText = {
  companyRequired: '请输入企业名称',
  preview: '授权书内容',
  declined: '您已拒绝本次授权，我们不会获取贵公司的信息。',
  reconsider: '重新查看授权书',
};
