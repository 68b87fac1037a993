import type { EnterpriseDetails } from '../types';

/** apps/api's answer for a Hong Kong company with a person and a company as shareholders. */
export const DETAILS: EnterpriseDetails = {
  company: {
    keyNo: '572fef74102f9b232e5d5249c887a876',
    name: '皇家獅航運有限公司',
    nameZh: '皇家獅航運有限公司',
    nameEn: 'Royal Lion Shipping Limited',
    jurisdiction: 'HK',
    regNo: '3012345',
    uscc: null,
    lei: null,
    status: '仍註冊',
    statusEn: 'Live',
    registeredCapital: '50,000,000 HKD',
    capitalCurrency: 'HKD',
    capitalAmount: 50000000,
    established: '2011-03-04',
    legalRepresentative: null,
    address: '香港中環德輔道中1號',
  },
  executives: [
    {
      keyNo: 'e1',
      name: 'Robert Tan',
      nameEn: 'Robert Tan',
      position: '董事',
      positionEn: 'Director',
    },
  ],
  shareholders: [
    {
      kind: 'person',
      keyNo: 'p1',
      name: '高磊',
      nameEn: 'Gao Lei',
      percent: 9.69,
      subscribedCapital: '4,845,000 HKD',
    },
    {
      kind: 'company',
      keyNo: 'f270dc4c7c8bf6fdccf05344bbf8edc1',
      name: '宁波达景信息技术有限公司',
      nameEn: 'Ningbo Dajing Information Technology Co., Ltd.',
      percent: 90.31,
      subscribedCapital: '45,155,000 HKD',
    },
  ],
  investments: [],
  beneficialOwners: [{ keyNo: 'p1', name: '高磊', nameEn: 'Gao Lei', percent: 9.69, isUbo: false }],
  graph: {
    depth: 4,
    nodes: [
      {
        id: 'c1',
        kind: 'company',
        keyNo: '572fef74102f9b232e5d5249c887a876',
        name: '皇家獅航運有限公司',
        nameEn: 'Royal Lion Shipping Limited',
        depth: 0,
      },
      { id: 'p1', kind: 'person', keyNo: 'p1', name: '高磊', nameEn: 'Gao Lei', depth: 1 },
      { id: 'c2', kind: 'company', keyNo: 'f270', name: '宁波达景信息技术有限公司', depth: 1 },
    ],
    edges: [
      { from: 'p1', to: 'c1', percent: 9.69 },
      { from: 'c2', to: 'c1', percent: 90.31 },
    ],
  },
};
