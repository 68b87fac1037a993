import { pageText as en } from '../en/interface/pageText';
import type { PageText } from '../interface-types';
import type { Locale } from '../types';
import { pageText as zhCN } from '../zh-CN/interface/pageText';

export const pageText: Record<Locale, PageText> = { 'zh-CN': zhCN, en };
