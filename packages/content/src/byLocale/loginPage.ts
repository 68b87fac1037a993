import { loginPage as en } from '../en/interface/loginPage';
import type { LoginPageText } from '../interface-types';
import type { Locale } from '../types';
import { loginPage as zhCN } from '../zh-CN/interface/loginPage';

export const loginPage: Record<Locale, LoginPageText> = { 'zh-CN': zhCN, en };
