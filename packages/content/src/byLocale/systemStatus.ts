import { systemStatus as en } from '../en/interface/systemStatus';
import type { SystemStatusText } from '../interface-types';
import type { Locale } from '../types';
import { systemStatus as zhCN } from '../zh-CN/interface/systemStatus';

export const systemStatus: Record<Locale, SystemStatusText> = { 'zh-CN': zhCN, en };
