import type { LeadFormText } from '../../interface-types';

export const leadForm: LeadFormText = {
  nameRequired: '请输入姓名',
  companyRequired: '请输入公司名称',
  mustAgree: '请先阅读并同意《用户协议》。',
  again: '再提交一条',
  optional: '（选填）',
  phoneCountry: '国家/地区代码',
};
