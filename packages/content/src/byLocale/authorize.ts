import { authorize as en } from '../en/interface/authorize';
import type { AuthorizeText } from '../interface-types';
import type { Locale } from '../types';
import { authorize as zhCN } from '../zh-CN/interface/authorize';

export const authorize: Record<Locale, AuthorizeText> = { 'zh-CN': zhCN, en };
