import { authorizationLetter as en } from '../en/interface/authorizationLetter';
import type { AuthorizationLetterText } from '../interface-types';
import type { Locale } from '../types';
import { authorizationLetter as zhCN } from '../zh-CN/interface/authorizationLetter';

export const authorizationLetter: Record<Locale, AuthorizationLetterText> = { 'zh-CN': zhCN, en };
