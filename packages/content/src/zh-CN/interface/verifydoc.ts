import type { VerifydocText } from '../../interface-types';

export const verifydoc: VerifydocText = {
  reportNo: '报告编号',
  reportNoRequired: '请输入报告编号',
  codeRequired: '请输入验证码',
  reportType: '报告类型',
  language: '报告语言',
  pages: '页数',
  jurisdiction: '注册地',
  result: '验证结果',
  reportTypes: {
    KYC_STANDARD: '企业尽调标准报告',
    UBO: '最终受益人报告',
    EQUITY_STRUCTURE: '股权结构报告',
  },
};
