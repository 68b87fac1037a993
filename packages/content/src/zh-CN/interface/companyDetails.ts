import type { CompanyDetailsText } from '../../interface-types';

export const companyDetails: CompanyDetailsText = {
  uscc: '统一社会信用代码',
  jurisdiction: '注册地',
  companyType: '企业类型',
  kind: '类型',
  person: '自然人',
  company: '企业',
  subscribedCapital: '认缴出资',
  effective: '有效持股比例',
  ubo: '最终受益人',
  yes: '是',
  no: '否',
  executives: '主要人员',
  position: '职务',
  name: '名称',
  investments: '对外投资',
  leiStatus: 'LEI 状态',
  leiRenewal: 'LEI 下次续期',
};
