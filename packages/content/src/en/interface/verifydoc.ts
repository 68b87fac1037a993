import type { VerifydocText } from '../../interface-types';

export const verifydoc: VerifydocText = {
  reportNo: 'Report number',
  reportNoRequired: 'Please enter the report number',
  codeRequired: 'Please enter the verification code',
  reportType: 'Report type',
  language: 'Report language',
  pages: 'Pages',
  jurisdiction: 'Jurisdiction',
  result: 'Result',
  reportTypes: {
    KYC_STANDARD: 'Standard KYC report',
    UBO: 'Beneficial ownership report',
    EQUITY_STRUCTURE: 'Equity structure report',
  },
};
