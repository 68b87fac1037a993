import { jurisdictions as en } from '../en/interface/jurisdictions';
import type { JurisdictionsText } from '../interface-types';
import type { Locale } from '../types';
import { jurisdictions as zhCN } from '../zh-CN/interface/jurisdictions';

export const jurisdictions: Record<Locale, JurisdictionsText> = { 'zh-CN': zhCN, en };
