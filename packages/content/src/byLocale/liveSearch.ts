import { liveSearch as en } from '../en/interface/liveSearch';
import type { LiveSearchText } from '../interface-types';
import type { Locale } from '../types';
import { liveSearch as zhCN } from '../zh-CN/interface/liveSearch';

export const liveSearch: Record<Locale, LiveSearchText> = { 'zh-CN': zhCN, en };
