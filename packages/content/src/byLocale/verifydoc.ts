import { verifydoc as en } from '../en/interface/verifydoc';
import type { VerifydocText } from '../interface-types';
import type { Locale } from '../types';
import { verifydoc as zhCN } from '../zh-CN/interface/verifydoc';

export const verifydoc: Record<Locale, VerifydocText> = { 'zh-CN': zhCN, en };
