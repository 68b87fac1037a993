import { registerStatus as en } from '../en/interface/registerStatus';
import type { RegisterStatusText } from '../interface-types';
import type { Locale } from '../types';
import { registerStatus as zhCN } from '../zh-CN/interface/registerStatus';

export const registerStatus: Record<Locale, RegisterStatusText> = { 'zh-CN': zhCN, en };
