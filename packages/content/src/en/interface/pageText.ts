import type { PageText } from '../../interface-types';

export const pageText: PageText = {
  colon: ': ',
  separator: ' · ',
  summary: 'Summary',
  disclaimerLabel: 'Disclaimer',
  version: 'Version',
  effective: 'Effective',
  clauseLink: 'Link to this clause: ',
};
