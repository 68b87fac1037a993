import { loginForm as en } from '../en/interface/loginForm';
import type { LoginFormText } from '../interface-types';
import type { Locale } from '../types';
import { loginForm as zhCN } from '../zh-CN/interface/loginForm';

export const loginForm: Record<Locale, LoginFormText> = { 'zh-CN': zhCN, en };
