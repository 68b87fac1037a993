import { routeEffects as en } from '../en/interface/routeEffects';
import type { RouteEffectsText } from '../interface-types';
import type { Locale } from '../types';
import { routeEffects as zhCN } from '../zh-CN/interface/routeEffects';

export const routeEffects: Record<Locale, RouteEffectsText> = { 'zh-CN': zhCN, en };
