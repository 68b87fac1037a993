import { monitoring as en } from '../en/interface/monitoring';
import type { MonitoringText } from '../interface-types';
import type { Locale } from '../types';
import { monitoring as zhCN } from '../zh-CN/interface/monitoring';

export const monitoring: Record<Locale, MonitoringText> = { 'zh-CN': zhCN, en };
