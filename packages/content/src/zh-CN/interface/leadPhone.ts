import type { LeadPhoneText } from '../../interface-types';

export const leadPhone: LeadPhoneText = {
  invalid: '电话号码格式不正确，请重新输入',
};
