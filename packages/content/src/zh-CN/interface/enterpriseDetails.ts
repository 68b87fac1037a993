import type { EnterpriseDetailsText } from '../../interface-types';

export const enterpriseDetails: EnterpriseDetailsText = {
  back: '返回检索结果',
  backToSearch: '前往实时检索',
  loading: '正在加载企业详情……',
  invalid: '该企业编号无效，请通过实时检索查找企业。',
  findHeading: '查找企业',
  hint: '输入企业名称（中文或英文）、注册号、统一社会信用代码或 LEI。',
};
