import type { ApiPricesText } from '../../interface-types';

export const apiPrices: ApiPricesText = {
  heading: 'Your API price list',
  intro:
    'Each successful call costs its operation’s unit price; an error or an empty look-up is free, and test keys are never billed.',
  operation: 'Operation',
  price: 'Price per call',
  reportPrice: 'The report’s price (credits or the monthly invoice)',
  free: 'Free',
  perCompanyMonth: '{price} per company per month',
  balance: 'Prepaid API balance: {balance}.',
  invoiced: 'Your calls go on the monthly invoice.',
  manageKeys: 'Manage API keys',
  usageLink: 'See your usage',
};
