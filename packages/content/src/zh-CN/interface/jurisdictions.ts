import type { JurisdictionsText } from '../../interface-types';

export const jurisdictions: JurisdictionsText = {
  CN: '中国大陆',
  HK: '中国香港',
  SG: '新加坡',
  GB: '英国',
  US: '美国',
};
