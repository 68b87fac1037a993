import { rootError as en } from '../en/interface/rootError';
import type { RootErrorText } from '../interface-types';
import type { Locale } from '../types';
import { rootError as zhCN } from '../zh-CN/interface/rootError';

export const rootError: Record<Locale, RootErrorText> = { 'zh-CN': zhCN, en };
