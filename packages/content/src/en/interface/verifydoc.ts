import type { VerifydocText } from '../../interface-types';

export const verifydoc: VerifydocText = {
  reportNo: 'Report number',
  reportNoRequired: 'Please enter the report number',
  codeRequired: 'Please enter the verification code',
  file: 'Report file (PDF)',
  fileHint:
    'Optional. Add the PDF you received to check that it is exactly the file we issued: a file changed in any way fails. At most 10 MB.',
  fileTooLarge:
    'The file is too large: a report file is at most 10 MB. Choose the PDF you received.',
  fileNotPdf: 'This file is not a PDF. Choose the report file you received, a PDF.',
  fileUnreadable: 'This file could not be read. Choose it again.',
  chooseFile: 'Choose a file',
  noFileChosen: 'No file chosen',
  removeFile: 'Remove the file',
  checkedFile: 'File checked',
  fileGenuine: 'This report file is genuine',
  fileGenuineDetail:
    'The report number, the verification code and the file all match the report we issued: the file has not been changed.',
  fileChanged: 'This file is not the report we issued',
  fileChangedDetail:
    'The report number and verification code are right, but this file is not the report we issued: it was changed. Ask the sender for the original file.',
  noFileOnRecord: 'The file could not be checked',
  noFileOnRecordDetail:
    'The report number and verification code match the report below, but we keep no file of it (it was issued before files were kept), so your file cannot be compared with the original.',
  reportType: 'Report type',
  language: 'Report language',
  pages: 'Pages',
  jurisdiction: 'Jurisdiction',
  result: 'Result',
  reportTypes: {
    KYC_STANDARD: 'Company report',
    UBO: 'Beneficial-ownership report',
    EQUITY_STRUCTURE: 'Equity structure report',
  },
};
