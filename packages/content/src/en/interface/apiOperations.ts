import type { ApiOperationsText } from '../../interface-types';

export const apiOperations: ApiOperationsText = {
  searchCompanies: 'Search companies',
  getCompany: 'One company',
  listShareholders: 'Shareholders',
  listOfficers: 'Officers',
  listInvestments: 'Investments',
  getBeneficialOwners: 'Beneficial owners',
  createReport: 'Order a report',
  getReport: 'Report status',
  getReportPdf: 'Report PDF',
  verifyReport: 'Verify a report',
  getUsage: 'Usage',
  watchCompany: 'Watch a company (per company per month)',
};
