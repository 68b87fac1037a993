import type { LeadPhoneText } from '../../interface-types';

export const leadPhone: LeadPhoneText = {
  invalid: 'Incorrect phone number format, please re-enter',
};
