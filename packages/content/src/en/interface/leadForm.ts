import type { LeadFormText } from '../../interface-types';

export const leadForm: LeadFormText = {
  nameRequired: 'Please enter your name',
  companyRequired: 'Please enter your company name',
  mustAgree: 'Please read and accept the user protocol first.',
  again: 'Send another request',
  optional: ' (optional)',
  phoneCountry: 'Country or region code',
};
