import { teamLink as en } from '../en/interface/teamLink';
import type { TeamLinkText } from '../interface-types';
import type { Locale } from '../types';
import { teamLink as zhCN } from '../zh-CN/interface/teamLink';

export const teamLink: Record<Locale, TeamLinkText> = { 'zh-CN': zhCN, en };
