import { leadForm as en } from '../en/interface/leadForm';
import type { LeadFormText } from '../interface-types';
import type { Locale } from '../types';
import { leadForm as zhCN } from '../zh-CN/interface/leadForm';

export const leadForm: Record<Locale, LeadFormText> = { 'zh-CN': zhCN, en };
