import { leadPhone as en } from '../en/interface/leadPhone';
import type { LeadPhoneText } from '../interface-types';
import type { Locale } from '../types';
import { leadPhone as zhCN } from '../zh-CN/interface/leadPhone';

export const leadPhone: Record<Locale, LeadPhoneText> = { 'zh-CN': zhCN, en };
