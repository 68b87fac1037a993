import type { ReportCatalogue, ReportOrder } from '../reports';
import { DETAILS } from './enterpriseDetails';

/** The API's report catalogue, as `GET /webapi/saas/reports/catalogue` answers its kinds. */
export const REPORT_KIND_FIXTURES: ReportCatalogue['kinds'] = [
  {
    code: 'company',
    name: '企业信用报告',
    nameEn: 'Company report',
    description: '工商登记信息、股东、高管',
    descriptionEn: 'Register data, shareholders, officers',
    credits: 1,
    price: null,
    currency: 'CNY',
  },
  {
    code: 'ubo',
    name: '受益所有人报告',
    nameEn: 'Beneficial-ownership report',
    description: '股权穿透图与每位受益所有人的认定依据',
    descriptionEn: 'The ownership map and each beneficial owner explained',
    credits: 2,
    price: null,
    currency: 'CNY',
  },
];

/** An order of the showcase company's beneficial-ownership report, as the API answers it. */
export const reportOrderFixture = (id: number, extra: Partial<ReportOrder> = {}): ReportOrder => ({
  id,
  reportNo: `KYC20261125${100000 + id}`,
  verifyCode: 'AB12CD34',
  kind: 'ubo',
  keyNo: DETAILS.company.keyNo,
  companyName: DETAILS.company.name ?? null,
  companyNameEn: DETAILS.company.nameEn ?? '',
  language: 'en',
  status: 'received',
  failureReason: null,
  billing: 'credits',
  credits: 2,
  price: null,
  currency: 'CNY',
  invoiceNo: null,
  createdAt: '2026-11-25T02:03:04.000Z',
  readyAt: null,
  pages: null,
  bytes: null,
  sha256: null,
  ...extra,
});
