import type { ApiOperationsText } from '../../interface-types';

export const apiOperations: ApiOperationsText = {
  searchCompanies: '检索企业',
  getCompany: '查询单个企业',
  listShareholders: '股东',
  listOfficers: '主要人员',
  listInvestments: '对外投资',
  getBeneficialOwners: '受益所有人',
  createReport: '订购报告',
  getReport: '报告状态',
  getReportPdf: '报告 PDF',
  verifyReport: '验证报告',
  getUsage: '用量',
  watchCompany: '监控企业（每家每月）',
};
