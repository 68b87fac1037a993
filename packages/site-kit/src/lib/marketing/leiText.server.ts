import type { Locale } from '@kyc/content';

/**
 * Labels of the LEI look-up and its record that @kyc/content does not hold. Server only: the
 * loader words the form and the record with them, so the browser gets one language's words.
 */
export const LEI_TEXT = {
  'zh-CN': {
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
    /** The data holds only the LOU's code (the LEI's first four characters), not its name. */
    louCode: (code: string) => `LOU 编码 ${code}`,
    legalAddress: '法定地址',
    status: {
      ISSUED: '已签发（有效）',
      LAPSED: '已失效（未续期）',
      ACTIVE: '存续',
      INACTIVE: '非存续',
    } as Record<string, string>,
  },
  en: {
    field: 'LEI code',
    notFound: 'No entity has this LEI',
    result: 'Result',
    lei: 'LEI',
    legalName: 'Legal name',
    otherName: 'Other name',
    jurisdiction: 'Jurisdiction',
    registrationStatus: 'LEI registration status',
    entityStatus: 'Entity status',
    initialRegistrationDate: 'Initial registration',
    nextRenewalDate: 'Next renewal',
    managingLou: 'Managing LOU',
    louCode: (code: string) => `LOU code ${code}`,
    legalAddress: 'Legal address',
    status: {
      ISSUED: 'Issued',
      LAPSED: 'Lapsed (not renewed)',
      ACTIVE: 'Active',
      INACTIVE: 'Inactive',
    } as Record<string, string>,
  },
} satisfies Record<Locale, unknown>;
