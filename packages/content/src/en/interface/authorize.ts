import type { AuthorizeText } from '../../interface-types';

export const authorize: AuthorizeText = {
  companyRequired: 'Please enter the company name',
  preview: 'The letter',
  declined: 'You declined this authorisation: your company’s information will not be obtained.',
  reconsider: 'Review the letter again',
};
