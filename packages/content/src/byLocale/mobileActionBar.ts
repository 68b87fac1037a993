import { mobileActionBar as en } from '../en/interface/mobileActionBar';
import type { MobileActionBarText } from '../interface-types';
import type { Locale } from '../types';
import { mobileActionBar as zhCN } from '../zh-CN/interface/mobileActionBar';

export const mobileActionBar: Record<Locale, MobileActionBarText> = { 'zh-CN': zhCN, en };
