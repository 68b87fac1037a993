import type { JurisdictionsText } from '../../interface-types';

export const jurisdictions: JurisdictionsText = {
  CN: 'Mainland China',
  HK: 'Hong Kong, China',
  SG: 'Singapore',
  GB: 'United Kingdom',
  US: 'United States',
};
