import { versionSwitch as en } from '../en/interface/versionSwitch';
import type { VersionSwitchText } from '../interface-types';
import type { Locale } from '../types';
import { versionSwitch as zhCN } from '../zh-CN/interface/versionSwitch';

export const versionSwitch: Record<Locale, VersionSwitchText> = { 'zh-CN': zhCN, en };
