import { rootFallback as en } from '../en/interface/rootFallback';
import type { RootFallbackText } from '../interface-types';
import type { Locale } from '../types';
import { rootFallback as zhCN } from '../zh-CN/interface/rootFallback';

export const rootFallback: Record<Locale, RootFallbackText> = { 'zh-CN': zhCN, en };
