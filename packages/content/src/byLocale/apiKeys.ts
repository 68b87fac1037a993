import { apiKeys as en } from '../en/interface/apiKeys';
import type { ApiKeysText } from '../interface-types';
import type { Locale } from '../types';
import { apiKeys as zhCN } from '../zh-CN/interface/apiKeys';

export const apiKeys: Record<Locale, ApiKeysText> = { 'zh-CN': zhCN, en };
