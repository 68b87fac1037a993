import { workspaceShowcase as en } from '../en/interface/workspaceShowcase';
import type { WorkspaceShowcaseText } from '../interface-types';
import type { Locale } from '../types';
import { workspaceShowcase as zhCN } from '../zh-CN/interface/workspaceShowcase';

export const workspaceShowcase: Record<Locale, WorkspaceShowcaseText> = { 'zh-CN': zhCN, en };
