import type { LiveSearchText } from '../../interface-types';

export const liveSearch: LiveSearchText = {
  resultsHeading: 'Results',
  name: 'Company',
  jurisdiction: 'Jurisdiction',
  capped: ' (only the first 1,000 are counted)',
  back: 'Back to the results',
  backToSearch: 'Back to search',
  hint: 'Enter a company name (Chinese or English), a registration number, a USCC or an LEI.',
  detailsLoading: 'Loading the company…',
  regNo: 'Registration no.',
  capital: 'Registered capital',
};
