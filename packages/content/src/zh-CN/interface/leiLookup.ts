import type { LeiLookupText } from '../../interface-types';

export const leiLookup: LeiLookupText = {
  field: 'LEI 编码',
  notFound: '未找到该 LEI 编码',
  result: '查询结果',
  lei: 'LEI 编码',
  legalName: '法定名称',
  otherName: '其他名称',
  jurisdiction: '注册地',
  registrationStatus: 'LEI 登记状态',
  entityStatus: '实体状态',
  initialRegistrationDate: '首次登记日期',
  nextRenewalDate: '下次续期日期',
  managingLou: '管理机构（LOU）',
  louCode: 'LOU 编码 {code}',
  legalAddress: '法定地址',
  status: {
    ISSUED: '已签发（有效）',
    LAPSED: '已失效（未续期）',
    ACTIVE: '存续',
    INACTIVE: '非存续',
  },
  region: '{name}（{code}）',
};
