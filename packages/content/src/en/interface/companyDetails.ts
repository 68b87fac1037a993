import type { CompanyDetailsText } from '../../interface-types';

export const companyDetails: CompanyDetailsText = {
  uscc: 'Unified social credit code',
  jurisdiction: 'Jurisdiction',
  companyType: 'Company type',
  kind: 'Type',
  person: 'Person',
  company: 'Company',
  subscribedCapital: 'Subscribed capital',
  effective: 'Effective ownership',
  ubo: 'Ultimate beneficial owner',
  yes: 'Yes',
  no: 'No',
  executives: 'Officers',
  position: 'Position',
  name: 'Name',
  investments: 'Investments',
  leiStatus: 'LEI status',
  leiRenewal: 'LEI next renewal',
};
