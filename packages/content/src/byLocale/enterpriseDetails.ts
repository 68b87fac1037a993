import { enterpriseDetails as en } from '../en/interface/enterpriseDetails';
import type { EnterpriseDetailsText } from '../interface-types';
import type { Locale } from '../types';
import { enterpriseDetails as zhCN } from '../zh-CN/interface/enterpriseDetails';

export const enterpriseDetails: Record<Locale, EnterpriseDetailsText> = { 'zh-CN': zhCN, en };
