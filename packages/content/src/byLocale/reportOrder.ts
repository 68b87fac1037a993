import { reportOrder as en } from '../en/interface/reportOrder';
import type { ReportOrderText } from '../interface-types';
import type { Locale } from '../types';
import { reportOrder as zhCN } from '../zh-CN/interface/reportOrder';

export const reportOrder: Record<Locale, ReportOrderText> = { 'zh-CN': zhCN, en };
