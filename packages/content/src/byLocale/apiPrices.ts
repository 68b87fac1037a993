import { apiPrices as en } from '../en/interface/apiPrices';
import type { ApiPricesText } from '../interface-types';
import type { Locale } from '../types';
import { apiPrices as zhCN } from '../zh-CN/interface/apiPrices';

export const apiPrices: Record<Locale, ApiPricesText> = { 'zh-CN': zhCN, en };
