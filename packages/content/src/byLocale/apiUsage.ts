import { apiUsage as en } from '../en/interface/apiUsage';
import type { ApiUsageText } from '../interface-types';
import type { Locale } from '../types';
import { apiUsage as zhCN } from '../zh-CN/interface/apiUsage';

export const apiUsage: Record<Locale, ApiUsageText> = { 'zh-CN': zhCN, en };
