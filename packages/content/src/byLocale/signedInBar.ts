import { signedInBar as en } from '../en/interface/signedInBar';
import type { SignedInBarText } from '../interface-types';
import type { Locale } from '../types';
import { signedInBar as zhCN } from '../zh-CN/interface/signedInBar';

export const signedInBar: Record<Locale, SignedInBarText> = { 'zh-CN': zhCN, en };
