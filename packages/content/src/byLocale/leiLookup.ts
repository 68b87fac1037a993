import { leiLookup as en } from '../en/interface/leiLookup';
import type { LeiLookupText } from '../interface-types';
import type { Locale } from '../types';
import { leiLookup as zhCN } from '../zh-CN/interface/leiLookup';

export const leiLookup: Record<Locale, LeiLookupText> = { 'zh-CN': zhCN, en };
