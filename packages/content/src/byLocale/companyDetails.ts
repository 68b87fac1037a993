import { companyDetails as en } from '../en/interface/companyDetails';
import type { CompanyDetailsText } from '../interface-types';
import type { Locale } from '../types';
import { companyDetails as zhCN } from '../zh-CN/interface/companyDetails';

export const companyDetails: Record<Locale, CompanyDetailsText> = { 'zh-CN': zhCN, en };
