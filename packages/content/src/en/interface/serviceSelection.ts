import type { ServiceSelectionText } from '../../interface-types';

export const serviceSelection: ServiceSelectionText = {
  breadcrumb: 'You are here',
  choose: 'Service package',
  chooseOne: 'Please choose a service package',
  price: 'Price',
  priceHidden: 'Ask your account manager for the price',
  period: {
    '1y': ' / year',
    '30d': ' / 30 days',
    call: ' / call',
    '1m': ' / month',
  },
  features: {
    'live-search': 'Live search',
    'enterprise-details': 'Company details',
    'ubo-map': 'UBO map',
    'equity-map': 'Equity structure map',
    'relationship-map': 'Relationship map',
    'op-log': 'Operation log',
    team: 'Team collaboration',
    reports: 'Company reports',
    api: 'API access',
    'ubo-data': 'Beneficial-owner data',
    'real-time': 'Real-time data',
  },
};
