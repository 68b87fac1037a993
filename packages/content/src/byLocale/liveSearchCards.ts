import { liveSearchCards as en } from '../en/interface/liveSearchCards';
import type { LiveSearchCardsText } from '../interface-types';
import type { Locale } from '../types';
import { liveSearchCards as zhCN } from '../zh-CN/interface/liveSearchCards';

export const liveSearchCards: Record<Locale, LiveSearchCardsText> = { 'zh-CN': zhCN, en };
