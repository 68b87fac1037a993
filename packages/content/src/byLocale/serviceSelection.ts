import { serviceSelection as en } from '../en/interface/serviceSelection';
import type { ServiceSelectionText } from '../interface-types';
import type { Locale } from '../types';
import { serviceSelection as zhCN } from '../zh-CN/interface/serviceSelection';

export const serviceSelection: Record<Locale, ServiceSelectionText> = { 'zh-CN': zhCN, en };
