import type { LeiLookupText } from '../../interface-types';

export const leiLookup: LeiLookupText = {
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
  louCode: 'LOU code {code}',
  legalAddress: 'Legal address',
  status: {
    ISSUED: 'Issued',
    LAPSED: 'Lapsed (not renewed)',
    ACTIVE: 'Active',
    INACTIVE: 'Inactive',
  },
  region: '{name} ({code})',
};
