import { apiOperations as en } from '../en/interface/apiOperations';
import type { ApiOperationsText } from '../interface-types';
import type { Locale } from '../types';
import { apiOperations as zhCN } from '../zh-CN/interface/apiOperations';

export const apiOperations: Record<Locale, ApiOperationsText> = { 'zh-CN': zhCN, en };
