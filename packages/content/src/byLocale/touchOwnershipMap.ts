import { touchOwnershipMap as en } from '../en/interface/touchOwnershipMap';
import type { TouchOwnershipMapText } from '../interface-types';
import type { Locale } from '../types';
import { touchOwnershipMap as zhCN } from '../zh-CN/interface/touchOwnershipMap';

export const touchOwnershipMap: Record<Locale, TouchOwnershipMapText> = { 'zh-CN': zhCN, en };
