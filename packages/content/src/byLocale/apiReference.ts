import { apiReference as en } from '../en/interface/apiReference';
import type { ApiReferenceText } from '../interface-types';
import type { Locale } from '../types';
import { apiReference as zhCN } from '../zh-CN/interface/apiReference';

export const apiReference: Record<Locale, ApiReferenceText> = { 'zh-CN': zhCN, en };
