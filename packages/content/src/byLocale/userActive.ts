import { userActive as en } from '../en/interface/userActive';
import type { UserActiveText } from '../interface-types';
import type { Locale } from '../types';
import { userActive as zhCN } from '../zh-CN/interface/userActive';

export const userActive: Record<Locale, UserActiveText> = { 'zh-CN': zhCN, en };
