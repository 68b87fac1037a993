import type { EnterpriseDetailsText } from '../../interface-types';

export const enterpriseDetails: EnterpriseDetailsText = {
  back: 'Back to the results',
  backToSearch: 'Go to live search',
  loading: 'Loading the company…',
  invalid: 'This company number is not valid: find the company with live search.',
  findHeading: 'Find a company',
  hint: 'Enter a company name (Chinese or English), a registration number, a USCC or an LEI.',
};
