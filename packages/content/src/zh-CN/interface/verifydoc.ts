import type { VerifydocText } from '../../interface-types';

export const verifydoc: VerifydocText = {
  reportNo: '报告编号',
  reportNoRequired: '请输入报告编号',
  codeRequired: '请输入验证码',
  file: '报告文件（PDF）',
  fileHint:
    '可选。添加您收到的 PDF 报告，核验它是否与我们出具的文件完全一致：文件有任何改动都无法通过核验。不超过 10 MB。',
  fileTooLarge: '文件过大：报告文件不能超过 10 MB。请选择您收到的 PDF 报告。',
  fileNotPdf: '该文件不是 PDF。请选择您收到的 PDF 报告文件。',
  fileUnreadable: '无法读取该文件，请重新选择。',
  chooseFile: '选择文件',
  noFileChosen: '未选择文件',
  removeFile: '移除文件',
  checkedFile: '核验的文件',
  fileGenuine: '报告文件真实有效',
  fileGenuineDetail: '报告编号、验证码与文件均与我们出具的报告一致：文件未经改动。',
  fileChanged: '该文件不是我们出具的报告',
  fileChangedDetail:
    '报告编号与验证码正确，但该文件不是我们出具的报告：文件已被改动。请向发送方索取原始文件。',
  noFileOnRecord: '无法核验文件',
  noFileOnRecordDetail:
    '报告编号与验证码与下方报告一致，但我们没有保存该报告的文件（出具时尚未保存文件），因此无法将您的文件与原件比对。',
  reportType: '报告类型',
  language: '报告语言',
  pages: '页数',
  jurisdiction: '注册地',
  result: '验证结果',
  reportTypes: {
    KYC_STANDARD: '企业信用报告',
    UBO: '受益所有人报告',
    EQUITY_STRUCTURE: '股权结构报告',
  },
};
